import MeridianKitCore
import MeridianStore

// The inspector described: its header, the branches, the count, the list of steps, and the
// selected step's heading and pages.
extension HistoryInspector {
    /// The whole inspector, as the state, the history and its own view-state say now.
    func describe() -> View {
        let words = settings.words
        let inspector = panel.state.inspector
        // As wide as its placement says; narrower, it scrolls sideways rather than widening the
        // window past the screen; lower than all it holds, it scrolls down rather than making
        // the window taller or cutting its pages off.
        return ScrollingPanel {
            content(words: words, inspector: inspector)
        }
        .minimumSize(width: width)
    }

    /// The search, the branches, the list of steps and the selected step's pages.
    private func content(words: HistoryWords, inspector: InspectorPane) -> View {
        VBox(spacing: 6) {
            InspectorHeader.view(
                search: inspector.searchText, filter: inspector.scopeFilter, scopes: text.scopes, words: words, searchLimit: Int(settings.searchLimit), widgets: widgets,
                search: { [unowned panel] text in panel.send(.inspectorSearchChanged(text: text)) },
                filter: { [unowned panel] id in panel.send(.inspectorFilterChosen(id: id)) })
            tree.view()
            Label(countText, xalign: 1, overflow: .whole).styleClass("dim-label").reference(widgets[.count])
            stepList(words: words)
            Separator()
            Label(details.heading).styleClass("heading").reference(widgets[.heading])
            InspectorPages.view(
                showing: viewState.page, words: words,
                changes: ChangesPage.view(
                    details: details, isSkipping: isProgressShown, canCopy: settings.encodeState != nil, folded: viewState.foldedChanges, words: words, widgets: widgets,
                    fold: { [unowned self] path, open in self.fold(changes: path, open: open) },
                    skip: { [unowned self] in self.toggleSkip() }, copy: { [unowned self] in self.copyState() }),
                state: stateTree, action: actionField.view(viewState: viewState, words: words, inspector: self), widgets: widgets,
                choose: { [unowned self] page in self.show(page: page) })
        }
        .margins(8)
        .styleClass("inspector")
        .accessibleName(words.historyInspector)
        .reference(widgets[.content])
    }

    /// Every listed step, a row each, only those in view described (`matches` holds a count,
    /// not every step): the selection is the step the slider shows. A search or filter that
    /// keeps no step shows "No matching steps".
    private func stepList(words: HistoryWords) -> View {
        let matches = matches
        let step = store.timeline.sliderStep
        // The search and filter read every step and kept none: the list says so.
        let matchesNothing = matches.count == 0 && matchedFor != nil
        var area = Scrolled(vertical: .always) {
            List(
                count: matches.count, id: { Int(matches[$0]) }, index: { InspectorListing.position(of: $0, in: matches) },
                element: { [unowned self] position in MainActor.assumeIsolated { self.row(ofStep: Int(matches[position])) } },
                placeholder: Label(matchesNothing ? words.noMatchingSteps : "", xalign: 0.5).styleClass("dim-label")
            ) { row in row.view }
            .virtualized()
            .activatingOnDoubleClick()
            .selection(InspectorListing.position(of: step, in: matches) == nil ? nil : step) { [unowned self] (step: Int?) in self.select(step: step) }
            .onRowActivate { [unowned self] (step: Int) in self.activate(step: step) }
            .onKeyPress { [unowned self] key in self.key(key) }
            .accessibleName(words.steps)
            .reference(widgets[.steps])
        }
        // A few steps: as tall as their rows. More: at least `leastRows` of them, and as much of
        // the room to spare as the pages below get, so that on a short screen the list shrinks
        // and never pushes the pages' controls out of the window. Counted over every step, not
        // those a search keeps: the list keeps its height while the user types, rather than
        // jumping as the matches come and go.
        let rows = max(store.timeline.stepCount, 1)
        area.traits.expandsVertically = rows > Self.leastRows
        return area.minimumSize(height: min(rows, Self.leastRows) * rowHeight).reference(widgets[.stepsArea])
    }
}
