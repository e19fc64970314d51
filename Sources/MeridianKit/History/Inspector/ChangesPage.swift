import MeridianKitCore

/// The Changes page: what the selected step did in words, what it changed as a tree, and the
/// buttons that skip it and copy the state, with the progress of a skip that takes a while.
@MainActor
enum ChangesPage {
    static func view(
        details: StepDetails, isSkipping: Bool, canCopy: Bool, folded: TreeExpansion<String>, words: HistoryWords, widgets: InspectorWidgets,
        fold: @escaping @MainActor (String, Bool) -> Void, skip: @escaping @MainActor () -> Void, copy: @escaping @MainActor () -> Void
    ) -> View {
        VBox(spacing: 6) {
            Label(details.words, overflow: .wrap).styleClass("inspector-words").accessibleName(words.whatTheStepChanged).reference(widgets[.words])
            // A long value ends in "…" (a cut label's tooltip shows it whole) and is read
            // whole by a screen reader, as on the State page: scrolled sideways, it was cut with
            // nothing to say so.
            Scrolled {
                Tree(
                    details.changes.map { ChangedPart($0, under: "") }, id: \.path, hasChildren: { !$0.node.children.isEmpty },
                    children: { part in part.node.children.map { ChangedPart($0, under: part.path) } },
                    expansion: folded, words: words.tree, onExpand: fold
                ) { part in
                    Label(part.node.text)
                }
                // The font set once, on the tree, not made for each row.
                .styleClass("monospace")
                .virtualized()
                .accessibleName(words.changedValues)
                .reference(widgets[.changedValues])
            }
            .minimumSize(height: InspectorPages.leastTreeHeight)
            .styleClass("view")
            .reference(widgets[.changedValuesArea])
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

/// A part of a step's changes with its path from the tree's top: the tree's id of it, which
/// keeps a part folded at every step that changes it.
struct ChangedPart: Equatable {
    let node: ChangeNode
    let path: String

    init(_ node: ChangeNode, under parent: String) {
        self.node = node
        path = parent.isEmpty ? node.name : "\(parent)/\(node.name)"
    }
}
