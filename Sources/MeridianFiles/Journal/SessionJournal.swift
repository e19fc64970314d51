import Foundation
import MeridianKitFiles
import MeridianCore
import MeridianKitStorage
import MeridianStore

/// The files that kept the running session before the history's database, in the state
/// folder; a launch reads them once, moves them into the database and keeps them aside:
///
/// - `session-N.json`: the session as a session file, holding its first N log entries;
/// - `journal`: a header naming N, then every later entry as a checksummed record;
/// - `lock`: held by the one process that wrote them.
public enum SessionJournal {
    static func sessionPath(_ folder: StateFolder, entries: Int) -> String { "\(folder.path)/session-\(entries).json" }
    static func journalPath(_ folder: StateFolder) -> String { "\(folder.path)/journal" }

    /// The names of the saved history's files: the database and its WAL files, and a journal
    /// with its session file and lock from before the database.
    static func isHistoryFile(_ name: String) -> Bool {
        name.hasPrefix(HistorySchema.fileName) || isJournalFile(name)
    }

    /// The names of the files from before the database.
    static func isJournalFile(_ name: String) -> Bool {
        name == "journal" || name == "lock" || (name.hasPrefix("session-") && name.hasSuffix(".json"))
    }

    /// Whether a journal from before the database is still in the folder.
    static func hasFiles(_ folder: StateFolder) -> Bool {
        FileManager.default.fileExists(atPath: journalPath(folder))
    }

    /// What was found on disk at launch.
    public struct Recovery: Sendable {
        /// The session to restore; `nil` when there was none (a first launch or `--fresh`).
        public var history: HistoryArchive<AppState, AppAction>?
        /// Log entries recovered from the journal's records (after the session file's).
        public var journaledEntries: Int
        /// Bytes at the journal's end that were cut: a torn or damaged tail.
        public var damagedBytes: Int
        /// Something the user should know (a damaged tail, a journal from a newer Meridian).
        public var notice: String?
        /// The entries the journal's session file holds, when the journal can be continued.
        public var baseEntries: Int?
        /// Files that could not be read are still where they were (moving them aside failed):
        /// autosave must not start, or it would replace them.
        public var leftInPlace = false
    }

    /// Moves the saved history's files (`isHistoryFile`) aside into a folder of their own in the
    /// kept folder (for `--fresh`, a history that cannot be restored, a migrated journal);
    /// nothing is deleted. Returns that folder, or `nil` when there was nothing to keep.
    @discardableResult
    public static func keepAside(_ folder: StateFolder, reason: String) throws(FileWriteError) -> String? {
        try keepAside(folder, reason: reason, which: isHistoryFile)
    }

    static func keepAside(_ folder: StateFolder, reason: String, which: (String) -> Bool) throws(FileWriteError) -> String? {
        try folder.create()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter(which)
        guard !names.isEmpty else { return nil }
        let kept = folder.keptSessionPath(reason: reason, at: Date()).replacingOccurrences(of: ".json", with: "")
        return try KeptAside.move(names, from: folder.path, into: kept)
    }

    /// Reads the session file and the journal, cuts a damaged tail off the journal (so that
    /// appending continues after the last good record) and returns the history they make.
    /// Without `repairing`, nothing on disk changes (for a look from outside, `history info`):
    /// a damaged tail is only counted, and files that cannot be read stay where they are.
    public static func recover(from folder: StateFolder, loader: FileLoader, repairing: Bool = true) -> Recovery {
        let journal = journalPath(folder)
        guard let bytes = FileManager.default.contents(atPath: journal).map(Array.init), !bytes.isEmpty else {
            return Recovery(history: nil, journaledEntries: 0, damagedBytes: 0, notice: nil)
        }
        // The journal and its session file go aside together: a new journal would replace them.
        func setAside(_ why: String) -> Recovery {
            guard repairing else {
                return Recovery(history: nil, journaledEntries: 0, damagedBytes: 0, notice: why, leftInPlace: true)
            }
            do {
                let kept = try keepAside(folder, reason: "unreadable") ?? folder.keptFolder
                return Recovery(
                    history: nil, journaledEntries: 0, damagedBytes: 0, notice: tr("{why} It was moved to {kept}; Meridian started afresh.", ["why": why, "kept": kept]))
            } catch {
                return Recovery(
                    history: nil, journaledEntries: 0, damagedBytes: 0,
                    notice: tr("{why} It could not be kept aside ({reason}), so Meridian runs without autosave and leaves it as it is.", ["why": why, "reason": "\(error)"]),
                    leftInPlace: true)
            }
        }
        guard bytes.starts(with: JournalFormat.magic) else {
            return setAside(tr("The autosave journal is not a Meridian journal."))
        }
        let payloads = JournalFormat.payloads(in: bytes, from: JournalFormat.magic.count)
        guard let first = payloads.first, let header = try? JSONDecoder().decode(JournalFormat.Header.self, from: Data(first)) else {
            return setAside(tr("The autosave journal's header is damaged."))
        }
        guard header.version <= Int(JournalFormat.version) else {
            return setAside(tr("The autosave journal was written by a newer Meridian (journal version {version}, this build reads {current}).", ["version": "\(header.version)", "current": "\(JournalFormat.version)"]))
        }
        var history: HistoryArchive<AppState, AppAction>
        let session = sessionPath(folder, entries: header.baseEntries)
        switch loader.session(at: session) {
        case .success(let read): history = read.history
        case .failure(let error): return setAside(tr("The autosaved session could not be read ({problems}).", ["problems": error.lines(file: session)]))
        }
        var cursor: HistoryArchive<AppState, AppAction>.Cursor?
        // The session file's checkpoints stay: restoring checks them against the log and makes
        // the ones after them, for the entries the journal adds.
        var entries = history.entryCount
        var recovered = 0
        var goodEnd = JournalFormat.magic.count + 8 + first.count
        for payload in payloads.dropFirst() {
            guard let entry = JournalFormat.entry(payload) else { break }
            goodEnd += 8 + payload.count
            switch entry {
            case .cursor(let moved):
                cursor = moved.step.map { .init(step: $0, scope: moved.scope) }
            case .log(let record):
                switch record.entry {
                case .action(let action):
                    history.appendAction(action)
                case .restore(let step, let scope, let kind):
                    history.restores.append(.init(entry: entries, step: step, scope: scope, kind: kind))
                case .sealed(let state):
                    history.seals = history.seals ?? []
                    history.seals?.append(.init(entry: entries, state: state))
                case .nothing:
                    history.retired = (history.retired ?? []) + [entries]
                case .skip(let mark, let state):
                    history.skips = history.skips ?? []
                    history.skips?.append(
                        .init(entry: entries, step: mark.step, skipping: mark.skipping, ineffectiveSteps: mark.ineffectiveSteps, state: state))
                }
                if let time = record.beganStepAt { history.stepTimes.milliseconds.append(time) }
                entries += 1
                recovered += 1
            }
        }
        history.present = history.initialState  // replaced by the replay when restored
        history.cursor = nil
        // What the journal adds passes the checks a session file passes, before any of it is restored.
        let problems = loader.reader.sessions.problems(in: history)
        guard problems.isEmpty else {
            return setAside(tr("The autosaved session could not be restored ({problems}).", ["problems": FileError(problems).lines(file: journal)]))
        }
        // A slider position that does not fit is not worth the session: the present is shown.
        if let cursor, (0..<history.stepTimes.milliseconds.count - 1).contains(cursor.step),
            AppHistory.scopes.contains(where: { $0.id == cursor.scope })
        {
            history.cursor = cursor
        }
        let damaged = bytes.count - goodEnd
        if damaged > 0, repairing { truncate(journal, off_t(goodEnd)) }
        let notice = damaged > 0
            ? trn(
                "Your session was restored with {count} action; the last {bytes} bytes of its journal were damaged (a crash or a power cut) and were left out.",
                "Your session was restored with {count} actions; the last {bytes} bytes of its journal were damaged (a crash or a power cut) and were left out.",
                count: entries, ["bytes": damaged])
            : nil
        return Recovery(history: history, journaledEntries: recovered, damagedBytes: damaged, notice: notice, baseEntries: header.baseEntries)
    }
}
