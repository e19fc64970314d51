import Foundation

/// What the app tells the history about its actions and states.
///
/// The store is generic; these rules are the app's knowledge of how its actions become steps,
/// how a step reads on the slider, which scopes a jump may have, and how a mixed state is repaired.
public struct HistoryRules<State, Action> {
    /// How each action is recorded.
    public var policy: (Action) -> HistoryPolicy
    /// Whether text typed into a field joins one step per field and per run: each action the
    /// user types (a window's entry sends it through `Store.typing(in:_:)`) that `policy`
    /// leaves a `.step` joins the step before when that was typed into the same field, until
    /// something else is done. `true` by default, so typing a word is one step, not one a
    /// keystroke. A policy that says otherwise for an action (its own `.coalesce` key, a
    /// transient) is followed; `false` makes every keystroke a step of its own.
    public var typingJoinsOneStepPerField: Bool
    /// How archives that do not hold their steps made them (`HistoryArchive.steps` is `nil`:
    /// archives written before it was added): the app's policy as it was then, if it has
    /// changed since, so that their steps, and the returns and skips that name steps by number,
    /// stay what they were. `nil`: `policy`.
    public var policyOfArchivesWithoutSteps: ((Action) -> HistoryPolicy)?
    /// The slider's label of a step: its latest action, the state just before what the step
    /// did began, after any browsing that led to it (so "Renamed New York to Home" can name the
    /// old value, and "Added Mumbai" see the chooser the browsing opened) and the state that action left
    /// (so a label says what the reducer did: an add it refused reads as refused, not as added).
    public var label: (_ action: Action, _ before: State, _ after: State) -> String
    /// The label of step 0, the state the history starts from.
    public var startLabel: String
    /// Scopes a jump may use besides `.everything`; their ids must be unique.
    public var scopes: [HistoryScope<State>]
    /// What Undo and Redo reverse: they take back and bring back only steps that changed what
    /// this scope brings back, each as a return through it (a step of its own), so a step that
    /// only moved the view (a selection, a scroll) stays on the slider but Undo passes it by,
    /// and what is not in the scope stays as it is now. `nil`: every step, through the scope
    /// chosen. It may be one of `scopes` or not; either way a jump may use it.
    public var undoScope: HistoryScope<State>?
    /// Scopes the app no longer offers, kept so that the returns an older log made through
    /// them replay as they did (a changed undo scope takes a new id; the old one stays here).
    public var retiredScopes: [HistoryScope<State>] = []
    /// Repairs what a mixed state leaves dangling; must be pure.
    public var reconcile: (State) -> State
    /// Takes from the present what no jump brings back, whatever its scope: slices that describe
    /// the window and the time machine itself (the window's size, the scope chosen for the
    /// slider). Gets the state a jump would show and the present; must be pure.
    public var keepFromPresent: (_ shown: State, _ present: State) -> State
    /// How the steps the history makes itself (returns, skips) read.
    public var wording: HistoryWording
    /// A full state is kept every this many actions; a jump replays at most this many.
    public var checkpointInterval: Int
    /// Whether replaceable transients replace one another (see `HistoryPolicy.replaceable`);
    /// when `false`, every action is kept in the log as it came, as a reference to check
    /// against (`foldingDivergence`).
    public var foldsTransients = true

    /// The interval measured by `meridian-bench` as the best trade of memory against jump time.
    public static var defaultCheckpointInterval: Int { 256 }

    /// Rules with these parts; every part has a default, so `HistoryRules()` makes each action a step.
    public init(
        policy: @escaping (Action) -> HistoryPolicy = { _ in .step },
        policyOfArchivesWithoutSteps: ((Action) -> HistoryPolicy)? = nil,
        label: @escaping (_ action: Action, _ before: State, _ after: State) -> String = { action, _, _ in
            String(describing: action)
        },
        startLabel: String = "Start",
        scopes: [HistoryScope<State>] = [],
        undoScope: HistoryScope<State>? = nil,
        reconcile: @escaping (State) -> State = { $0 },
        keepFromPresent: @escaping (_ shown: State, _ present: State) -> State = { shown, _ in shown },
        wording: HistoryWording = .english,
        typingJoinsOneStepPerField: Bool = true,
        checkpointInterval: Int = defaultCheckpointInterval
    ) {
        precondition(checkpointInterval > 0, "checkpointInterval must be positive")
        self.policy = policy
        self.policyOfArchivesWithoutSteps = policyOfArchivesWithoutSteps
        self.label = label
        self.startLabel = startLabel
        self.scopes = scopes
        self.undoScope = undoScope
        self.reconcile = reconcile
        self.keepFromPresent = keepFromPresent
        self.wording = wording
        self.typingJoinsOneStepPerField = typingJoinsOneStepPerField
        self.checkpointInterval = checkpointInterval
    }

    /// Every scope a jump may use, `.everything` first, then the undo scope if it is none of
    /// the others, then the retired ones (log entries name a scope by its place here).
    @usableFromInline var allScopes: [HistoryScope<State>] {
        guard let undoScope, undoScope != .everything, !scopes.contains(undoScope) else { return [.everything] + scopes + retiredScopes }
        return [.everything] + scopes + [undoScope] + retiredScopes
    }

    func scope(withID id: String) -> HistoryScope<State>? {
        allScopes.first { $0.id == id }
    }
}
