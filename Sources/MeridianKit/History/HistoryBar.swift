import CGtk
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
@MainActor
public final class HistoryBar<State: TimeTravelState, Action: TimeTravelAction, Effect> {
    /// The bar, to put along the bottom of a window.
    public let root: Widget
    /// The slider over every step.
    public let slider: RangeBinding
    /// The scope selector.
    public let scope: ChoiceBinding
    private let store: Store<State, Action, Effect>
    private let words: HistoryWords
    /// What the step shown was.
    public let text = Widgets.label("", classes: ["history-text"])
    /// What the slider does, until the user first moves it into the past.
    public let hint = Widgets.label("", classes: ["dim-label", "history-hint"])
    /// Goes back to the step the slider was left at when the app last closed; shown only
    /// while there is one.
    public let leftOffButton: Widget
    private var shown: HistoryBarModel?
    private var markedStep: Int?
    private var cachedLabel: (timeline: Timeline, label: String)?
    private var inspectorToggle: ToggleBinding?
    /// Says while saving fails, and once when it works again (see ``follow(_:)``).
    public let saving: SavingIndicator
    /// What the followed autosave says now: why it fails, the steps not saved, whether it saves.
    private var savingStatus: (@MainActor () -> (failing: String?, unsavedSteps: Int, isSaving: Bool))?
    private var savingNotice = SavingNotice.quiet

    /// The bar over `store`'s history, in the app's `words`. It lives as long as its widgets.
    public init(store: Store<State, Action, Effect>, words: HistoryWords = HistoryWords()) {
        self.store = store
        self.words = words
        slider = RangeBinding(
            accessibleName: words.history, step: 1,
            state: { [unowned store] in (Double(store.timeline.sliderStep), Double(store.timeline.lastStep)) }
        ) { [unowned store] value in
            let step = Int(value.rounded())
            // The first move into the past is kept, so the bar's hint goes for good.
            if HistoryBarModel.marksTravelled(movingTo: step, lastStep: store.timeline.lastStep, hasTravelled: store.state.historyPanel.hasTravelled) {
                store.send(.historyPanel(.travelled))
            }
            store.jumpWithChosenScope(to: step)
        }
        gtk_widget_set_hexpand(slider.scale, 1)
        gtk_widget_set_tooltip_text(slider.scale, words.sliderTooltip)
        scope = ChoiceBinding(
            choices: store.scopes.map { ($0.id, $0.id == HistoryScope<State>.everything.id ? words.everything : $0.title) },
            accessibleName: words.historyScope,
            state: { [unowned store] in store.state.historyPanel.scopeID }
        ) {
            [unowned store] id in store.chooseHistoryScope(id)
        }
        // The selector's label says what a jump brings back; a screen reader hears it as the name.
        let scopeLabel = Widgets.label(words.historyScope, classes: ["dim-label"], overflow: .whole)
        gtk_label_set_mnemonic_widget(scopeLabel.cast(), scope.comboBox)
        leftOffButton = gtk_button_new_with_label("")
        gtk_widget_set_tooltip_text(leftOffButton, words.backToStepTooltip)
        gtk_widget_set_no_show_all(leftOffButton, 1)
        onSignal(leftOffButton, "clicked") { [unowned store] in store.goBackToLeftOff() }

        let inspectorButton = gtk_toggle_button_new_with_label(words.history)!
        Widgets.setAccessibleName(inspectorButton, words.historyInspector)
        gtk_widget_set_tooltip_text(inspectorButton, words.inspectorTooltip)
        inspectorToggle = ToggleBinding(
            inspectorButton, state: { [unowned store] in store.state.historyPanel.inspector.isOpen }
        ) { [unowned store] isOpen in
            store.send(.historyPanel(.inspectorToggled(isOpen: isOpen)))
        }
        saving = SavingIndicator(words: words)
        // The words take what the controls leave, and are cut: however long, they never take
        // room from the slider, which has the line above to itself.
        Widgets.takeTheRoomGiven(text)
        let controls = Widgets.box(
            GTK_ORIENTATION_HORIZONTAL, spacing: 12, [saving.root, text, leftOffButton, scopeLabel, scope.comboBox, inspectorButton])
        // Shown by the state alone, never by a window's show_all.
        gtk_widget_set_no_show_all(hint, 1)
        root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [slider.scale, controls, hint])
        // A jump moves the slider and changes the words, never the bar's size.
        LayoutBoundary.install(on: root)
        Widgets.addClass(root, "history-bar")
        Widgets.setAccessibleName(root, words.historyBar)
        WidgetLifetime(of: root).keep([
            store.observeTimeline { [unowned self] _ in self.refresh() },
            store.observe({ $0 }) { [unowned self] _ in self.refresh() },
            store.observe(\.historyPanel.inspector.isOpen) { [unowned self] in self.inspectorToggle?.apply($0) },
        ]).keepAlive(self)
    }

    fileprivate func follow(status: @escaping @MainActor () -> (failing: String?, unsavedSteps: Int, isSaving: Bool), tryNow: @escaping @MainActor () -> Void) {
        savingStatus = status
        saving.onTryNow = tryNow
        saving.onDismiss = { [weak self] in
            self?.savingNotice = .quiet
            self?.saving.show(.quiet)
        }
        refreshSaving()
    }

    fileprivate func refreshSaving() {
        guard let status = savingStatus?() else { return }
        savingNotice = savingNotice.next(failing: status.failing, unsavedSteps: status.unsavedSteps, isSaving: status.isSaving)
        saving.show(savingNotice)
    }

    /// Reads the timeline and the step's label: both change on a send or a jump.
    private func refresh() {
        if case .notSaved = savingNotice { refreshSaving() }
        let timeline = store.timeline
        let panel = store.state.historyPanel
        render(
            HistoryBarModel(
                timeline: timeline, label: label(of: timeline), scopeID: panel.scopeID, leftOff: panel.leftOff, hasTravelled: panel.hasTravelled,
                undoScopeID: store.undoScope?.id, words: words))
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

    private func render(_ model: HistoryBarModel) {
        guard model != shown else { return }
        shown = model
        // Before the value moves: a screen reader asks for the words when it hears of the move.
        Widgets.setAccessibleValueText(slider.scale, model.text)
        slider.apply(value: Double(model.currentStep), upper: Double(model.lastStep))
        Widgets.setLabel(text, model.text)
        Widgets.setLabel(hint, model.hint ?? "")
        // Once shown, its line keeps its room until the next launch: the first move of the
        // slider ends the hint, and the slider must not jump under the pointer as it does.
        if model.hint != nil { Widgets.setVisible(hint, true) }
        scope.apply(model.scopeID)
        Widgets.setClass(root, "showing-past", model.isShowingThePast)
        if model.leftOff != nil {
            gtk_button_set_label(leftOffButton.cast(), model.leftOffText)
            Widgets.setAccessibleName(leftOffButton, model.leftOffText)
        }
        Widgets.setVisible(leftOffButton, model.leftOff != nil)
        markLeftOff(model.leftOff?.step)
    }

    /// A mark under the slider at the step left off at: where the button goes.
    private func markLeftOff(_ step: Int?) {
        guard step != markedStep else { return }
        markedStep = step
        gtk_scale_clear_marks(slider.scale.cast())
        if let step { gtk_scale_add_mark(slider.scale.cast(), Double(step), GTK_POS_BOTTOM, nil) }
    }
}

extension HistoryBar where State: Sendable, Action: Sendable {
    /// Shows, beside the bar's time-travelled parts, whether `autosave` saves: a warning while it
    /// fails, with the steps not saved (counted afresh as the user acts), and a note once when it
    /// works again. The bar takes `autosave`'s status callback.
    public func follow(_ autosave: HistoryAutosave<State, Action, Effect>) {
        autosave.onStatusChange = { [weak self] _ in self?.refreshSaving() }
        follow(
            status: { [weak autosave] in
                guard let autosave else { return (nil, 0, false) }
                let reason: String? = if case .failing(let reason) = autosave.status { reason } else { nil }
                return (reason, autosave.unsavedSteps, autosave.status == .on)
            },
            tryNow: { [weak autosave] in autosave?.retry() })
    }
}
