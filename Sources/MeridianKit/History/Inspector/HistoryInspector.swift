import CGtk
import Foundation
import MeridianKitCore
import MeridianStore

/// The history inspector: every step listed (only the rows on screen are built, however long
/// the history), searched and filtered, what the selected step changed, and skipping it.
///
/// The list follows the slider both ways: selecting a row previews its step, and a step shown
/// by the slider is selected. Up and Down move through the listed steps, Home and End go to the
/// first and to the present, Enter (or a double click) carries on from the selected step,
/// Escape returns to the present.
///
/// Its search and filter, and whether it is open, are the kit's `HistoryPanel`; the page shown
/// and the action being typed are the inspector's own (`InspectorViewState`). It is described
/// (`describe()`, shown by a `ViewHost` as an app's window is). Style it with the CSS classes
/// `inspector`, and `skipped` and `ineffective` on a row.
@MainActor
public final class HistoryInspector<State: Equatable & SendableMetatype, Action: SendableMetatype, Effect> {
    /// How many rows of the list of steps are read ahead when they are listed (about a
    /// screenful of a tall list).
    public static var visibleRows: Int { 14 }
    /// How many rows the list of steps keeps however short the window: it shrinks to that
    /// before the pages below give up any room.
    static var leastRows: Int { 4 }
    /// How many rows' summaries are kept while scrolling: a few screens' worth.
    static var keptSummaries: Int { 20 * visibleRows }

    /// The inspector, to put beside the window's panes: it scrolls sideways when the screen
    /// leaves it less than its width (see ``place(in:beside:workArea:)``), and down when the
    /// window is too short for all it holds.
    public var root: Widget { host.widget }
    /// What the inspector shows, inside `root`'s scrolling area.
    public var content: Widget { described(.content) }
    /// Shows the inspector's description.
    let host: ViewHost
    private var placement: InspectorPlacement?
    /// How wide the inspector is: 380 pixels where there is room, as its placement says.
    var width = InspectorFit.preferredWidth
    /// The history's branches (a drawing the description holds as it is).
    public let tree: HistoryBranchesView<State, Action, Effect>
    /// The whole state at the selected step, on its page.
    public let stateTree: StateTreeView
    /// Sends an action typed by hand, on its page.
    public let actionField: ActionField<Action>

    let store: Store<State, Action, Effect>
    /// The kit's view-state: whether the inspector is open, its search and filter.
    let panel: HistoryPanelStore
    let settings: InspectorSettings<State>
    let text: InspectorText
    /// The page shown and the action typed: the inspector's own, not the app's.
    var viewState = InspectorViewState()
    /// Ends the observations and the timers below with the widgets; work read on another
    /// thread comes back to nothing once they are gone.
    var lifetime: WidgetLifetime!
    /// How the index read on another thread comes back to the view without owning it.
    let link = MainActorLink<HistoryInspector>()

    /// Every step indexed so far (read in the background), and the steps the search and filter keep.
    var index: InspectorIndex
    var indexedGeneration = -1
    var isIndexing = false
    /// The changes Undo and Redo take next, marked in their rows; asked again at each refresh.
    var undoAndRedo: (undo: Int?, redo: Int?) = (nil, nil)
    /// Whether rows' summaries are read on another thread, and the rows asked for meanwhile.
    var isReadingRows = false
    var rowsToRead: Range<Int>?
    /// The steps listed, in order: every step held as their count, so an action at the end of a
    /// long history lists it without a copy of every step.
    public internal(set) var matches = ListedSteps()
    /// The search and filter `matches` was made for, and the steps indexed then: after an
    /// action, only the steps from the last one on are searched again.
    var matchedFor: (search: String, filter: String, indexed: Int)?
    /// The words above the list: how many steps are listed, or how far the index is read.
    var countText = ""
    /// Summaries read for rows before the index reached them, at most `keptSummaries`.
    var rowSummaries: [Int: HistoryStepSummary] = [:]
    /// The selected step's details, as last worked out (after the frame that showed the step).
    var details = StepDetails()
    private var detailsStep: (generation: Int, step: Int, labelEntry: Int)?
    private var detailsPending: GLibTimer?
    /// Shows the progress of a skip that lasts longer than a glance (100 ms); a quick one
    /// shows none, so nothing flickers.
    private var progressDelay: GLibTimer?
    var isProgressShown = false
    static var progressDelayMilliseconds: Int64 { 100 }
    /// A row's height, as the theme lays a row of the list out (measured once laid out).
    var rowHeight = 21
    private var remeasuring: GLibTimer?
    /// The step, listing and history the list was last scrolled to show.
    private var scrolledFor: (step: Int, listed: Int, generation: Int)?

    /// The inspector of `store`'s history, closed until `panel` opens it. It lives as long
    /// as its widgets.
    public init(
        store: Store<State, Action, Effect>, panel: HistoryPanelStore = HistoryPanelStore(), settings: InspectorSettings<State> = InspectorSettings()
    ) {
        self.store = store
        self.panel = panel
        self.settings = settings
        let words = settings.words
        let scopes = store.scopes.filter { $0.id != HistoryScope<State>.everything.id }
        text = InspectorText(words: words, scopes: scopes.map { ($0.id, $0.title) })
        index = InspectorIndex(scopeIDs: scopes.map(\.id))
        tree = HistoryBranchesView(store: store, panel: panel, words: words)
        stateTree = StateTreeView(words: words)
        actionField = ActionField(read: ActionField<Action>.readingDecodable(), send: { [unowned store] action in store.send(action) })
        var describe: (@MainActor () -> View)?
        host = ViewHost { describe?() ?? VBox {} }
        describe = { [unowned self] in self.describe() }
        actionField.inspectorChanged = { [unowned self] in self.host.update() }
        host.afterUpdate = { [unowned self] in self.afterUpdate() }
        host.update()
        // The steps' scroll bar is the scrolled area's own, which no description names, and it
        // stays drawn beside the rows (no description says so) as the inspector's always was.
        let stepsArea = described(.stepsArea)
        gtk_scrolled_window_set_overlay_scrolling(stepsArea.cast(), 0)
        if let bar = gtk_scrolled_window_get_vscrollbar(stepsArea.cast()) { Widgets.setAccessibleName(bar, words.scrollTheSteps) }

        lifetime = WidgetLifetime(of: root).keep([
            panel.observe(\.inspector) { [unowned self] inspector in
                if inspector.isOpen { self.placement?.inspector(isOpen: true) }
                Widgets.setVisible(self.root, inspector.isOpen)
                if !inspector.isOpen { self.placement?.inspector(isOpen: false) }
                self.refresh()
            },
            store.observeTimeline { [unowned self] _ in self.refresh() },
        ]).keepAlive(self)
        settings.whenTimesReword?(lifetime) { [unowned self] in
            guard self.isOpen else { return }
            self.host.update()
        }
        lifetime.onEnd { [unowned self] in
            self.progressDelay = nil
            self.detailsPending = nil
        }
        link.object = self
    }

    /// Isolated, so that what the inspector holds ends on the main actor; its link reads `nil`
    /// already, being weak.
    isolated deinit {}

    /// Opens the inspector beside `content` in `window` within the screen: the window grows
    /// only as far as the work area `workArea` gives (the monitor's, by default), and gives
    /// that width back when the inspector closes.
    public func place(in window: Widget, beside content: Widget, workArea: @escaping InspectorPlacement.WorkArea = WindowGeometry.monitorWorkArea) {
        let placement = InspectorPlacement(window: window, content: content, workArea: workArea) { [unowned self] width in
            guard width != self.width else { return }
            self.width = width
            self.host.update()
        }
        self.placement = placement
        if isOpen { placement.inspector(isOpen: true) }
    }

    var isOpen: Bool { panel.state.inspector.isOpen }

    // MARK: Typed references to the described widgets (the shell's and the tests')

    /// The described widget `tag` names: the description always has it.
    func described(_ tag: InspectorTag) -> Widget { widgets[tag].mountedWidget }

    /// The tree of what the selected step changed: a described `Tree`, a list of its shown rows.
    public var changedValues: Widget { described(.changedValues) }
    /// The area the tree of changes scrolls in.
    public var changedValuesArea: Widget { described(.changedValuesArea) }
    /// The references the description puts on its widgets.
    let widgets = InspectorWidgets()

    /// The search field.
    public var searchEntry: Widget { described(.search) }
    /// The filter: the steps that touched a scope.
    public var filterChoice: Widget { described(.filter) }
    /// The list of steps.
    public var list: Widget { described(.steps) }
    /// How many steps are listed.
    public var countLabel: Widget { described(.count) }
    /// Skips the selected step, or brings it back.
    public var skipButton: Widget { described(.skip) }
    /// What the selected step did, in words.
    public var wordsLabel: Widget { described(.words) }
    /// The selected step's number and label.
    public var headingLabel: Widget { described(.heading) }
    /// The pages of the selected step's details.
    public var detailPages: Widget { described(.pages) }

    // MARK: Following the history

    /// What the listing was last made from: it is made again only when one of these changes,
    /// not on every frame of a scrub.
    private struct ListingSource: Equatable {
        var generation: Int
        var stepCount: Int
        var lastStepLabelEntry: Int
        var inspector: InspectorPane
        var indexed: Int
    }

    private var listedFrom: ListingSource?

    /// Brings the listing, the rows and the details up to date with the history.
    func refresh() {
        guard isOpen else { return }
        let timeline = store.timeline
        undoAndRedo = (store.undoableStep, store.redoableStep)
        let inspector = panel.state.inspector
        var source = ListingSource(
            generation: timeline.generation, stepCount: timeline.stepCount, lastStepLabelEntry: timeline.lastStepLabelEntry,
            inspector: inspector, indexed: index.count)
        if source != listedFrom {
            list(timeline: timeline, inspector: inspector)
            source.indexed = index.count
            listedFrom = source
        }
        tree.update(timeline: timeline)
        // What the step changed is worked out after the frame is painted and the input read,
        // so a drag or a held key paints the list without waiting for it: it shows the step
        // the slider rests on.
        let step = timeline.sliderStep
        if detailsStep.map({ $0 != detailsKey(step: step, timeline: timeline) }) ?? true {
            // Weak, as every callback of a view whose deinit is isolated: between its last
            // release and that deinit, which may be queued, the view is gone but its timers
            // are not.
            detailsPending = GLibTimer(after: 0, priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
                guard let self, self.isOpen else { return }
                self.renderDetails(step: self.store.timeline.sliderStep, timeline: self.store.timeline)
            }
        }
        showProgress(while: timeline.skippingStep != nil)
        let refusal = store.skipRefusal(step: store.skipTarget(ofStep: step))
        details.canSkip = timeline.skippingStep == nil && refusal == nil
        details.skipTooltip = text.skipTooltip(refusal: refusal)
        host.update()
    }

    /// After each description: the step the slider shows is scrolled into view when it, the
    /// listing or the history changed (a hand-written move: a description says what the list
    /// holds, not where it is scrolled).
    private func afterUpdate() {
        guard isOpen else { return }
        measureRows()
        let timeline = store.timeline
        let key = (step: timeline.sliderStep, listed: matches.count, generation: timeline.generation)
        guard scrolledFor.map({ $0 != key }) ?? true, let position = InspectorListing.position(of: key.step, in: matches) else { return }
        scrolledFor = key
        widgets[.steps].scrollList(toShow: position)
    }

    /// The list is as tall as its rows: a row's height is the theme's, known once GTK laid one
    /// out (hand-written: a description cannot ask a widget its size). Changed, the list is
    /// described again after this frame.
    private func measureRows() {
        guard let row = gtk_list_box_get_row_at_index(list.cast(), 0) else { return }
        let height = Int(gtk_widget_get_allocated_height(widget(row)))
        guard height > 1, height != rowHeight, remeasuring == nil else { return }
        rowHeight = height
        remeasuring = GLibTimer(after: 0, priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            guard let self else { return }
            self.remeasuring = nil
            self.host.update()
        }
    }

    private func detailsKey(step: Int, timeline: Timeline) -> (generation: Int, step: Int, labelEntry: Int) {
        (timeline.generation, step, step == timeline.lastStep ? timeline.lastStepLabelEntry : -1)
    }

    private func renderDetails(step: Int, timeline: Timeline) {
        let key = detailsKey(step: step, timeline: timeline)
        guard detailsStep.map({ $0 != key }) ?? true else { return }
        detailsStep = key
        details.heading = text.words.stepHeading(step, store.label(ofStep: step))
        details.skipTitle = text.skipButton(step: step, target: store.skipTarget(ofStep: step), isSkipped: store.skippedSteps.contains(step))
        showStateIfShown()
        if let change = try? store.change(ofStep: step) {
            let described = settings.description(before: change.before, after: change.after)
            details.words = described.words.joined(separator: "\n")
            details.changes = described.tree
        }
        host.update()
    }

    private func showProgress(while skipping: Bool) {
        guard skipping else {
            progressDelay = nil
            isProgressShown = false
            return
        }
        guard progressDelay == nil else { return }
        progressDelay = GLibTimer(after: Self.progressDelayMilliseconds) { [weak self] in
            guard let self, self.store.timeline.skippingStep != nil else { return }
            self.isProgressShown = true
            self.host.update()
        }
    }

    // MARK: What the user does

    /// Up and Down move through the listed steps, previewing; Home and End go to the first and
    /// to the present; Escape returns to the present.
    func key(_ key: Key) -> Bool {
        let step = store.timeline.sliderStep
        switch key {
        case .up, .down:
            if let next = InspectorListing.neighbour(of: step, in: matches, forward: key == .down) {
                store.jumpWithChosenScope(to: next, panel: panel)
            }
            return true
        case .other(let keyval) where Int32(keyval) == GDK_KEY_Home:
            if let first = matches.first { store.jumpWithChosenScope(to: Int(first), panel: panel) }
            return true
        case .other(let keyval) where Int32(keyval) == GDK_KEY_End:
            store.returnToPresent()
            return true
        case .escape:
            store.returnToPresent()
            return true
        default:
            return false
        }
    }

    /// A row selected previews its step; one activated (Enter, a double click) carries on from it.
    func select(step: Int?) {
        guard let step else { return }
        store.jumpWithChosenScope(to: step, panel: panel)
    }

    func activate(step: Int) {
        store.jumpWithChosenScope(to: step, panel: panel)
        store.carryOnFromPreview()
    }

    func toggleSkip() {
        store.toggleSkip(step: store.skipTarget(ofStep: store.timeline.sliderStep)) { [weak self] result in
            guard let self, case .failure(let error) = result else { return }
            if let skipFailed = self.settings.skipFailed {
                skipFailed(error)
            } else {
                self.details.words = error.description
                self.host.update()
            }
        }
    }

    /// A part of the Changes page's tree opened or folded by the user.
    func fold(changes path: String, open: Bool) {
        viewState.foldedChanges = viewState.foldedChanges.setting(path, open: open)
        host.update()
    }

    /// The page the user chose with the switcher.
    func show(page: String) {
        guard viewState.page != page else { return }
        viewState.page = page
        host.update()
        showStateIfShown()
    }

    /// The whole state at the step the slider shows, when its page is the one shown.
    func showStateIfShown() {
        guard isOpen, viewState.page == InspectorPage.state, let state = try? store.state(atStep: store.timeline.sliderStep) else { return }
        stateTree.show(state)
    }

    func copyState() {
        guard let encode = settings.encodeState, let state = try? store.state(atStep: store.timeline.sliderStep),
            let data = try? encode(state)
        else { return }
        Widgets.copyToClipboard(String(decoding: data, as: UTF8.self))
    }
}

/// What the inspector shows of the selected step, worked out after the frame that showed it.
struct StepDetails: Equatable {
    /// Its number and label.
    var heading = ""
    /// What it did, in words (or why a skip failed).
    var words = ""
    /// The skip button's title: skip it, or bring it back.
    var skipTitle = ""
    /// Whether it can be skipped now.
    var canSkip = false
    /// Why it cannot be skipped, if it cannot.
    var skipTooltip: String?
    /// The values it changed, as a tree.
    var changes: [ChangeNode] = []
}

/// The inspector's widgets reached by references (`InspectorWidgets`), for the typed properties above.
enum InspectorTag: String {
    case search, filter, count, steps, skip, words, heading, pages, content
    case changedValues = "changed-values"
    case changedValuesArea = "changed-values-area"
    case stepsArea = "steps-area"
    case actionEntry = "action-entry"
    case send
    case actionProblem = "action-problem"
}
