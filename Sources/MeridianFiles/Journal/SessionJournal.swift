import Foundation
import MeridianCore
import MeridianStore

/// The files that keep the running session, in the state folder:
///
/// - `session-N.json`: the session as a session file, holding its first N log entries;
/// - `journal`: a header naming N, then every later entry as a checksummed record;
/// - `lock`: held by the one process that writes them.
///
/// Records are appended as the user works and made durable in small batches; compaction writes
/// a new `session-N.json` and then switches the journal to it with one rename, so at every
/// moment the pair on disk is consistent.
public enum SessionJournal {
    static func sessionPath(_ folder: StateFolder, entries: Int) -> String { "\(folder.path)/session-\(entries).json" }
    static func journalPath(_ folder: StateFolder) -> String { "\(folder.path)/journal" }
    static func lockPath(_ folder: StateFolder) -> String { "\(folder.path)/lock" }

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
    }

    /// Moves the session files aside into the kept folder (for `--fresh`); nothing is deleted.
    public static func keepAside(_ folder: StateFolder, reason: String) throws(FileWriteError) {
        try folder.create()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0 == "journal" || ($0.hasPrefix("session-") && $0.hasSuffix(".json")) }
        guard !names.isEmpty else { return }
        let kept = folder.keptSessionPath(reason: reason, at: Date()).replacingOccurrences(of: ".json", with: "")
        guard mkdir(kept, 0o700) == 0 else { throw FileWriteError(errno: errno, path: kept) }
        for name in names where rename("\(folder.path)/\(name)", "\(kept)/\(name)") != 0 {
            throw FileWriteError(errno: errno, path: "\(kept)/\(name)")
        }
    }

    /// Reads the session file and the journal, cuts a damaged tail off the journal (so that
    /// appending continues after the last good record) and returns the history they make.
    public static func recover(from folder: StateFolder, loader: FileLoader) -> Recovery {
        let journal = journalPath(folder)
        guard let bytes = FileManager.default.contents(atPath: journal).map(Array.init), !bytes.isEmpty else {
            return Recovery(history: nil, journaledEntries: 0, damagedBytes: 0, notice: nil)
        }
        func setAside(_ why: String) -> Recovery {
            let kept = folder.keptSessionPath(reason: "unreadable-journal", at: Date())
            try? FileManager.default.createDirectory(atPath: folder.keptFolder, withIntermediateDirectories: true)
            rename(journal, kept)
            return Recovery(history: nil, journaledEntries: 0, damagedBytes: 0, notice: "\(why) It was kept aside in \(kept); Meridian started afresh.")
        }
        guard bytes.starts(with: JournalFormat.magic) else {
            return setAside("The autosave journal is not a Meridian journal.")
        }
        let (payloads, end) = JournalFormat.payloads(in: bytes, from: JournalFormat.magic.count)
        guard let first = payloads.first, let header = try? JSONDecoder().decode(JournalFormat.Header.self, from: Data(first)) else {
            return setAside("The autosave journal's header is damaged.")
        }
        guard header.version <= Int(JournalFormat.version) else {
            return setAside("The autosave journal was written by a newer Meridian (journal version \(header.version), this build reads \(JournalFormat.version)).")
        }
        var history: HistoryArchive<AppState, AppAction>
        switch loader.session(at: sessionPath(folder, entries: header.baseEntries)) {
        case .success(let session): history = session.history
        case .failure(let error): return setAside("The autosaved session could not be read (\(error)).")
        }
        history.checkpoints = []
        var entries = history.entryCount
        var recovered = 0
        var goodEnd = JournalFormat.magic.count + 8 + first.count
        for (payload, record) in decodeRecords(payloads.dropFirst()) {
            guard let record else { break }
            goodEnd += 8 + payload.count
            if let cursor = record.c {
                history.cursor = cursor.step.map { .init(step: $0, scope: cursor.scope) }
                continue
            }
            goodEnd -= 8 + payload.count
            if let action = record.a {
                history.actions.append(action)
            } else if let restore = record.r {
                history.restores.append(.init(entry: entries, step: restore.step, scope: restore.scope))
            } else {
                break
            }
            if let time = record.t { history.stepTimes.milliseconds.append(time) }
            entries += 1
            recovered += 1
            goodEnd += 8 + payload.count
        }
        history.present = history.initialState  // replaced by the replay when restored
        let damaged = bytes.count - goodEnd
        if damaged > 0 { truncate(journal, off_t(goodEnd)) }
        let notice = damaged > 0
            ? "Your session was restored with \(entries) actions; the last \(damaged) bytes of its journal were damaged (a crash or a power cut) and were left out."
            : nil
        _ = end
        return Recovery(history: history, journaledEntries: recovered, damagedBytes: damaged, notice: notice, baseEntries: header.baseEntries)
    }

    /// Each payload's record, `nil` from the first that does not decode. All at once as one
    /// JSON array, which is several times faster than one decode per record; one by one only
    /// when that fails, to find where.
    private static func decodeRecords(_ payloads: ArraySlice<ArraySlice<UInt8>>) -> [(ArraySlice<UInt8>, JournalFormat.Record?)] {
        var array = [UInt8]()
        array.reserveCapacity(payloads.reduce(2) { $0 + $1.count + 1 })
        array.append(UInt8(ascii: "["))
        for (index, payload) in payloads.enumerated() {
            if index > 0 { array.append(UInt8(ascii: ",")) }
            array.append(contentsOf: payload)
        }
        array.append(UInt8(ascii: "]"))
        let decoder = JSONDecoder()
        if let records = try? decoder.decode([JournalFormat.Record].self, from: Data(array)) {
            return Array(zip(payloads, records.map(Optional.some)))
        }
        var decoded: [(ArraySlice<UInt8>, JournalFormat.Record?)] = []
        for payload in payloads {
            let record = try? decoder.decode(JournalFormat.Record.self, from: Data(payload))
            decoded.append((payload, record))
            if record == nil { break }
        }
        return decoded
    }
}
