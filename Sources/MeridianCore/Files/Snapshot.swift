import Foundation
import MeridianStore

/// The whole state in a file: what "Export snapshot" writes and "Import snapshot" reads.
public struct Snapshot: Codable, Equatable, Sendable {
    public static let formatName = "meridian.snapshot"
    /// Version 2 added messages translated when shown; a file is written with the oldest
    /// version that can hold what it holds.
    public static let currentVersion = 2

    public var format: String
    public var version: Int
    public var createdAt: Instant
    public var state: AppState

    public init(state: AppState, createdAt: Instant) {
        self.format = Self.formatName
        self.version = state.holdsMessageToTranslate ? 2 : 1
        self.createdAt = createdAt
        self.state = state
    }

    /// UTF-8 JSON, indented, keys sorted so that two exports diff cleanly.
    public func jsonData() throws -> Data {
        try MeridianFile.encoder(prettyPrinted: true).encode(self)
    }
}

/// A whole session in a file: the starting state, every action, the steps' times and where the
/// slider stood, so it can be replayed and scrubbed after import.
///
/// Version 2 added sealed runs of transients (`history.seals`), version 3 skipped steps
/// (`history.skips`), version 4 messages translated when shown (`{"text": …, "values": …}`),
/// version 5 the steps written out (`history.steps`), version 6 Undo's and Redo's steps
/// (restores `made` by them, through the scope `undoable`);
/// a file is written with the oldest version that can hold what it holds, so a file without
/// any of them is version 1, which every Meridian reads.
public struct Session: Codable, Equatable, Sendable {
    public static let formatName = "meridian.session"
    public static let currentVersion = 6

    public var format: String
    public var version: Int
    public var createdAt: Instant
    public var history: HistoryArchive<AppState, AppAction>

    public init(history: HistoryArchive<AppState, AppAction>, createdAt: Instant) {
        self.format = Self.formatName
        self.version = Self.version(
            hasSeals: history.seals != nil, hasSkips: history.skips != nil,
            hasMessages: history.actionParts.contains { $0.contains { $0.holdsMessageToTranslate } } || history.checkpoints.contains { $0.holdsMessageToTranslate }
                || history.initialState.holdsMessageToTranslate || history.present.holdsMessageToTranslate
                || (history.seals ?? []).contains { $0.state.holdsMessageToTranslate },
            hasSteps: history.steps != nil, hasUndoSteps: Self.hasUndoSteps(history.restores))
        self.createdAt = createdAt
        self.history = history
    }

    /// The oldest version that reads what the log holds: seals need 2, skips 3, messages 4, the
    /// steps written out 5 (a Meridian before it would make its own steps from the log, by
    /// policies that made a step of every scroll and selection, and misplace every return).
    package static func version(hasSeals: Bool, hasSkips: Bool, hasMessages: Bool, hasSteps: Bool = false, hasUndoSteps: Bool = false) -> Int {
        hasUndoSteps ? 6 : hasSteps ? 5 : hasMessages ? 4 : hasSkips ? 3 : hasSeals ? 2 : 1
    }

    /// Whether restores hold Undo's or Redo's steps, which a Meridian before version 6 would
    /// read as returns of a scope it does not know.
    package static func hasUndoSteps(_ restores: [HistoryArchive<AppState, AppAction>.Restore]) -> Bool {
        restores.contains { $0.kind != .carriedOn || $0.scope == AppHistory.undoable.id }
    }
}

/// What the two file kinds share.
public enum MeridianFile {
    /// The names Meridian's files go by; a file named so is read as one.
    public static let fileNameExtensions = ["json", "meridian-snapshot", "meridian-session"]

    /// Whether a file named `name` that begins with `prefix` is meant to be a Meridian file (so
    /// read and checked as one, and a damaged one refused with its reason) rather than media
    /// for the player: named as one, or a JSON object.
    public static func isMeantToBeOne(named name: String, startingWith prefix: some Sequence<UInt8>) -> Bool {
        if let dot = name.lastIndex(of: "."), fileNameExtensions.contains(name[name.index(after: dot)...].lowercased()) { return true }
        return prefix.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }

    public enum Kind: String, Sendable {
        case snapshot, session

        package var formatName: String {
            switch self {
            case .snapshot: Snapshot.formatName
            case .session: Session.formatName
            }
        }

        /// The kind as a message names it: "snapshot".
        public var name: String {
            switch self {
            case .snapshot: tr("snapshot")
            case .session: tr("session")
            }
        }

        package var currentVersion: Int {
            switch self {
            case .snapshot: Snapshot.currentVersion
            case .session: Session.currentVersion
            }
        }

        /// The largest file of this kind the app reads; bigger files are refused unread.
        public var maximumSize: Int {
            switch self {
            case .snapshot: 16 << 20
            case .session: 512 << 20
            }
        }
    }

    public static func encoder(prettyPrinted: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
