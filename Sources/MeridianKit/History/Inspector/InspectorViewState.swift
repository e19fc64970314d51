/// What the inspector's user does to the inspector itself: the page of the step's details shown,
/// the action being typed on the Send page and why the last one was not sent. It is the tool's
/// own, not the app's state: recorded, the tool's use would be in the history it inspects, and
/// in every app's file format (ARCHITECTURE.md). The inspector's description reads it.
struct InspectorViewState: Equatable {
    /// The page of the step's details shown: `InspectorPage`'s ids.
    var page = InspectorPage.changes
    /// The action typed on the Send page, as JSON.
    var actionText = ""
    /// Why the last action typed was not sent; `nil` once the text changes.
    var actionProblem: String?
    /// The parts of the Changes page's tree the user folded, by their paths: folded at every
    /// step that changes them, until opened again.
    var foldedChanges = TreeExpansion<String>.open()
}

/// The ids of the inspector's pages, as its stack names them (tests show a page by its id).
enum InspectorPage {
    static let changes = "changes"
    static let state = "state"
    static let action = "action"
}
