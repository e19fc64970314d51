/// A history as data: the starting state, every action, the steps and where the slider stood.
///
/// An app wraps it in its own session file (with a format name and version). Checkpoints are
/// kept so that `verify` can tell whether replaying the log still gives the states that were
/// recorded, and so that restoring can check each stretch of the log on its own core instead of
/// replaying it all in order (`History.makeCheckpoints`); the log decides every state.
public struct HistoryArchive<State: Codable, Action: Codable>: Codable {
    /// A full state is recorded after every this many entries.
    public var checkpointInterval: Int
    /// The state the history starts from: step 0.
    public var initialState: State
    /// The state after each `checkpointInterval` entries, in order; may be empty (restoring
    /// makes them anew, and `verify` then compares the present alone).
    public var checkpoints: [State]
    /// The state after the whole log, as it was recorded.
    public var present: State
    /// The app's actions, in order, without the restores.
    ///
    /// An archive read from a long file may hold them in the parts it was read in: reading this
    /// then joins them, a copy of the whole log. What only goes through them uses
    /// ``actionsInOrder`` instead, and ``appendAction(_:)`` adds one in place.
    public var actions: [Action] {
        get { actionParts.count == 1 ? actionParts[0] : Array(actionParts.joined()) }
        set { actionParts = [newValue] }
    }
    /// The actions in the parts they were read in, never empty: one for an archive a store made,
    /// several for a long log read on several cores. A restore that owns the archive lets go of
    /// each part once it has recorded it, so the log is not held twice, as actions and as the
    /// history made of them.
    @usableFromInline package var actionParts: [[Action]]
    /// Adds an action at the end of the log, in place (`actions.append` would copy the log).
    public mutating func appendAction(_ action: Action) {
        actionParts[actionParts.count - 1].append(action)
    }
    /// The actions in order, without joining their parts.
    public var actionsInOrder: FlattenSequence<[[Action]]> { actionParts.joined() }
    /// How many actions there are.
    public var actionCount: Int {
        var count = 0
        for part in actionParts { count += part.count }
        return count
    }
    /// The moments a preview became the present, placed among the actions by entry index.
    public var restores: [Restore]
    /// Runs of transients too long to keep, each replaced by the state it led to, placed among
    /// the actions by entry index; `nil` when there are none (and in files that predate them).
    public var seals: [Seal]?
    /// The steps skipped or brought back, each with the present it made, placed among the
    /// actions by entry index; `nil` when there are none (and in files that predate them).
    public var skips: [Skip]?
    /// The entries that replay as nothing (actions the app no longer has, read from a log
    /// written before, see ``HistoryRetiredAction``), placed among the actions by entry index;
    /// `nil` when there are none. A file written before holds them among its `actions`:
    /// reading it moves them here, at the entries they had, so no later entry moves.
    public var retired: [Int]?
    /// When each step was made.
    public var stepTimes: StepTimes
    /// Where each step begins and which entry names it; `nil` in archives written before they
    /// held them, whose steps follow from the entries by the app's policy of then
    /// (`HistoryRules.policyOfArchivesWithoutSteps`). Written, because a policy changes: a
    /// history lived under two policies keeps the steps each made.
    public var steps: Steps?
    /// The step previewed when the archive was made; `nil` at the present.
    public var cursor: Cursor?

    /// A moment a past step became the present again: the user acted while previewing it, or
    /// Undo or Redo returned to it.
    public struct Restore: Codable, Equatable, Sendable {
        /// The position of this restore in the log of actions and restores.
        public var entry: Int
        /// The step that became the present.
        public var step: Int
        /// The id of the scope it was previewed through.
        public var scope: String
        /// `undo` or `redo` when Undo or Redo made it; absent for a preview acted on (and in
        /// files written before Undo made steps).
        public var made: HistoryReturnKind?

        /// A return to `step` through the scope `scope`, at log entry `entry`, made as `kind` says.
        public init(entry: Int, step: Int, scope: String, kind: HistoryReturnKind = .carriedOn) {
            self.entry = entry
            self.step = step
            self.scope = scope
            self.made = kind == .carriedOn ? nil : kind
        }

        /// What made the return.
        public var kind: HistoryReturnKind { made ?? .carriedOn }
    }

    /// The state a sealed run of transients led to, placed among the actions by entry index.
    public struct Seal: Codable {
        /// The position of this state in the log of actions, restores and seals.
        public var entry: Int
        /// The state the run led to.
        public var state: State

        /// A sealed run at log entry `entry` that led to `state`.
        public init(entry: Int, state: State) {
            self.entry = entry
            self.state = state
        }
    }

    /// A step skipped or brought back, and the present it made (see `Store.toggleSkip`).
    public struct Skip: Codable {
        /// The position of this skip in the log of actions, restores, seals and skips.
        public var entry: Int
        /// The step skipped or brought back.
        public var step: Int
        /// `true` when the step was skipped, `false` when it was brought back.
        public var skipping: Bool
        /// The later steps that changed nothing in the history as the skip left it.
        public var ineffectiveSteps: [Int]
        /// The present the skip made.
        public var state: State

        /// A skip (or, with `skipping` false, a step brought back) at log entry `entry`.
        public init(entry: Int, step: Int, skipping: Bool, ineffectiveSteps: [Int], state: State) {
            self.entry = entry
            self.step = step
            self.skipping = skipping
            self.ineffectiveSteps = ineffectiveSteps
            self.state = state
        }

        /// The skip as the timeline shows it.
        public var mark: HistorySkipMark {
            HistorySkipMark(entry: entry, step: step, skipping: skipping, ineffectiveSteps: ineffectiveSteps)
        }
    }

    /// When each step was made, in milliseconds since 1970.
    ///
    /// The steps themselves are not written: restoring records the log again with the same
    /// policies, which makes the same steps. In the file the times are milliseconds after the
    /// first step, small numbers that keep a million steps compact.
    public struct StepTimes: Codable, Equatable, Sendable {
        /// Each step's time, in milliseconds since 1970.
        public var milliseconds: [Int64]

        /// The times of the steps, in order, in milliseconds since 1970.
        public init(milliseconds: [Int64]) {
            self.milliseconds = milliseconds
        }

        private enum CodingKeys: String, CodingKey {
            case start, offsets
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let start = try container.decode(Int64.self, forKey: .start)
            let offsets = try container.decode([Int64].self, forKey: .offsets)
            guard let milliseconds = Self.milliseconds(start: start, offsets: offsets) else {
                let index = offsets.firstIndex { start.addingReportingOverflow($0).overflow } ?? 0
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: container.codingPath + [CodingKeys.offsets, OffsetIndex(intValue: index)],
                        debugDescription: "\(offsets[index]) ms after the start (\(start)) is past any time a number can hold"))
            }
            self.milliseconds = milliseconds
        }

        /// The times of the file's form, or `nil` when one of them would overflow. For the
        /// app's own session reader, which reads the form without a decoder.
        package static func milliseconds(start: Int64, offsets: [Int64]) -> [Int64]? {
            var milliseconds: [Int64] = []
            milliseconds.reserveCapacity(offsets.count)
            for offset in offsets {
                let (time, overflow) = start.addingReportingOverflow(offset)
                guard !overflow else { return nil }
                milliseconds.append(time)
            }
            return milliseconds
        }

        private struct OffsetIndex: CodingKey {
            var intValue: Int?
            var stringValue: String { "\(intValue ?? 0)" }
            init(intValue: Int) { self.intValue = intValue }
            init?(stringValue: String) { nil }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            let start = milliseconds.first ?? 0
            try container.encode(start, forKey: .start)
            try container.encode(milliseconds.map { $0 &- start }, forKey: .offsets)
        }
    }

    /// The steps of the log: for each, the entry it begins with and the entry that names it.
    ///
    /// Step 0 begins at entry 0 and is named by none (-1). In the file each start is written as
    /// its distance from the start before, and each name as its distance from its start (0 for
    /// most steps), small numbers that keep a million steps compact.
    public struct Steps: Codable, Equatable, Sendable {
        /// Each step's first entry, in order.
        public var starts: [Int]
        /// The entry that names each step: its own action, after any browsing that led to it.
        public var labelEntries: [Int]

        /// The steps beginning at `starts`, named by `labelEntries`.
        public init(starts: [Int], labelEntries: [Int]) {
            self.starts = starts
            self.labelEntries = labelEntries
        }

        private enum CodingKeys: String, CodingKey {
            case starts, labels
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let (steps, labels) = (try container.decode([Int].self, forKey: .starts), try container.decode([Int].self, forKey: .labels))
            guard let decoded = Self(distances: steps, labels: labels) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: container.codingPath + [CodingKeys.starts], debugDescription: "a start is past any entry a number can hold"))
            }
            self = decoded
        }

        /// The steps of the file's form, or `nil` when a number would overflow; for the app's
        /// own session reader, which reads the form without a decoder. The counts are checked
        /// when the archive is read.
        package init?(distances: [Int], labels: [Int]) {
            var starts: [Int] = [], labelEntries: [Int] = []
            starts.reserveCapacity(distances.count)
            labelEntries.reserveCapacity(labels.count)
            var start = 0
            for (index, distance) in distances.enumerated() {
                let (next, overflow) = start.addingReportingOverflow(distance)
                guard !overflow else { return nil }
                start = next
                starts.append(start)
                if index < labels.count {
                    let (label, overflow) = start.addingReportingOverflow(labels[index])
                    guard !overflow else { return nil }
                    labelEntries.append(label)
                }
            }
            self.init(starts: starts, labelEntries: labelEntries + labels.dropFirst(distances.count))
        }

        /// Each start's distance from the one before, as the file holds it.
        public var startDistances: [Int] { zip(starts, [0] + starts).map { $0 &- $1 } }
        /// Each name's distance from its step's start, as the file holds it.
        public var labelDistances: [Int] { zip(labelEntries, starts).map { $0 &- $1 } }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(startDistances, forKey: .starts)
            try container.encode(labelDistances, forKey: .labels)
        }
    }

    /// The step the store was previewing when the archive was made, and through which scope.
    public struct Cursor: Codable, Equatable, Sendable {
        /// The step on screen.
        public var step: Int
        /// The id of the scope of the preview.
        public var scope: String

        /// A preview of `step` through the scope with the id `scope`.
        public init(step: Int, scope: String) {
            self.step = step
            self.scope = scope
        }
    }

    /// An archive of these parts; reading it back (`Store.restoreHistory(from:)`) checks them.
    public init(
        checkpointInterval: Int, initialState: State, checkpoints: [State], present: State, actions: [Action],
        restores: [Restore], seals: [Seal]? = nil, skips: [Skip]? = nil, retired: [Int]? = nil, stepTimes: StepTimes, steps: Steps? = nil,
        cursor: Cursor?
    ) {
        self.skips = skips
        self.retired = retired
        self.steps = steps
        self.checkpointInterval = checkpointInterval
        self.initialState = initialState
        self.checkpoints = checkpoints
        self.present = present
        self.actionParts = [actions]
        self.restores = restores
        self.seals = seals
        self.stepTimes = stepTimes
        self.cursor = cursor
    }

    /// The number of entries in the log: actions, restores, seals, skips and retired entries.
    public var entryCount: Int { actionCount + restores.count + (seals?.count ?? 0) + (skips?.count ?? 0) + (retired?.count ?? 0) }

    /// Reads an archive as `Codable` writes it. An action the app no longer has (a
    /// ``HistoryRetiredAction``) among the `actions` of a file written before becomes an entry
    /// that replays as nothing, at the entry it had.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        checkpointInterval = try container.decode(Int.self, forKey: .checkpointInterval)
        initialState = try container.decode(State.self, forKey: .initialState)
        checkpoints = try container.decode([State].self, forKey: .checkpoints)
        present = try container.decode(State.self, forKey: .present)
        restores = try container.decode([Restore].self, forKey: .restores)
        seals = try container.decodeIfPresent([Seal].self, forKey: .seals)
        skips = try container.decodeIfPresent([Skip].self, forKey: .skips)
        retired = try container.decodeIfPresent([Int].self, forKey: .retired)
        stepTimes = try container.decode(StepTimes.self, forKey: .stepTimes)
        steps = try container.decodeIfPresent(Steps.self, forKey: .steps)
        cursor = try container.decodeIfPresent(Cursor.self, forKey: .cursor)
        let logged = try container.decode([HistoryRetiredAction.Logged<Action>].self, forKey: .actions)
        actionParts = [logged.compactMap(\.action)]
        guard actionCount < logged.count else { return }
        // Each logged value took the next entry that no restore, seal, skip or retired entry takes.
        let placed = Set(restores.map(\.entry) + (seals ?? []).map(\.entry) + (skips ?? []).map(\.entry) + (retired ?? []))
        var found = retired ?? []
        var entry = 0
        for value in logged {
            while placed.contains(entry) { entry += 1 }
            if value.action == nil { found.append(entry) }
            entry += 1
        }
        retired = found.sorted()
    }
}

extension HistoryArchive {
    private enum CodingKeys: String, CodingKey {
        case checkpointInterval, initialState, checkpoints, present, actions, restores, seals, skips, retired, stepTimes, steps, cursor
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(checkpointInterval, forKey: .checkpointInterval)
        try container.encode(initialState, forKey: .initialState)
        try container.encode(checkpoints, forKey: .checkpoints)
        try container.encode(present, forKey: .present)
        var actions = container.nestedUnkeyedContainer(forKey: .actions)
        for part in actionParts {
            for action in part { try actions.encode(action) }
        }
        try container.encode(restores, forKey: .restores)
        try container.encodeIfPresent(seals, forKey: .seals)
        try container.encodeIfPresent(skips, forKey: .skips)
        try container.encodeIfPresent(retired, forKey: .retired)
        try container.encode(stepTimes, forKey: .stepTimes)
        try container.encodeIfPresent(steps, forKey: .steps)
        try container.encodeIfPresent(cursor, forKey: .cursor)
    }
}

extension HistoryArchive: Equatable where State: Equatable, Action: Equatable {
    /// Equal when they hold the same, however their actions are cut into parts.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.checkpointInterval == rhs.checkpointInterval && lhs.initialState == rhs.initialState && lhs.checkpoints == rhs.checkpoints
            && lhs.present == rhs.present && lhs.actionCount == rhs.actionCount && lhs.actionsInOrder.elementsEqual(rhs.actionsInOrder)
            && lhs.restores == rhs.restores && lhs.seals == rhs.seals && lhs.skips == rhs.skips && lhs.retired == rhs.retired
            && lhs.stepTimes == rhs.stepTimes && lhs.steps == rhs.steps && lhs.cursor == rhs.cursor
    }
}
extension HistoryArchive: Sendable where State: Sendable, Action: Sendable {}
extension HistoryArchive.Seal: Equatable where State: Equatable {}
extension HistoryArchive.Seal: Sendable where State: Sendable {}
extension HistoryArchive.Skip: Equatable where State: Equatable {}
extension HistoryArchive.Skip: Sendable where State: Sendable {}

/// What is wrong with a history archive, and where.
public struct HistoryArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A JSON-style path inside the archive, e.g. `restores[0].scope`.
    public var path: String
    /// What is wrong there, in words.
    public var message: String

    /// A problem at `path`, described by `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
