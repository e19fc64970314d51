import CGtk
import Foundation
import MeridianKitCore
import MeridianStore

/// The history's branches drawn as a tree in the inspector (`HistoryBranchesDrawing`), a
/// `Drawing` at most a few rows high. Clicking previews the step drawn nearest; a screen reader
/// reads the tree in words (its accessible description).
@MainActor
public final class HistoryBranchesView<State: Equatable & SendableMetatype, Action: SendableMetatype, Effect> {
    /// The drawing, once described (the inspector holds it as it is).
    public var root: Widget { areaReference.mountedWidget }
    /// The drawing area itself, once described.
    public var area: Widget { areaReference.mountedWidget }
    /// The branches drawn.
    public var branches: HistoryBranches { drawing.branches }
    private var drawing = HistoryBranchesDrawing(branches: HistoryBranches(stepCount: 1, points: []), presentStep: 0, shownStep: 0)
    private var spoken = ""
    /// The history's generation and step count the branches were made from.
    private var builtFrom: (Int, Int)?
    private let store: Store<State, Action, Effect>
    private let words: HistoryWords
    private let panel: HistoryPanelStore
    private let areaReference = WidgetReference()

    /// The branches of `store`'s history, described in `words`; a click jumps through the scope
    /// chosen in `panel`.
    public init(store: Store<State, Action, Effect>, panel: HistoryPanelStore = HistoryPanelStore(), words: HistoryWords = HistoryWords()) {
        self.store = store
        self.panel = panel
        self.words = words
    }

    /// Brings the branches up to date with the history as it stands: made again only when the
    /// history did, the present and the step shown moved at every step.
    public func update(timeline: Timeline) {
        let source = (timeline.generation, timeline.stepCount)
        if builtFrom.map({ $0 != source }) ?? true {
            builtFrom = source
            drawing.branches = HistoryBranches(stepCount: timeline.stepCount, points: store.branchPoints)
            spoken = drawing.branches.description(in: words) + " " + words.presentIsStep(timeline.lastStep)
        }
        (drawing.presentStep, drawing.shownStep) = (timeline.lastStep, timeline.sliderStep)
    }

    /// The drawing, as `update(timeline:)` last left it.
    func view() -> View {
        let drawing = drawing
        return Drawing(drawing, height: drawing.height, shapes: { $0.shapes(in: $1) }) { [unowned self] point, size in
            guard let step = drawing.step(at: point, in: size) else { return }
            self.store.jumpWithChosenScope(to: step, panel: self.panel)
        }
        .accessibleName(words.historyBranches)
        .accessibleDescription(spoken)
        .accessibleRole(.tree)
        .reference(areaReference)
    }
}
