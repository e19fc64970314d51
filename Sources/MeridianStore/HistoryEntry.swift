/// One record in the history's log.
enum HistoryEntry<Action> {
    /// An action the app sent.
    case action(Action)
    /// The user acted while previewing `step` through the scope at `scopeIndex` of
    /// `HistoryRules.allScopes`: that preview became the present.
    case restore(step: Int32, scopeIndex: Int32)
}

extension HistoryEntry: Sendable where Action: Sendable {}
