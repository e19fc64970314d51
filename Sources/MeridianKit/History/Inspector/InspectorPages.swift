import CGtk
import MeridianKitCore
import MeridianKitFiles

/// The inspector's details of the selected step, a page each, with the switcher that chooses
/// one: what the step changed, the whole state at it (`StateTreeView`), and an action to send
/// by hand (`ActionField`). Sending has a page of its own, so the inspector is no taller for it.
@MainActor
enum InspectorPages {
    /// The switcher and the pages, `showing` the page of that id.
    static func view(showing page: String, words: HistoryWords, changes: View, state: StateTreeView, action: View, widgets: InspectorWidgets) -> View {
        VBox(spacing: 6) {
            // GTK's stack switcher, which no description has (the kind wanted: a switcher of a
            // described stack's pages): it shows the stack's pages by their titles and drives it.
            Custom("page-switcher", make: { gtk_stack_switcher_new() }).align(horizontal: .center).reference(widgets[.pageSwitcher])
            Stack(showing: page, crossfades: false) {
                changes.id(InspectorPage.changes)
                // A tree view that makes a level only when it is opened, with cell renderers,
                // which no description draws; its search and open nodes are its own.
                Custom("state-tree", make: { [state] in state.root }).id(InspectorPage.state)
                action.id(InspectorPage.action)
            }
            .expands(.vertical)
            .reference(widgets[.pages])
        }
        .expands(.vertical)
    }
}

extension HistoryInspector {
    /// Binds the switcher to the described pages, titled as the switcher shows them, and hears
    /// the page it shows (the inspector's own view-state). Hand-written: the switcher drives
    /// GTK's stack itself.
    func bindPageSwitcher() {
        let words = settings.words
        let switcher = described(.pageSwitcher)
        let pages = detailPages
        for (page, title) in [(InspectorPage.changes, words.changesPage), (InspectorPage.state, words.statePage), (InspectorPage.action, words.actionPage)] {
            guard let child = gtk_stack_get_child_by_name(pages.cast(), page) else { continue }
            var value = GValue()
            g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING, a macro Swift does not import
            g_value_set_string(&value, title)
            gtk_container_child_set_property(pages.cast(), child, "title", &value)
            g_value_unset(&value)
        }
        gtk_stack_switcher_set_stack(switcher.cast(), pages.cast())
        onSignal(pages, "notify::visible-child") { [unowned self] (_: gpointer?) in
            guard let name = gtk_stack_get_visible_child_name(pages.cast()) else { return }
            self.show(page: String(cString: name))
        }
    }

}
