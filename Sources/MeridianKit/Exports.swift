// One `import MeridianKit` gives an app what it needs: the store, the kit's values (the
// description of a window, the History panel) and its session files.
@_exported import MeridianKitCore
@_exported import MeridianKitFiles
@_exported import MeridianStore
