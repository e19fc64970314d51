/// An archive read piece by piece, so that a writer can put a history larger than memory into a
/// file: the actions are visited in order and each checkpoint and sealed state is read when it is
/// asked for. A stored history's segments come through its bounded page cache, so writing holds
/// a few segments at a time, never the whole log.
///
/// Made from an archive in memory or from a store's history (`HistoryArchiveSource.stream()`);
/// `archive()` gathers the same pieces into one value.
public struct HistoryArchiveStream<State: Codable, Action: Codable>: @unchecked Sendable {
    /// The archive this stream writes out.
    public typealias Archive = HistoryArchive<State, Action>

    /// A full state is kept every this many entries.
    public let checkpointInterval: Int
    /// How many checkpoints the archive records after its initial state.
    public let checkpointCount: Int
    /// How long the log is: the actions `forEachAction` visits, and for a store's history the
    /// returns, seals and skips among them too; what a writer tells its progress against.
    public let logLength: Int
    /// The latest state.
    public let present: State
    /// When each step was made.
    public let stepTimes: Archive.StepTimes
    /// Where each step begins and what names it; `nil` for an archive written without them.
    public let steps: Archive.Steps?
    /// The step the store was previewing, if it was.
    public let cursor: Archive.Cursor?
    private let content: Content

    private enum Content {
        case archive(Archive)
        /// A history with its run written into the log, and its scopes' ids.
        case history(History<State, Action>, scopeIDs: [String])
    }

    /// Where the restores and seals stand among the actions, found while visiting them.
    public struct Placements: Sendable {
        /// The returns, with the entries they are at.
        public var restores: [Archive.Restore]
        /// The entries that are sealed states; `nil` when the archive has no seals field.
        public var sealEntries: [Int]?
        /// The entries that are skips; `nil` when the archive has no skips field.
        public var skipEntries: [Int]?
        /// The entries that replay as nothing; `nil` when there are none.
        public var retiredEntries: [Int]?
    }

    /// A stream over an archive already in memory.
    public init(_ archive: Archive) {
        checkpointInterval = archive.checkpointInterval
        checkpointCount = archive.checkpoints.count
        logLength = archive.actionCount
        present = archive.present
        stepTimes = archive.stepTimes
        steps = archive.steps
        cursor = archive.cursor
        content = .archive(archive)
    }

    init(history: History<State, Action>, present: State, cursor: Archive.Cursor?) {
        let interval = history.interval
        checkpointInterval = history.rules.checkpointInterval
        // The archive's checkpoints are the log's, without the initial state; one that falls on
        // the log's very end is included.
        checkpointCount = history.entryCount / interval
        logLength = history.entryCount
        self.present = present
        var times: [Int64] = [], starts: [Int] = [], labelEntries: [Int] = []
        times.reserveCapacity(history.steps.count)
        starts.reserveCapacity(history.steps.count)
        labelEntries.reserveCapacity(history.steps.count)
        history.steps.forEachRow(from: 0) { _, row in
            times.append(row.time)
            starts.append(Int(row.start))
            labelEntries.append(Int(row.labelEntry))
        }
        stepTimes = .init(milliseconds: times)
        steps = .init(starts: starts, labelEntries: labelEntries)
        self.cursor = cursor
        content = .history(history, scopeIDs: history.rules.allScopes.map(\.id))
    }

    /// The state the history starts from.
    public func initialState() throws(HistoryStorageError) -> State {
        switch content {
        case .archive(let archive): archive.initialState
        case .history(let history, _): try history.checkpoint(0)
        }
    }

    /// The checkpoint at `position` of the archive's `checkpoints`.
    public func checkpoint(_ position: Int) throws(HistoryStorageError) -> State {
        switch content {
        case .archive(let archive): archive.checkpoints[position]
        case .history(let history, _): try history.checkpoint(position + 1)
        }
    }

    /// Calls `body` with every action in order, and says where the restores and seals stand.
    public func forEachAction(_ body: (Action) throws -> Void) throws -> Placements {
        switch content {
        case .archive(let archive):
            // Part by part: a `FlattenSequence` costs a tenth of a million actions' encoding.
            for part in archive.actionParts {
                for action in part { try body(action) }
            }
            return Placements(
                restores: archive.restores, sealEntries: archive.seals.map { $0.map(\.entry) }, skipEntries: archive.skips.map { $0.map(\.entry) },
                retiredEntries: archive.retired)
        case .history(let history, let scopeIDs):
            var placements = Placements(restores: [], sealEntries: [], skipEntries: [], retiredEntries: [])
            for index in 0..<history.entryCount {
                switch try history.entry(index) {
                case .action(let action):
                    try body(action)
                case .restore(let step, let scopeIndex, let kind):
                    placements.restores.append(.init(entry: index, step: Int(step), scope: scopeIDs[Int(scopeIndex)], kind: kind))
                case .sealed:
                    placements.sealEntries?.append(index)
                case .skip:
                    placements.skipEntries?.append(index)
                case .nothing:
                    placements.retiredEntries?.append(index)
                }
            }
            if placements.sealEntries?.isEmpty == true { placements.sealEntries = nil }
            if placements.skipEntries?.isEmpty == true { placements.skipEntries = nil }
            if placements.retiredEntries?.isEmpty == true { placements.retiredEntries = nil }
            return placements
        }
    }

    /// Calls `body` with every seal that `placements` found, in order, each read when it comes.
    public func forEachSeal(of placements: Placements, _ body: (Archive.Seal) throws -> Void) throws {
        switch content {
        case .archive(let archive):
            for seal in archive.seals ?? [] { try body(seal) }
        case .history(let history, _):
            for entry in placements.sealEntries ?? [] {
                guard case .sealed(let sealed) = try history.entry(entry) else {
                    preconditionFailure("entry \(entry) was a seal when the actions were visited")
                }
                try body(.init(entry: entry, state: sealed.state))
            }
        }
    }

    /// Calls `body` with every skip that `placements` found, in order, each read when it comes.
    public func forEachSkip(of placements: Placements, _ body: (Archive.Skip) throws -> Void) throws {
        switch content {
        case .archive(let archive):
            for skip in archive.skips ?? [] { try body(skip) }
        case .history(let history, _):
            for entry in placements.skipEntries ?? [] {
                guard case .skip(let skipped) = try history.entry(entry) else {
                    preconditionFailure("entry \(entry) was a skip when the actions were visited")
                }
                let mark = skipped.mark
                try body(.init(entry: entry, step: mark.step, skipping: mark.skipping, ineffectiveSteps: mark.ineffectiveSteps, state: skipped.state))
            }
        }
    }

    /// The whole archive in memory.
    public func archive() throws(HistoryStorageError) -> Archive {
        if case .archive(let archive) = content { return archive }
        do {
            var actions: [Action] = []
            let placements = try forEachAction { actions.append($0) }
            var seals: [Archive.Seal] = []
            try forEachSeal(of: placements) { seals.append($0) }
            var skips: [Archive.Skip] = []
            try forEachSkip(of: placements) { skips.append($0) }
            var checkpoints: [State] = []
            checkpoints.reserveCapacity(checkpointCount)
            for position in 0..<checkpointCount { checkpoints.append(try checkpoint(position)) }
            return Archive(
                checkpointInterval: checkpointInterval, initialState: try initialState(), checkpoints: checkpoints,
                present: present, actions: actions, restores: placements.restores,
                seals: placements.sealEntries == nil ? nil : seals, skips: placements.skipEntries == nil ? nil : skips,
                retired: placements.retiredEntries, stepTimes: stepTimes, steps: steps,
                cursor: cursor)
        } catch let error as HistoryStorageError {
            throw error
        } catch {
            preconditionFailure("gathering an archive throws only storage errors: \(error)")
        }
    }
}
