// An app's core needs one import: the kit's values and the store they are kept in.
@_exported import MeridianStore
