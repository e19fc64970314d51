import Foundation

// What a step is called and when it was made, for the History bar and the inspector.

extension History {
    /// The state at the end of `step`, and what names the step when an action does: the action,
    /// the state before the step and the state the action left, read on the way to the step's
    /// end. A jump keeps them, and the label is made from them if it is asked for, without
    /// replaying the step again.
    /// (Inlinable, as the jump that calls it: unspecialised, every state it copies and every
    /// action it replays would go through the generic witness tables, nine times as slow.)
    @inlinable
    func stateAndLabelMakings(atStep step: Int, present: State) throws(HistoryStorageError) -> (state: State, makings: StepLabelMakings<State, Action>?) {
        let labelEntry = steps.labelEntry(of: step)
        guard step < steps.lastIndex, labelEntry >= 0, case .action(let action) = try entry(labelEntry) else {
            return (try state(atStep: step, present: present), nil)
        }
        let start = steps.start(of: step)
        let doing = try doingStart(ofStep: step)
        let before = try replaying(start..<doing, from: try state(afterEntries: start))
        let after = try replaying(doing..<labelEntry + 1, from: before)
        let state = try replaying(labelEntry + 1..<steps.end(of: step, entryCount: entryCount), from: after)
        return (state, StepLabelMakings(action: action, before: before, after: after))
    }

    /// The first entry of what `step` did: its first that is not looking around that led to
    /// it (`HistoryPolicy.browse`) or time passing. A label reads the state there, so "Added
    /// Mumbai" sees the chooser the browsing opened, and "Renamed New York to Home" the old name.
    @inlinable
    func doingStart(ofStep step: Int) throws(HistoryStorageError) -> Int {
        var index = steps.start(of: step)
        let labelEntry = steps.labelEntry(of: step)
        while index < labelEntry {
            switch try entry(index) {
            case .action(let action):
                // Matched, not compared with `==`, which copies the policy (see `record`).
                switch rules.policy(action) {
                case .browse, .transient, .replaceable: break
                case .step, .coalesce: return index
                }
            case .sealed, .nothing: break
            case .restore, .skip: return index
            }
            index += 1
        }
        return index
    }

    /// What names `step`. `known`, a state already at hand after that many entries (the step
    /// on screen), is replayed from when it is nearer than the checkpoint: Redo's tooltip asks
    /// for the label of the step after the one shown at every jump of a drag, and that then
    /// costs the step's own actions, not a replay from its checkpoint.
    func label(ofStep step: Int, known: (entries: Int, state: State)? = nil) throws(HistoryStorageError) -> String {
        let labelEntry = steps.labelEntry(of: step)
        guard labelEntry >= 0 else { return rules.startLabel }
        switch try entry(labelEntry) {
        case .action(let action):
            let doing = try doingStart(ofStep: step)
            let before = try state(afterEntries: doing, known: known)
            return rules.label(action, before, try replaying(doing..<labelEntry + 1, from: before))
        case .restore(let restored, let scopeIndex, let kind):
            switch kind {
            case .carriedOn:
                let scope = rules.allScopes[Int(scopeIndex)]
                return rules.wording.returned(Int(restored), scope.isMixing ? scope.id : nil)
            // Undo returns to the step before the change it took back; Redo to the change.
            case .undo: return rules.wording.undid(try label(ofStep: Int(restored) + 1))
            case .redo: return rules.wording.redid(try label(ofStep: Int(restored)))
            }
        case .sealed, .nothing:
            return ""  // a sealed run (or an entry that replays as nothing) begins no step, so names none
        case .skip(let skipped):
            let skippedLabel = try label(ofStep: skipped.mark.step)
            return rules.wording.skipped(skipped.mark.step, skippedLabel, skipped.mark.skipping)
        }
    }

    /// The state after the first `count` entries, replayed from `known` when it lies between
    /// the checkpoint before `count` and `count`.
    func state(afterEntries count: Int, known: (entries: Int, state: State)?) throws(HistoryStorageError) -> State {
        guard let known, known.entries <= count, known.entries >= count / interval * interval, count != entryCount else {
            return try state(afterEntries: count)
        }
        return try replaying(known.entries..<count, from: known.state)
    }

    func time(ofStep step: Int) -> Date {
        Date(timeIntervalSince1970: Double(steps.time(of: step)) / 1000)
    }
}

/// What a step's label is made from, when an action names the step: the action, the state
/// where what the step did began (after the browsing that led to it), and the state the action left.
@usableFromInline
struct StepLabelMakings<State, Action> {
    @usableFromInline let action: Action
    @usableFromInline let before: State
    @usableFromInline let after: State

    @inlinable
    init(action: Action, before: State, after: State) {
        (self.action, self.before, self.after) = (action, before, after)
    }
}
