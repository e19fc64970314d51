extension Store where State: Codable, Action: Codable {
    /// The whole history as data, ready to encode.
    public func archive() -> HistoryArchive<State, Action> {
        guard let history else {
            return HistoryArchive(
                checkpointInterval: HistoryRules<State, Action>.defaultCheckpointInterval,
                initialState: present, checkpoints: [], present: present, actions: [], restores: [],
                steps: .init(starts: [0], labelEntries: [-1], times: [0]), cursor: nil)
        }
        let scopes = history.rules.allScopes
        var actions: [Action] = []
        actions.reserveCapacity(history.entryCount)
        var restores: [HistoryArchive<State, Action>.Restore] = []
        for (index, entry) in history.entries.enumerated() {
            switch entry {
            case .action(let action):
                actions.append(action)
            case .restore(let step, let scopeIndex):
                restores.append(.init(entry: index, step: Int(step), scope: scopes[Int(scopeIndex)].id))
            }
        }
        let steps = history.steps
        let timeline = self.timeline
        return HistoryArchive(
            checkpointInterval: history.rules.checkpointInterval,
            initialState: history.initialState,
            checkpoints: Array(history.checkpoints.dropFirst()),
            present: present,
            actions: actions,
            restores: restores,
            steps: .init(
                starts: steps.starts.map(Int.init),
                labelEntries: steps.labelEntries.map(Int.init),
                times: steps.times),
            cursor: timeline.isPreviewing ? .init(step: timeline.currentStep, scope: timeline.scopeID) : nil
        )
    }

    /// Replaces the history with an archived one, after checking it whole; on error nothing
    /// changes. The log is replayed, so the present is what the log leads to.
    public func restoreHistory(from archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) {
        guard let rules = history?.rules, let replay = history?.replay else { return }
        let log = try HistoryArchiveValidator(rules: rules).validate(archive)
        let (history, present) = History.rebuilt(
            initialState: archive.initialState, entries: log.entries, steps: log.steps,
            rules: rules, replay: replay)
        replaceHistory(history, present: present, preview: log.cursor?.step, scope: log.cursor?.scope ?? .everything)
    }
}
