import Foundation

/// The one place state lives and changes.
///
/// `send(_:)` runs the reducer synchronously, records the action in the history, tells the
/// observers of the slices that changed, then hands the effects to `effectHandler`. A `send`
/// made while another is in progress (from an observer or an effect handler) is queued and runs
/// right after, in order — never recursively.
///
/// The history can show any earlier step (`jump(to:scope:)`); while it does, the store is
/// *previewing*: it shows that past state, and the next action sent makes it the present as a
/// new step before it is applied, so nothing is ever discarded.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: AppReducer(), history: AppHistory.rules)
/// store.effectHandler = { effect in shell.perform(effect) }
/// let token = store.observe(\.document.zones) { zones in list.show(zones) }
/// store.send(.addZoneButtonClicked)
/// ```
@MainActor
public final class Store<State, Action, Effect> {
    /// Performs the effects of each action; set by the shell. Sends made from here are queued.
    @exclusivity(unchecked) public var effectHandler: (@MainActor (Effect) -> Void)?
    /// Told when a part of a stored history could not be read (`resumeHistory`); set by the
    /// shell, which says so in the window. The store stays where it was.
    public var historyReadFailureHandler: (@MainActor (HistoryStorageError) -> Void)?
    /// Whether a jump to a step whose segments are not in memory reads them on another thread
    /// (showing the nearest step in memory meanwhile) rather than waiting for them: a window
    /// must not stop while the slider is dragged across a stored history.
    public var readsHistoryInBackground = true

    // What `send` touches is `@usableFromInline` and `send` `@inlinable`: a client's build then
    // specialises the send path for its own State and Action, as if the store were its code.
    //
    // The properties a send reads and writes are `@exclusivity(unchecked)`: the store itself
    // keeps their accesses apart, since it does one thing at a time on the main actor and queues
    // a send or jump made meanwhile (`isBusy`, `pending`). Run-time checks could never fail
    // there, and cost a fifth of every send (541 against 438 ns, meridian-bench).
    @usableFromInline let reduce: (inout State, Action) -> [Effect]
    @usableFromInline let now: () -> Date
    /// The latest state, whatever the window shows.
    @inlinable public var present: State { presentState }
    @usableFromInline @exclusivity(unchecked) var presentState: State
    @usableFromInline @exclusivity(unchecked) var history: History<State, Action>?
    @usableFromInline @exclusivity(unchecked) var preview: Preview?
    @usableFromInline let observers = ObservationRegistry<State>()
    @usableFromInline @exclusivity(unchecked) var isBusy = false
    /// Counts the histories replaced, for `Timeline.generation`.
    @usableFromInline @exclusivity(unchecked) var historyGeneration = 0
    @usableFromInline @exclusivity(unchecked) var pending: [() -> Void] = []
    /// The field the user is typing into while `typing(in:_:)` runs: what is sent meanwhile
    /// joins that field's run of typing.
    @usableFromInline @exclusivity(unchecked) var typingField: CoalescingSubject?
    /// The step a jump asked for while its segments are read in the background, and the preview
    /// on screen before it (`nil` at the present): a read that fails brings that back, so a
    /// refused jump leaves the store where it was, not at the nearest step shown meanwhile.
    @usableFromInline @exclusivity(unchecked) var pendingJump: (step: Int, scope: HistoryScope<State>, from: Preview?)?
    /// Whether a background read is under way (`readInBackground`).
    var isReadingInBackground = false
    /// The step being skipped or brought back while the replay runs (`toggleSkip`).
    @usableFromInline @exclusivity(unchecked) var skippingStep: Int?
    /// Counts the reads and searches ended on another thread (`Timeline.backgroundReads`).
    @usableFromInline var backgroundReads = 0
    /// The search for steps' answers for Undo under way on another thread, from that step
    /// down; and whether one failed to read this history (said once, not tried again).
    var undoSearch: (step: Int, generation: Int)?
    var undoSearchFailed: Int?
    /// Undo or Redo asked while what it returns to is read on another thread: made when the
    /// reads end, as the history then stands.
    @usableFromInline @exclusivity(unchecked) var pendingReturn: (@MainActor () -> Void)?
    /// Steps whose state and label are read on another thread, one read at a time: a jump's
    /// first, then what Undo, Redo and their tooltips need.
    var stepsToRead: [Int] = []
    /// Steps of this history whose read failed (said once): not read again.
    var unreadableSteps: Set<Int> = []
    /// How work on another thread comes back to the store without owning it.
    @usableFromInline package let link = MainActorLink<Store>()

    /// A past state on screen, and how it was mixed with the present.
    @usableFromInline struct Preview {
        @usableFromInline var step: Int
        @usableFromInline var scope: HistoryScope<State>
        @usableFromInline var scopeIndex: Int
        @usableFromInline var past: State
        @usableFromInline var shown: State
        /// What the step's label is made from, read with its state: the History bar asks for
        /// the label after every jump, and it is made then without replaying the step again.
        @usableFromInline var labelMakings: StepLabelMakings<State, Action>?

        @inlinable
        init(
            step: Int, scope: HistoryScope<State>, scopeIndex: Int, past: State, shown: State,
            labelMakings: StepLabelMakings<State, Action>? = nil
        ) {
            (self.step, self.scope, self.scopeIndex, self.past, self.shown) = (step, scope, scopeIndex, past, shown)
            self.labelMakings = labelMakings
        }
    }

    /// Creates a store; pass `history: nil` to keep no history at all.
    @inlinable
    public init<R: Reducer>(
        initialState: State,
        reducer: R,
        history rules: HistoryRules<State, Action>? = HistoryRules(),
        now: @escaping () -> Date = Date.init
    ) where R.State == State, R.Action == Action, R.Effect == Effect {
        let reduce = reducer.reduce
        self.reduce = reduce
        self.now = now
        self.presentState = initialState
        self.history = rules.map { rules in
            History(
                initialState: initialState,
                rules: rules,
                replay: { state, action in _ = reduce(&state, action) },
                startTime: Self.milliseconds(now())
            )
        }
        link.object = self
    }

    /// Isolated, so that what the store holds (its observations, its history's storage) ends on
    /// the main actor; its link reads `nil` already, being weak.
    isolated deinit {}

    // MARK: State

    /// The state on screen: the present, or the past step being previewed.
    @inlinable public var state: State { preview?.shown ?? present }

    /// Whether the state on screen is a step from the past.
    public var isPreviewing: Bool { preview != nil }

    /// The position in the history, as the slider shows it.
    @inlinable public var timeline: Timeline {
        guard let history else {
            return Timeline(stepCount: 1, currentStep: 0, isPreviewing: false, scopeID: "everything")
        }
        return Timeline(
            stepCount: history.steps.count,
            currentStep: preview?.step ?? history.steps.lastIndex,
            isPreviewing: preview != nil,
            scopeID: preview?.scope.id ?? "everything",
            generation: historyGeneration,
            lastStepLabelEntry: history.steps.lastLabelEntry,
            loadingStep: pendingJump?.step,
            skippingStep: skippingStep,
            backgroundReads: backgroundReads
        )
    }

    /// A full state is kept every this many log entries.
    public var checkpointInterval: Int { history?.interval ?? HistoryRules<State, Action>.defaultCheckpointInterval }

    /// The scopes the user travels through, `.everything` first (the undo scope, if it is none
    /// of them, aside).
    public var scopes: [HistoryScope<State>] { history.map { [.everything] + $0.rules.scopes } ?? [.everything] }

    /// What step `step` did, for the slider's label. Reads a stored history's segments if
    /// need be; when they cannot be read, says so.
    public func label(ofStep step: Int) -> String {
        guard let history else { return "" }
        if let preview, preview.step == step, let makings = preview.labelMakings {
            return history.rules.label(makings.action, makings.before, makings.after)
        }
        // The step on screen's own state, to name the steps after it from (Redo's tooltip).
        let known = preview.map { (entries: history.steps.end(of: $0.step, entryCount: history.entryCount), state: $0.past) }
        do {
            return try history.label(ofStep: clamped(step, history), known: known)
        } catch {
            historyReadFailed(error)
            return "Step \(step): could not be read"
        }
    }

    /// When step `step` was made.
    public func time(ofStep step: Int) -> Date? {
        guard let history else { return nil }
        return history.time(ofStep: clamped(step, history))
    }

    /// The state at the end of `step` as it was then, without previewing it. Throws only for
    /// a stored history whose segments cannot be read.
    public func state(atStep step: Int) throws(HistoryStorageError) -> State {
        guard let history else { return present }
        return try history.state(atStep: clamped(step, history), present: present)
    }

    @usableFromInline
    func historyReadFailed(_ error: HistoryStorageError) {
        historyReadFailureHandler?(error)
    }

    // MARK: Sending

    /// Runs the reducer for `action`, records it, tells the observers what changed, then hands
    /// the effects to `effectHandler`. Made during another send, it runs right after that one.
    @inlinable
    public func send(_ action: Action) {
        let field = typingField
        guard !isBusy else {
            pending.append { [unowned self] in self.process(action, typedIn: field) }
            return
        }
        isBusy = true
        process(action, typedIn: field)
        drainPending()
        isBusy = false
    }

    /// Runs `body`, in which the user's typing into `field` is sent: each action sent meanwhile
    /// that the rules leave a step joins the step before when that was typed into the same
    /// field (`HistoryRules.typingJoinsOneStepPerField`), so a word typed is one step. A
    /// window's entry does this for each edit; `field` is anything that tells fields apart.
    public func typing(in field: some Hashable & Sendable, _ body: () -> Void) {
        let outer = typingField
        typingField = CoalescingSubject(AnyHashable(field))
        defer { typingField = outer }
        body()
    }

    @inlinable
    func process(_ action: Action, typedIn field: CoalescingSubject? = nil) {
        if pendingJump != nil || pendingReturn != nil, history?.rules.policy(action).isTransient == false {
            // Acting carries on from the step on screen, not the one still being read; and an
            // Undo still reading would take back this action instead of the change it named.
            pendingJump = nil
            pendingReturn = nil
        }
        if let preview {
            if history?.rules.policy(action).isTransient == true {
                applyToPresentBehindPreview(action, preview)
                return
            }
            commit(preview)
        }
        let effects = reduce(&presentState, action)
        history?.record(action, resulting: present, now: timeNow, typedIn: field)
        notifyObservers()
        if let effectHandler {
            for effect in effects {
                effectHandler(effect)
            }
        }
    }

    /// A transient action (a tick) applied to the present behind a preview, which stays on
    /// screen with the new present mixed in: it does not end the preview, and its effects are
    /// dropped, since the present they act on is not on screen.
    @usableFromInline
    func applyToPresentBehindPreview(_ action: Action, _ preview: Preview) {
        _ = reduce(&presentState, action)
        history?.record(action, resulting: present, now: timeNow)
        if let history {
            self.preview?.shown = history.previewedState(past: preview.past, present: present, scope: preview.scope)
        }
        notifyObservers()
    }

    /// Makes the previewed state the present, as a new step at the end of the history.
    @usableFromInline
    func commit(_ preview: Preview) {
        presentState = preview.shown
        self.preview = nil
        history?.recordRestore(
            step: preview.step, scopeIndex: preview.scopeIndex, resulting: present, now: timeNow)
    }

    @inlinable
    func timeNow() -> Int64 { Self.milliseconds(now()) }

    @inlinable
    nonisolated static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    @inlinable
    func drainPending() {
        var index = 0
        while index < pending.count {
            let work = pending[index]
            index += 1
            work()
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Runs `work` now, or after the send in progress.
    @inlinable
    func perform(_ work: @escaping () -> Void) {
        guard !isBusy else {
            pending.append(work)
            return
        }
        isBusy = true
        work()
        drainPending()
        isBusy = false
    }

    @inlinable
    func clamped(_ step: Int, _ history: History<State, Action>) -> Int {
        min(max(step, 0), history.steps.lastIndex)
    }

    // MARK: Observation

    /// Calls `onChange` with the value at `keyPath` now, and again each time it changes.
    /// Observers of the same key path share one read and one comparison per change.
    @inlinable
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>,
        _ onChange: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        addObserver(keyPath: keyPath, select: Self.reader(for: keyPath), onChange)
    }

    /// A fast way to read a key path. Applying a key path goes through the runtime (thousands of
    /// instructions); a stored property is read in place at its offset instead.
    @inlinable
    nonisolated static func reader<Value>(for keyPath: KeyPath<State, Value>) -> (State) -> Value {
        guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
            return { $0[keyPath: keyPath] }
        }
        return { state in
            withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Value.self) }
        }
    }

    /// Calls `onChange` with the selected value now, and again each time it changes.
    @inlinable
    public func observe<Value: Equatable>(
        _ select: @escaping (State) -> Value,
        _ onChange: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        addObserver(keyPath: nil, select: select, onChange)
    }

    /// Calls `onChange` with the timeline now, and again each time it changes.
    public func observeTimeline(_ onChange: @escaping @MainActor (Timeline) -> Void) -> ObservationToken {
        observers.observeTimeline(timeline, onChange: onChange)
    }

    @inlinable
    func addObserver<Value: Equatable>(
        keyPath: KeyPath<State, Value>?,
        select: @escaping (State) -> Value,
        _ onChange: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        observers.observe(keyPath: keyPath, select: select, state: state, onChange: onChange)
    }

    /// Tells the observers what changed on screen.
    @inlinable
    func notifyObservers() {
        observers.update(with: state)
        if observers.observesTimeline {
            observers.update(with: timeline)
        }
    }

    /// Writes the transients held since the last step into the log, where the next
    /// `logSlice(from:)` finds them: a journal does it at quit, so the last tick, playback
    /// position or window size survives a relaunch. A few entries, once per quit.
    public func writeTransientRun() {
        history?.writeRun()
    }

    /// Replaces the whole history, as importing a session does; with `action`, that action is
    /// recorded at the end of the new history before any observer sees it (its effects are
    /// dropped: the present it acts on may be behind a preview, and observers see the result).
    @usableFromInline
    func replaceHistory(
        _ history: History<State, Action>, present: State, preview step: Int?, scope: HistoryScope<State>, then action: Action? = nil
    ) {
        perform { [unowned self] in
            self.history = history
            self.historyGeneration += 1
            self.presentState = present
            self.preview = nil
            self.pendingJump = nil
            if let action {
                _ = self.reduce(&self.presentState, action)
                self.history?.record(action, resulting: self.present, now: self.timeNow)
            }
            if let step {
                self.performJump(to: step, scope: scope)
            } else {
                self.notifyObservers()
            }
        }
    }
}
