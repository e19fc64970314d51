// A past step's state and its label, read in one replay.

extension History {
    /// The state at the end of `step` and the step's label. A label made from an action reads
    /// the state before it, on the way to the step's end: a jump that shows the label as well
    /// replays once, not twice.
    @usableFromInline
    func stateAndLabel(atStep step: Int, present: State) throws(HistoryStorageError) -> (state: State, label: String) {
        let labelEntry = steps.labelEntry(of: step)
        guard step < steps.lastIndex, labelEntry >= 0, case .action(let action) = try entry(labelEntry) else {
            return (try state(atStep: step, present: present), try label(ofStep: step))
        }
        let start = steps.start(of: step)
        let before = try state(afterEntries: start)
        let state = try replaying(start..<steps.end(of: step, entryCount: entryCount), from: before)
        return (state, rules.label(action, before))
    }
}
