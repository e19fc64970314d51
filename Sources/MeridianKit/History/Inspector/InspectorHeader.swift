import MeridianKitCore

/// The inspector's header: the search through the steps' labels and the filter of the steps
/// that touched a scope. Both are the kit's `HistoryPanel` (sent to its `HistoryPanelStore`).
@MainActor
enum InspectorHeader {
    /// The search field showing `search` and the filter showing `filter`, a choice for every
    /// step and one for each of `scopes`.
    static func view(
        search: String, filter: String, scopes: [(id: String, title: String)], words: HistoryWords, searchLimit: Int, widgets: InspectorWidgets,
        search searched: @escaping @MainActor (String) -> Void, filter chosen: @escaping @MainActor (String) -> Void
    ) -> View {
        HBox(spacing: 6) {
            Entry(search, placeholder: words.searchSteps, limit: searchLimit, search: true, onChange: searched)
                // Escape empties the search, as in GNOME's own search fields.
                .onStopSearch { if !search.isEmpty { searched("") } }
                .accessibleName(words.searchHistory)
                .expands(.horizontal)
                .reference(widgets[.search])
            Choice([ChoiceOption(id: "all", title: words.allSteps)] + scopes.map { ChoiceOption(id: $0.id, title: $0.title) }, selected: filter, onChoose: chosen)
                .accessibleName(words.showStepsThatTouched)
                .tooltip(words.showStepsThatTouched)
                .reference(widgets[.filter])
        }
    }
}
