import MeridianKitCore
import MeridianKitFiles

/// The inspector's details of the selected step, a page each, with the switcher that chooses
/// one: what the step changed, the whole state at it (`StateTreeView`), and an action to send
/// by hand (`ActionField`). Sending has a page of its own, so the inspector is no taller for it.
@MainActor
enum InspectorPages {
    /// The least height of a page's tree (three rows or so): the list of steps above shrinks
    /// before a page does, and a window too short for both scrolls the inspector.
    static var leastTreeHeight: Int { 72 }
    /// The least height of every page: the Changes page's (its words, its tree and its
    /// buttons), so that the list of steps keeps its height when another page is shown.
    static var leastPageHeight: Int { leastTreeHeight + 70 }

    /// The switcher and the pages, `showing` the page of that id; `choose` gets the page the
    /// user chose.
    static func view(
        showing page: String, words: HistoryWords, changes: View, state: StateTreeView, action: View, widgets: InspectorWidgets,
        choose: @escaping @MainActor (String) -> Void
    ) -> View {
        let pages = [
            PageSwitcherContent.Page(id: InspectorPage.changes, title: words.changesPage),
            PageSwitcherContent.Page(id: InspectorPage.state, title: words.statePage),
            PageSwitcherContent.Page(id: InspectorPage.action, title: words.actionPage),
        ]
        return PageSwitcher(pages, onChoose: choose) {
            Stack(showing: page, crossfades: false) {
                changes.id(InspectorPage.changes)
                // A tree view that makes a level only when it is opened, with cell renderers,
                // which no description draws; its search and open nodes are its own. Its search
                // and buttons are above the tree, a row's height.
                Custom("state-tree", make: { [state] in state.root }).minimumSize(height: leastTreeHeight + 40).id(InspectorPage.state)
                action.id(InspectorPage.action)
            }
            .expands(.vertical)
            .minimumSize(height: leastPageHeight)
            .reference(widgets[.pages])
        }
        .expands(.vertical)
    }
}
