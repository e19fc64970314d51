import MeridianKitCore
import MeridianKitStorage
import MeridianStore

/// The bar along the bottom of the window: the slider over every step (dragging it is undo)
/// on a line of its own, and under it what the step was, the button back to where the slider
/// was left when the app last closed, the scope of the jump, the button that opens the
/// inspector, and, when it follows an autosave, a warning while the history is not saved.
/// Until the user first moves the slider into the past, a line under them says what the
/// slider does (`HistoryBarModel.hint`).
///
/// The slider's length never depends on the words under it: a long label is cut with "…"
/// (the slider speaks it whole), so the track does not move under the pointer. That the
/// window shows the past is said across the content by a ``PastFrame``.
///
/// Every control has a name a screen reader speaks, and the slider speaks the step as the bar
/// writes it. Style it with the CSS classes `history-bar` (and `showing-past` while it shows
/// the past) and `history-text`.
///
/// What it shows is a description of its model (`HistoryBarModel.view`), shown by a
/// ``ViewHost`` and described again only when the model changed.
@MainActor
public final class HistoryBar<State: Equatable & SendableMetatype, Action: SendableMetatype, Effect> {
    /// The bar, to put along the bottom of a window.
    public var root: Widget { host.widget }
    private let host: ViewHost
    private let store: Store<State, Action, Effect>
    private let panel: HistoryPanelStore
    private let words: HistoryWords
    private let describe: @MainActor (HistoryBarModel) -> View
    private let savingIndicator: SavingIndicator
    private var shown: HistoryBarModel
    private var cachedLabel: (timeline: Timeline, label: String)?
    /// What the followed autosave says now: why it fails, the steps not saved, whether it saves.
    private var savingStatus: (@MainActor () -> (failing: String?, off: String?, unsavedSteps: Int, isSaving: Bool))?
    private var savingNotice = SavingNotice.quiet

    /// The bar over `store`'s history, its scope, inspector button and step left off at kept in
    /// `panel`, in the app's `words`. It lives as long as its widgets.
    public init(store: Store<State, Action, Effect>, panel: HistoryPanelStore = HistoryPanelStore(), words: HistoryWords = HistoryWords()) {
        self.store = store
        self.panel = panel
        self.words = words
        let scopes = store.scopes.map {
            ChoiceOption(id: $0.id, title: $0.id == HistoryScope<State>.everything.id ? words.everything : $0.title)
        }
        let controls = HistoryBarControls(
            moveSlider: { [unowned store, unowned panel] step in
                // The first move into the past is kept, so the bar's hint goes for good.
                if HistoryBarModel.marksTravelled(movingTo: step, lastStep: store.timeline.lastStep, hasTravelled: panel.state.hasTravelled) {
                    panel.send(.travelled)
                }
                store.jumpWithChosenScope(to: step, panel: panel)
            },
            chooseScope: { [unowned store, unowned panel] in store.chooseHistoryScope($0, panel: panel) },
            goBackToLeftOff: { [unowned store, unowned panel] in store.goBackToLeftOff(panel: panel) },
            toggleInspector: { [unowned panel] in panel.send(.inspectorToggled(isOpen: $0)) })
        let saving = SavingIndicator(words: words)
        savingIndicator = saving
        describe = { [widgets] in $0.view(words: words, scopes: scopes, controls: controls, saving: saving, widgets: widgets) }
        let label = store.label(ofStep: store.timeline.currentStep)
        cachedLabel = (store.timeline, label)
        let model = Self.model(of: store, panel: panel.state, label: label, hintShownBefore: false, saving: .quiet, words: words)
        shown = model
        host = ViewHost { [describe] in describe(model) }
        saving.onDismiss = { [unowned self] in
            self.savingNotice = .quiet
            self.refresh()
        }
        host.lifetime.keep([
            store.observeTimeline { [unowned self] _ in self.refresh() },
            store.observe({ $0 }) { [unowned self] _ in self.refresh() },
            panel.observe({ $0 }) { [unowned self] _ in self.refresh() },
        ]).keepAlive(self)
    }

    // The described widgets, reached by their references: for the shell and tests.

    /// The slider over every step.
    public var slider: Widget { widgets.slider.mountedWidget }
    /// The scope selector.
    public var scope: Widget { widgets.scope.mountedWidget }
    /// What the step shown was.
    public var text: Widget { widgets.text.mountedWidget }
    /// What the slider does, until the user first moves it into the past.
    public var hint: Widget { widgets.hint.mountedWidget }
    /// Goes back to the step the slider was left at when the app last closed; shown only
    /// while there is one.
    public var leftOffButton: Widget { widgets.leftOff.mountedWidget }
    /// Says while saving fails, and once when it works again (see ``follow(_:exportSession:)``).
    public var saving: Widget { widgets.saving.mountedWidget }

    private let widgets = HistoryBarWidgets()

    fileprivate func follow(
        status: @escaping @MainActor () -> (failing: String?, off: String?, unsavedSteps: Int, isSaving: Bool), tryNow: @escaping @MainActor () -> Void,
        exportSession: (@MainActor () -> Void)?
    ) {
        savingStatus = status
        savingIndicator.onTryNow = tryNow
        savingIndicator.onExport = exportSession
        refreshSaving()
    }

    fileprivate func refreshSaving() {
        guard let status = savingStatus?() else { return }
        savingNotice = savingNotice.next(failing: status.failing, off: status.off, unsavedSteps: status.unsavedSteps, isSaving: status.isSaving)
        refresh()
    }

    /// Shows the bar again when what it shows changed: the timeline, the step's label (both
    /// change on a send or a jump), the panel's state, saving.
    private func refresh() {
        // The steps not saved are counted afresh as the user acts.
        if case .notSaved = savingNotice, let status = savingStatus?() {
            savingNotice = savingNotice.next(failing: status.failing, off: status.off, unsavedSteps: status.unsavedSteps, isSaving: status.isSaving)
        }
        let model = Self.model(
            of: store, panel: panel.state, label: label(of: store.timeline), hintShownBefore: shown.showsHintLine, saving: savingNotice, words: words)
        guard model != shown else { return }
        shown = model
        host.show(describe(model))
    }

    private static func model(
        of store: Store<State, Action, Effect>, panel: HistoryPanel, label: String, hintShownBefore: Bool, saving: SavingNotice, words: HistoryWords
    ) -> HistoryBarModel {
        HistoryBarModel(
            timeline: store.timeline, label: label, scopeID: panel.scopeID, leftOff: panel.leftOff, hasTravelled: panel.hasTravelled,
            isInspectorOpen: panel.inspector.isOpen, hintShownBefore: hintShownBefore, saving: saving,
            words: words)
    }

    /// A step's label replays up to a checkpoint interval of actions, and both observers ask for
    /// it after a send or a jump, so the last one read is kept: a past step's never changes
    /// while the history is the same one; the last step's changes when an action joins it.
    private func label(of timeline: Timeline) -> String {
        if let cached = cachedLabel, cached.timeline.generation == timeline.generation,
            cached.timeline.currentStep == timeline.currentStep,
            timeline.currentStep < timeline.lastStep || cached.timeline.lastStepLabelEntry == timeline.lastStepLabelEntry
        {
            return cached.label
        }
        let label = store.label(ofStep: timeline.currentStep)
        cachedLabel = (timeline, label)
        return label
    }
}

extension HistoryBar where State: Sendable, Action: Sendable {
    /// Shows, beside the bar's time-travelled parts, whether `autosave` saves: a warning while it
    /// fails, with the steps not saved (counted afresh as the user acts), and a note once when it
    /// works again. The bar takes `autosave`'s status callback. The warning's popover offers
    /// `exportSession` when given (the app's Export Session…).
    public func follow(_ autosave: HistoryAutosave<State, Action, Effect>, exportSession: (@MainActor () -> Void)? = nil) {
        autosave.onStatusChange = { [weak self] _ in self?.refreshSaving() }
        follow(
            status: { [weak autosave] in
                guard let autosave else { return (nil, nil, 0, false) }
                switch autosave.status {
                case .on: return (nil, nil, autosave.unsavedSteps, true)
                case .failing(let reason): return (reason, nil, autosave.unsavedSteps, false)
                // Closed on quit: nothing left to warn of.
                case .off where autosave.isClosed: return (nil, nil, 0, false)
                case .off(let reason): return (nil, reason, autosave.unsavedSteps, false)
                }
            },
            tryNow: { [weak autosave] in autosave?.retry() }, exportSession: exportSession)
    }
}
