import MeridianKitCore

/// The inspector's described widgets that its shell and tests reach, each by its reference
/// (`.reference(widgets[.search])` where it is described), named by `InspectorTag`.
@MainActor
final class InspectorWidgets {
    private var references: [InspectorTag: WidgetReference] = [:]

    /// The reference of the widget `tag` names, made the first time it is asked for.
    subscript(_ tag: InspectorTag) -> WidgetReference {
        if let reference = references[tag] { return reference }
        let reference = WidgetReference()
        references[tag] = reference
        return reference
    }
}
