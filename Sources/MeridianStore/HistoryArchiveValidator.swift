/// Checks that an archive's log and steps fit together before anything is replayed.
struct HistoryArchiveValidator<State: Codable, Action: Codable> {
    let rules: HistoryRules<State, Action>

    struct ValidLog {
        var entries: ContiguousArray<HistoryEntry<Action>>
        var steps: StepTable
        var cursor: (step: Int, scope: HistoryScope<State>)?
    }

    func validate(_ archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) -> ValidLog {
        let entryCount = archive.entryCount
        guard entryCount < Int(Int32.max) else {
            throw HistoryArchiveError(path: "actions", message: "more than \(Int32.max) entries")
        }
        let steps = try validSteps(archive.steps, entryCount: entryCount)
        let entries = try mergedEntries(archive, steps: steps)
        try validateCheckpoints(archive)
        var cursor: (Int, HistoryScope<State>)?
        if let archived = archive.cursor {
            guard (0..<steps.lastIndex).contains(archived.step) else {
                throw HistoryArchiveError(
                    path: "cursor.step",
                    message: "\(archived.step) is not a past step (the history has steps 0 to \(steps.lastIndex))")
            }
            cursor = (archived.step, try scope(archived.scope, path: "cursor.scope"))
        }
        return ValidLog(entries: entries, steps: steps, cursor: cursor)
    }

    private func validSteps(_ steps: HistoryArchive<State, Action>.Steps, entryCount: Int) throws(HistoryArchiveError) -> StepTable {
        let count = steps.starts.count
        guard count >= 1 else {
            throw HistoryArchiveError(path: "steps.starts", message: "is empty; step 0 must be there")
        }
        guard steps.labelEntries.count == count, steps.times.count == count else {
            throw HistoryArchiveError(
                path: "steps",
                message: "starts, labelEntries and times differ in length (\(count), \(steps.labelEntries.count), \(steps.times.count))")
        }
        guard steps.starts[0] == 0 else {
            throw HistoryArchiveError(path: "steps.starts[0]", message: "is \(steps.starts[0]); step 0 begins at 0")
        }
        guard steps.labelEntries[0] == -1 else {
            throw HistoryArchiveError(path: "steps.labelEntries[0]", message: "is \(steps.labelEntries[0]); step 0 has no entry, -1")
        }
        for step in 0..<count {
            guard steps.times[step].isFinite else {
                throw HistoryArchiveError(path: "steps.times[\(step)]", message: "is not a finite number")
            }
            guard step > 0 else { continue }
            let start = steps.starts[step]
            // Step 0 holds no entry when the very first one begins step 1.
            let earliest = step == 1 ? 0 : steps.starts[step - 1] + 1
            guard start >= earliest, start < entryCount else {
                throw HistoryArchiveError(
                    path: "steps.starts[\(step)]",
                    message: "is \(start); starts must increase and stay below the \(entryCount) entries")
            }
        }
        for step in 1..<count {
            let start = steps.starts[step]
            let end = step + 1 < count ? steps.starts[step + 1] : entryCount
            let label = steps.labelEntries[step]
            guard label >= start, label < end else {
                throw HistoryArchiveError(
                    path: "steps.labelEntries[\(step)]",
                    message: "is \(label); it must lie inside its step, entries \(start) to \(end - 1)")
            }
        }
        return StepTable(
            starts: steps.starts.map { Int32($0) },
            labelEntries: steps.labelEntries.map { Int32($0) },
            times: steps.times)
    }

    private func mergedEntries(
        _ archive: HistoryArchive<State, Action>, steps: StepTable
    ) throws(HistoryArchiveError) -> ContiguousArray<HistoryEntry<Action>> {
        var entries = ContiguousArray<HistoryEntry<Action>>()
        entries.reserveCapacity(archive.entryCount)
        var actions = archive.actions.makeIterator()
        var previousEntry = -1
        var stepIndex = 0
        for (index, restore) in archive.restores.enumerated() {
            let path = "restores[\(index)]"
            guard restore.entry > previousEntry, restore.entry < archive.entryCount else {
                throw HistoryArchiveError(
                    path: "\(path).entry",
                    message: "is \(restore.entry); restores must be in order and inside the \(archive.entryCount) entries")
            }
            previousEntry = restore.entry
            while stepIndex + 1 < steps.count && Int(steps.starts[stepIndex + 1]) <= restore.entry {
                stepIndex += 1
            }
            guard Int(steps.starts[stepIndex]) == restore.entry else {
                throw HistoryArchiveError(path: "\(path).entry", message: "is \(restore.entry), which begins no step")
            }
            // The step it returns to was in the past then: before the last step of that moment.
            guard restore.step >= 0, restore.step < stepIndex - 1 else {
                throw HistoryArchiveError(
                    path: "\(path).step",
                    message: "is \(restore.step); it must name a step before step \(stepIndex - 1), the present when it was made")
            }
            let scopeIndex = try scopeIndex(restore.scope, path: "\(path).scope")
            while entries.count < restore.entry, let action = actions.next() {
                entries.append(.action(action))
            }
            entries.append(.restore(step: Int32(restore.step), scopeIndex: Int32(scopeIndex)))
        }
        while let action = actions.next() {
            entries.append(.action(action))
        }
        return entries
    }

    private func validateCheckpoints(_ archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) {
        guard archive.checkpointInterval > 0 else {
            throw HistoryArchiveError(path: "checkpointInterval", message: "is \(archive.checkpointInterval); it must be positive")
        }
        let expected = archive.entryCount / archive.checkpointInterval
        guard archive.checkpoints.count == expected else {
            throw HistoryArchiveError(
                path: "checkpoints",
                message: "has \(archive.checkpoints.count) states; \(archive.entryCount) entries at one every \(archive.checkpointInterval) make \(expected)")
        }
    }

    private func scopeIndex(_ id: String, path: String) throws(HistoryArchiveError) -> Int {
        guard let index = rules.allScopes.firstIndex(where: { $0.id == id }) else {
            let known = rules.allScopes.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw HistoryArchiveError(path: path, message: "\"\(id)\" is not a scope; known scopes are \(known)")
        }
        return index
    }

    private func scope(_ id: String, path: String) throws(HistoryArchiveError) -> HistoryScope<State> {
        rules.allScopes[try scopeIndex(id, path: path)]
    }
}
