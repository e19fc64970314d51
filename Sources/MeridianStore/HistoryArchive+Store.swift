extension Store where State: Codable, Action: Codable {
    /// The whole history as data, ready to encode.
    public func archive() -> HistoryArchive<State, Action> {
        guard let history else {
            return HistoryArchive(
                checkpointInterval: HistoryRules<State, Action>.defaultCheckpointInterval,
                initialState: present, checkpoints: [], present: present, actions: [], restores: [],
                stepTimes: .init(milliseconds: [0]), cursor: nil)
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
            stepTimes: .init(milliseconds: steps.times),
            cursor: timeline.isPreviewing ? .init(step: timeline.currentStep, scope: timeline.scopeID) : nil
        )
    }

    /// Replaces the history with an archived one, after checking it whole; on error nothing
    /// changes. The log is replayed, so the present is what the log leads to.
    public func restoreHistory(from archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) {
        guard let rules = history?.rules, let replay = history?.replay else { return }
        let restored = try HistoryArchiveReader(rules: rules, replay: replay).read(archive)
        replaceHistory(
            restored.history, present: restored.present,
            preview: restored.cursor?.step, scope: restored.cursor?.scope ?? .everything)
    }
}
