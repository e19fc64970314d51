/// Turns an archive back into a history: checks every part, records the log's steps again with
/// the app's policies, then makes the states (keeping the archive's checkpoints where the log
/// arrives at them), so steps, checkpoints and the present come out exactly as live recording
/// makes them. Throws at the first problem, naming its place in the archive.
@usableFromInline
struct HistoryArchiveReader<State: Codable, Action: Codable> {
    @usableFromInline let rules: HistoryRules<State, Action>
    @usableFromInline let replay: (inout State, Action) -> Void
    /// Lets the archive's checkpoints be checked and kept instead of made anew; `nil` for
    /// states that cannot be compared.
    @usableFromInline let isEqual: ((State, State) -> Bool)?

    @usableFromInline
    init(rules: HistoryRules<State, Action>, replay: @escaping (inout State, Action) -> Void, isEqual: ((State, State) -> Bool)?) {
        self.rules = rules
        self.replay = replay
        self.isEqual = isEqual
    }

    @usableFromInline
    struct Restored {
        @usableFromInline var history: History<State, Action>
        @usableFromInline var present: State
        @usableFromInline var cursor: (step: Int, scope: HistoryScope<State>)?

        @inlinable
        init(history: History<State, Action>, present: State, cursor: (step: Int, scope: HistoryScope<State>)?) {
            self.history = history
            self.present = present
            self.cursor = cursor
        }
    }

    @inlinable
    func read(_ archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) -> Restored {
        var archive = archive
        return try read(takingActionsOf: &archive)
    }

    /// The archive as a history, taking its actions out of it: each part is let go of once it is
    /// recorded, so a long log held nowhere else is not held twice. The rest of the archive stays.
    @inlinable
    func read(takingActionsOf archive: inout HistoryArchive<State, Action>) throws(HistoryArchiveError) -> Restored {
        var (history, cursor) = try recordLog(&archive, consumingActions: true)
        let present: State
        do {
            present = try history.makeCheckpoints(adopting: archive.checkpoints, isEqual: isEqual)
        } catch {
            throw HistoryArchiveError(path: "actions", message: error.message)
        }
        history.stateAfterLog = present
        history.beginRecordingUndoChanges()
        return Restored(history: history, present: present, cursor: cursor)
    }

    /// The history of the archive's log with its steps but no states yet, and the cursor, after
    /// checking every part of the log; the first problem throws.
    ///
    /// A history made only to check the log (`keepsEntries` false) lets go of its entries as it
    /// goes, all but the last step's: the archive already holds them, and the two logs would
    /// otherwise be held at once.
    ///
    /// `consumingActions` takes the actions out of the archive, each part let go of once it is
    /// recorded (its memory returns if nothing else holds it).
    @inlinable
    func recordLog(_ archive: inout HistoryArchive<State, Action>, keepsEntries: Bool = true, consumingActions: Bool = false)
        throws(HistoryArchiveError) -> (History<State, Action>, cursor: (step: Int, scope: HistoryScope<State>)?)
    {
        guard archive.entryCount < Int(Int32.max) else {
            throw HistoryArchiveError(path: "actions", message: "more than \(Int32.max) entries")
        }
        try validateCheckpoints(archive)
        let times = archive.stepTimes.milliseconds
        guard let startTime = times.first else {
            throw HistoryArchiveError(path: "stepTimes.offsets", message: "is empty; step 0 has a time too")
        }
        var nextTime = 1
        let timeOfNextStep = { () -> Int64 in
            defer { nextTime += 1 }
            return nextTime < times.count ? times[nextTime] : 0
        }

        var history = History(initialState: archive.initialState, rules: rules, replay: replay, startTime: startTime)
        // The states come after the log: each step's answer for Undo is searched for later.
        history.recordsUndoChanges = false
        history.reserveCapacity(archive.entryCount)
        // The steps first, then the states. An archive that holds its steps is checked and
        // followed; the steps of one that does not follow from its entries, by the policy of then.
        let written = try writtenSteps(archive, times: times)
        let policy = rules.policyOfArchivesWithoutSteps ?? rules.policy
        var nextStep = 1
        func append(_ entry: HistoryEntry<State, Action>) throws(HistoryArchiveError) {
            if !keepsEntries, history.entryCount % History<State, Action>.entriesForgottenAtOnce == 0 {
                history.forgetEntriesBeforeLastStep()
            }
            guard let written else { return history.recordEntry(entry, policy: policy, now: timeOfNextStep) }
            let index = history.entryCount
            if nextStep < written.count, written[nextStep].start == index {
                history.steps.append(written[nextStep])
                nextStep += 1
            }
            switch entry {
            case .restore, .skip:
                // The history's own steps: each begins with its entry and is named by it.
                let step = history.steps.lastIndex
                guard history.steps.start(of: step) == index, history.steps.labelEntry(of: step) == index else {
                    throw HistoryArchiveError(path: "steps.starts[\(step)]", message: "must begin with entry \(index), a return or a skip, and be named by it")
                }
            case .action, .sealed, .nothing: break
            }
            history.recordEntry(entry, inStep: history.steps.lastIndex)
        }

        let placements = try placedEntries(archive)
        var actions = ActionStream(parts: archive.actionParts)
        if consumingActions { archive.actionParts = [[]] }
        for placed in placements {
            while history.entryCount < placed.entry, let action = actions.next() {
                try append(.action(action))
            }
            switch placed.kind {
            case .restore(let index):
                let (restore, path) = (archive.restores[index], "restores[\(index)]")
                // The step it returns to was in the past then: before the last step of that moment.
                guard restore.step >= 0, restore.step < history.steps.lastIndex else {
                    throw HistoryArchiveError(
                        path: "\(path).step",
                        message: "is \(restore.step); it must name a step before step \(history.steps.lastIndex), the present when it was made")
                }
                let scopeIndex = try scopeIndex(restore.scope, path: "\(path).scope")
                try append(.restore(step: Int32(restore.step), scopeIndex: Int32(scopeIndex), kind: restore.kind))
            case .seal(let index):
                try append(.sealed(SealedState(archive.seals?[index].state ?? archive.initialState)))
            case .retired:
                try append(.nothing)
            case .skip(let index):
                let (skip, path) = (archive.skips![index], "skips[\(index)]")
                // The step it skips was made before it, and is not itself a skip.
                guard skip.step > 0, skip.step <= history.steps.lastIndex,
                    !history.skipMarks.contains(where: { history.steps.labelEntry(of: skip.step) == $0.entry })
                else {
                    throw HistoryArchiveError(
                        path: "\(path).step",
                        message: "is \(skip.step); it must name a step from 1 to \(history.steps.lastIndex) that is not itself a skip")
                }
                guard skip.ineffectiveSteps.allSatisfy({ $0 > skip.step && $0 <= history.steps.lastIndex }) else {
                    throw HistoryArchiveError(
                        path: "\(path).ineffectiveSteps", message: "must name steps after step \(skip.step) and before the skip")
                }
                try append(.skip(SkippedStep(skip.mark, state: skip.state)))
            }
        }
        while let action = actions.next() {
            try append(.action(action))
        }
        if written != nil {
            do {
                try history.resumeLastStep()
            } catch {
                throw HistoryArchiveError(path: "actions", message: error.message)
            }
        }
        guard times.count == history.steps.count else {
            throw HistoryArchiveError(
                path: "stepTimes.offsets",
                message: "has \(times.count) times; the log makes \(history.steps.count) steps")
        }

        var cursor: (step: Int, scope: HistoryScope<State>)?
        if let archived = archive.cursor {
            guard (0..<history.steps.lastIndex).contains(archived.step) else {
                throw HistoryArchiveError(
                    path: "cursor.step",
                    message: "is \(archived.step), not a past step (the history has steps 0 to \(history.steps.lastIndex))")
            }
            cursor = (archived.step, rules.allScopes[try scopeIndex(archived.scope, path: "cursor.scope")])
        }
        return (history, cursor)
    }

    /// The steps an archive holds, as rows with their times, checked as a stored step table is
    /// (`StepTableCheck`); `nil` when it holds none.
    @usableFromInline
    func writtenSteps(_ archive: HistoryArchive<State, Action>, times: [Int64]) throws(HistoryArchiveError) -> [StepRow]? {
        guard let steps = archive.steps else { return nil }
        guard steps.starts.count == times.count, steps.labelEntries.count == times.count else {
            throw HistoryArchiveError(
                path: "steps",
                message: "has \(steps.starts.count) starts and \(steps.labelEntries.count) labels for \(times.count) step times; each step has one of each")
        }
        let entryCount = archive.entryCount
        guard entryCount < Int(Int32.max) else { return nil }
        var check = StepTableCheck(entryCount: entryCount, places: .archive)
        var rows: [StepRow] = []
        rows.reserveCapacity(times.count)
        for index in times.indices {
            let (start, label) = (steps.starts[index], steps.labelEntries[index])
            guard start >= 0, start <= entryCount, label >= -1, label < entryCount else {
                throw HistoryArchiveError(path: "steps.starts[\(index)]", message: "is \(start), named by entry \(label); steps begin and are named inside the \(entryCount) entries of the log")
            }
            let row = StepRow(start: Int32(start), labelEntry: Int32(label), time: times[index])
            try check.check(row)
            rows.append(row)
        }
        try check.finish()
        return rows
    }

    /// The restores and sealed runs, which the archive places among the actions by entry index,
    /// in log order; each list must be in order, inside the log, and no two on one entry.
    @usableFromInline
    func placedEntries(_ archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) -> [PlacedEntry] {
        var placed: [PlacedEntry] = []
        let entryCount = archive.entryCount
        func place(_ entries: [Int], _ name: String, _ kind: (Int) -> PlacedEntry.Kind) throws(HistoryArchiveError) {
            var previous = -1
            for (index, entry) in entries.enumerated() {
                guard entry > previous, entry < entryCount else {
                    throw HistoryArchiveError(
                        path: "\(name)[\(index)].entry",
                        message: "is \(entry); \(name) must be in order and inside the \(entryCount) entries")
                }
                previous = entry
                placed.append(PlacedEntry(entry: entry, kind: kind(index)))
            }
        }
        try place(archive.restores.map(\.entry), "restores", PlacedEntry.Kind.restore)
        try place((archive.seals ?? []).map(\.entry), "seals", PlacedEntry.Kind.seal)
        try place((archive.skips ?? []).map(\.entry), "skips", PlacedEntry.Kind.skip)
        try place(archive.retired ?? [], "retired", PlacedEntry.Kind.retired)
        placed.sort { ($0.entry, $0.kind.place.name) < ($1.entry, $1.kind.place.name) }
        for (earlier, later) in zip(placed, placed.dropFirst()) where earlier.entry == later.entry {
            let (name, index) = later.kind.place
            throw HistoryArchiveError(path: "\(name)[\(index)].entry", message: "is \(later.entry), the entry of \(earlier.kind.place.name)[\(earlier.kind.place.index)]")
        }
        return placed
    }

    @usableFromInline
    struct PlacedEntry {
        @usableFromInline
        enum Kind {
            case restore(Int)
            case seal(Int)
            case skip(Int)
            case retired(Int)

            @usableFromInline var place: (name: String, index: Int) {
                switch self {
                case .retired(let index): ("retired", index)
                case .restore(let index): ("restores", index)
                case .seal(let index): ("seals", index)
                case .skip(let index): ("skips", index)
                }
            }
        }

        @usableFromInline var entry: Int
        @usableFromInline var kind: Kind
    }

    @usableFromInline
    func validateCheckpoints(_ archive: HistoryArchive<State, Action>) throws(HistoryArchiveError) {
        guard archive.checkpointInterval > 0 else {
            throw HistoryArchiveError(path: "checkpointInterval", message: "is \(archive.checkpointInterval); it must be positive")
        }
        // An archive may leave out its checkpoints, or the later ones (a journal continues a
        // session file): restoring makes the missing ones anew.
        let expected = archive.entryCount / archive.checkpointInterval
        guard archive.checkpoints.count <= expected else {
            throw HistoryArchiveError(
                path: "checkpoints",
                message: "has \(archive.checkpoints.count) \(archive.checkpoints.count == 1 ? "state" : "states"), more than the \(expected) that \(archive.entryCount) entries at one every \(archive.checkpointInterval) make")
        }
    }

    @usableFromInline
    func scopeIndex(_ id: String, path: String) throws(HistoryArchiveError) -> Int {
        guard let index = rules.allScopes.firstIndex(where: { $0.id == id }) else {
            let known = rules.allScopes.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw HistoryArchiveError(path: path, message: "\"\(id)\" is not a scope; known scopes are \(known)")
        }
        return index
    }
}

extension HistoryArchive {
    /// Checks what restoring checks of the log itself, without replaying it: the checkpoint
    /// interval and count, the restores' order, steps and scopes, one time for each step the
    /// policies make, and the cursor. Throws at the first problem, naming its place; an archive
    /// that passes restores without an error.
    @inlinable
    public func validateLog(rules: HistoryRules<State, Action>) throws(HistoryArchiveError) {
        var archive = self
        _ = try HistoryArchiveReader(rules: rules, replay: { _, _ in }, isEqual: nil).recordLog(&archive, keepsEntries: false)
    }
}

/// An archive's actions one at a time, letting go of each part once past it: its memory returns
/// when the stream held the last reference (the archive was handed over).
@usableFromInline
struct ActionStream<Action>: IteratorProtocol {
    @usableFromInline var parts: [[Action]]
    @usableFromInline var part = 0
    @usableFromInline var index = 0

    @inlinable
    init(parts: [[Action]]) {
        self.parts = parts
    }

    @inlinable
    mutating func next() -> Action? {
        while part < parts.count {
            if index < parts[part].count {
                defer { index += 1 }
                return parts[part][index]
            }
            parts[part] = []
            part += 1
            index = 0
        }
        return nil
    }
}
