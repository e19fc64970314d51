/// One entry of a store's log as a journal writes it: an action or a restore, and the time of
/// the step it began, if it began one.
public struct HistoryLogRecord<Action> {
    public enum Entry {
        case action(Action)
        /// A preview of `step` through the scope with this id became the present.
        case restore(step: Int, scope: String)
    }

    public var entry: Entry
    /// When the step this entry began was made (milliseconds since 1970); `nil` when it joined
    /// the step before (coalesced or transient).
    public var beganStepAt: Int64?

    public init(entry: Entry, beganStepAt: Int64?) {
        self.entry = entry
        self.beganStepAt = beganStepAt
    }
}

extension HistoryLogRecord: Sendable where Action: Sendable {}
extension HistoryLogRecord.Entry: Sendable where Action: Sendable {}

extension Store {
    /// The number of entries in the log so far.
    public var logCount: Int { history?.entryCount ?? 0 }

    /// Calls `body` with each entry recorded from `start` on, in order: for a journal that appends
    /// them as they come.
    public func forEachLogRecord(from start: Int, _ body: (HistoryLogRecord<Action>) -> Void) {
        guard let history, start < history.entryCount else { return }
        // The parts it reads, taken once: reading them through `history` would copy the whole
        // history for every record.
        let (scopes, steps, entries, count) = (history.rules.allScopes, history.steps, history.entries, history.entryCount)
        // The first step that begins at or after `start`: steps begin in entry order.
        var step = steps.firstStep(beginningAtOrAfter: start)
        for index in start..<count {
            var time: Int64?
            if step < steps.count, steps.start(of: step) == index {
                time = steps.times[step]
                step += 1
            }
            switch entries[index] {
            case .action(let action):
                body(HistoryLogRecord(entry: .action(action), beganStepAt: time))
            case .restore(let restored, let scopeIndex):
                body(HistoryLogRecord(entry: .restore(step: Int(restored), scope: scopes[Int(scopeIndex)].id), beganStepAt: time))
            }
        }
    }
}
