import MeridianKitCore

/// The Changes page: what the selected step did in words, what it changed as a tree, and the
/// buttons that skip it and copy the state, with the progress of a skip that takes a while.
@MainActor
enum ChangesPage {
    static func view(
        details: StepDetails, isSkipping: Bool, canCopy: Bool, words: HistoryWords, tree: ChangeTree, widgets: InspectorWidgets,
        skip: @escaping @MainActor () -> Void, copy: @escaping @MainActor () -> Void
    ) -> View {
        VBox(spacing: 6) {
            Label(details.words, overflow: .wrap).styleClass("inspector-words").accessibleName(words.whatTheStepChanged).reference(widgets[.words])
            // A tree view with its cell renderers and folding, which no description draws.
            Custom("changed-values", make: { [tree] in tree.root }).minimumSize(height: InspectorPages.leastTreeHeight)
            HBox(spacing: 6) {
                Button(details.skipTitle) { skip() }.accessibleName(details.skipTitle).enabled(details.canSkip).tooltip(details.skipTooltip)
                    .reference(widgets[.skip])
                if canCopy {
                    Button(words.copyStateAsJSON) { copy() }.accessibleName(words.copyStateAsJSON)
                }
                HBox(spacing: 6) {
                    Spinner(isSpinning: true)
                    Label(words.replayingWithoutIt, overflow: .whole)
                }
                .visible(isSkipping)
            }
        }
    }
}
