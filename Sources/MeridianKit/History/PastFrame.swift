import CGtk
import Foundation
import MeridianKitCore
import MeridianStore

/// Frames an app's content so that the past is unmistakable: while the slider shows a step
/// before the present, a banner across the top says so ("Viewing the past — Step 12 of 44, as
/// it was at 14:02:31") with a button back to the present, and a frame in the same colour
/// surrounds the content, drawn over it. Its colours are `PastColors`, whose contrast holds in
/// every theme. Meanwhile nothing in the app animates: a step is shown as it was
/// (`StillPast`). Undo and Redo make steps of the present: no banner.
///
/// When the person acts on a past step, it becomes the present again; a notice above the
/// content says so, and that the later steps stay on the slider, with Undo back to the present
/// as it was (`CarriedOnNotice`). The notice stands until it is closed or the carrying on is
/// undone, across steps and launches: the History panel keeps it.
///
/// Style it with the CSS classes `past-frame` (and `showing-past` while it shows the past),
/// `past-outline` (the frame), `past-banner`, `past-title` and `carried-on-notice`.
///
/// What it shows is a description of the banner and the notice (`PastBanner.view`), shown by a
/// ``ViewHost`` and described again only when they changed; the content is the app's.
@MainActor
public final class PastFrame<State: Equatable & SendableMetatype, Action: SendableMetatype, Effect> {
    /// The content with the banner over it, to put where the content would go.
    public var root: Widget { host.widget }
    private let host: ViewHost
    /// The timeline before the latest change, to tell a carrying on from a jump.
    private var lastTimeline: Timeline?
    private let store: Store<State, Action, Effect>
    private let panel: HistoryPanelStore
    private let words: HistoryWords
    private let stepTime: (Int64) -> String
    private let describe: @MainActor (PastBanner, ShownNotice?) -> View
    private var shown: (banner: PastBanner, notice: ShownNotice?)
    /// Whether the frame shows the past, and so keeps the app from animating (`StillPast`).
    private var isStill = false

    /// `content`, framed for `store`'s history, its steps' times written by `stepTime`
    /// (milliseconds since 1970; the inspector's, by default), in the app's `words`; `panel`
    /// keeps the notice of carrying on. It lives as long as its widgets.
    public init(
        store: Store<State, Action, Effect>, panel: HistoryPanelStore = HistoryPanelStore(), content: Widget, words: HistoryWords = HistoryWords(),
        stepTime: @escaping (Int64) -> String = InspectorSettings<State>.localTime
    ) {
        self.store = store
        self.panel = panel
        self.words = words
        self.stepTime = stepTime
        // What the notice's buttons do reaches the frame, made after its host: through a box.
        let notice = CarriedOnControls()
        let controls = PastFrameControls(
            returnToPresent: { [unowned store] in store.returnToPresent() },
            undoCarryingOn: { notice.undo?() },
            closeNotice: { notice.close?() })
        describe = { [widgets] banner, carriedOn in
            banner.view(carriedOn: carriedOn, words: words, controls: controls, content: content, widgets: widgets)
        }
        let first = PastBanner(timeline: store.timeline, stepTime: "", words: words)
        shown = (first, nil)
        host = ViewHost { [describe] in describe(first, nil) }
        notice.undo = { [unowned self] in self.undoCarryingOn() }
        notice.close = { [unowned self] in self.panel.send(.carriedOnNoticeClosed) }
        host.lifetime.keep([
            store.observeTimeline { [unowned self] _ in self.refresh() },
            panel.observe({ $0.carriedOn }) { [unowned self] _ in self.refresh() },
        ]).keepAlive(self)
        host.lifetime.onEnd { [unowned self] in if self.isStill { StillPast.ended() } }
    }

    // The described widgets, reached by their references: for the shell and tests.

    /// The content with the frame drawn over it: styled `past-frame`, and `showing-past` while
    /// it shows the past.
    public var overlay: Widget { widgets.frame.mountedWidget }
    /// The banner, shown while the window shows the past.
    public var banner: Widget { widgets.banner.mountedWidget }
    /// "Step 12 of 44, as it was at 14:02:31".
    public var detail: Widget { widgets.detail.mountedWidget }
    /// "Viewing the past".
    public var title: Widget { widgets.title.mountedWidget }
    /// Returns to the present.
    public var returnButton: Widget { widgets.returnButton.mountedWidget }
    /// "Carried on from step 6 — 20 later steps, from “…”, stay on the slider · Undo".
    public var carriedOnBar: Widget { widgets.carriedOn.mountedWidget }
    /// The notice's Undo.
    public var carriedOnUndoButton: Widget { widgets.carriedOnUndo.mountedWidget }

    private let widgets = PastFrameWidgets()

    /// Back to the present as it was before the person carried on: every change since, taken
    /// back one Undo step each, through the undo scope (the view stays as it is now).
    private func undoCarryingOn() {
        guard let notice = panel.state.carriedOn else { return }
        store.undoChanges(since: notice.returnStep)
    }

    private func refresh() {
        let timeline = store.timeline
        if let before = lastTimeline, let notice = CarriedOnNotice(before: before, after: timeline) {
            panel.send(.carriedOn(notice))
        }
        lastTimeline = timeline
        var notice: ShownNotice?
        if let kept = panel.state.carriedOn {
            // It stands until its carrying on is undone (and in its own history: a history
            // replaced forgets it, `forgettingLeftOffWhenReplaced`).
            let takenBack = kept.returnStep <= timeline.lastStep ? store.isTakenBack(step: kept.returnStep) : true
            if takenBack == true {
                panel.send(.carriedOnNoticeClosed)
            } else {
                // The first step set aside, by its label once it is read (never waited for).
                let first = store.labelWithoutWaiting(ofStep: kept.step + 1)
                let canUndo = kept.offersUndo(isTakenBack: takenBack, undoableStep: store.undoableStep)
                notice = ShownNotice(text: kept.text(firstLaterLabel: first, words: words), canUndo: canUndo)
            }
        }
        let time = timeline.isPreviewing ? store.time(ofStep: timeline.sliderStep).map { stepTime(Int64(($0.timeIntervalSince1970 * 1000).rounded())) } : nil
        render(PastBanner(timeline: timeline, stepTime: time ?? "", words: words), notice)
    }

    /// Shows `banner` and the notice, when either changed.
    private func render(_ banner: PastBanner, _ notice: ShownNotice?) {
        if banner.isShown != isStill {
            isStill = banner.isShown
            isStill ? StillPast.began() : StillPast.ended()
        }
        guard banner != shown.banner || notice != shown.notice else { return }
        shown = (banner, notice)
        host.show(describe(banner, notice))
    }
}

/// The notice of carrying on as the frame shows it: its words, and whether its Undo can take
/// the carrying on back (a carrying on that changed nothing Undo covers has nothing to undo).
struct ShownNotice: Equatable {
    var text: String
    var canUndo: Bool
}

/// Where the notice's buttons find the frame, which is made after the description that holds them.
@MainActor
private final class CarriedOnControls {
    var undo: (@MainActor () -> Void)?
    var close: (@MainActor () -> Void)?
}
