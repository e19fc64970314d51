import Foundation
import MeridianCore
import MeridianFileFormat
import MeridianKitCore
import MeridianKitFiles

/// Reads snapshot and session files from disk as the app and the command line do: the path is
/// checked (there, a file, readable, within the size limit) before a byte is read, then the core's
/// reader checks everything inside.
public struct FileLoader: Sendable {
    public let reader: MeridianFileReader

    public init(catalog: TimeZoneCatalog) {
        reader = MeridianFileReader(catalog: catalog)
    }

    public func snapshot(at path: String) -> Result<Snapshot, FileError> {
        bytes(at: path, kind: .snapshot).flatMap(reader.snapshot(from:))
    }

    /// `work` hears how far the reading and checking have come (the reading the first tenth,
    /// the reader the rest), and stops them when cancelled.
    ///
    /// The file's bytes are let go of once they are read into a session, before it is checked:
    /// the check makes a history as long as the session's, and the bytes, the session and that
    /// history would otherwise all be held at once.
    ///
    /// A long action log's bytes are let go of even as they are read (the file and its actions
    /// are then never held whole at once); a file that then needs the ordinary reader after all,
    /// one that holds something unusual or is damaged, is read again for it.
    public func session(at path: String, work: WorkPhase? = nil) -> Result<Session, FileError> {
        let reading = work?.part(0.1, 0.6)
        let read = bytes(at: path, kind: .session, work: work?.part(0, 0.1)).flatMap { bytes in
            reader.unchecked(releasing: bytes, work: reading)
                ?? self.bytes(at: path, kind: .session).flatMap { reader.unchecked(from: $0, work: reading) }
        }
        return read.flatMap { reader.checked($0, work: work?.part(0.6, 1)) }
    }

    /// The file's bytes, refusing a missing path, a folder, anything that is not a regular file
    /// (a pipe, a socket, a device such as `/dev/zero`), an unreadable file or one over the size
    /// limit — the last before reading it. Never blocks on what it refuses.
    ///
    /// A file that stops being JSON is read only a little past the first byte that cannot
    /// belong (`JSONSyntaxScan`), and that much is returned: the reader refuses it, naming that
    /// byte, just as it would refuse the whole file, which is never read or held.
    ///
    /// `work` hears how much of the file has been read, and stops the reading when cancelled.
    public func bytes(at path: String, kind: MeridianFile.Kind, work: WorkPhase? = nil) -> Result<[UInt8], FileError> {
        var scan = JSONSyntaxScan(maximumDepth: JSONParser.maximumDepth)
        var badByte: Int?
        var done = 0, size = 0
        let read = RegularFile.bytes(at: path, maximumSize: kind.maximumSize) { chunk, fileSize in
            badByte = badByte ?? scan.scan(chunk)
            done += chunk.count
            size = fileSize
            if let work {
                guard !work.isCancelled else { return false }
                work.advance(to: Double(done) / Double(max(fileSize, 1)))
            }
            // A little past it: the parser looks a few bytes ahead to word some problems.
            return badByte.map { done < $0 + Self.readPastABadByte } ?? true
        }
        if work?.isCancelled == true { return .failure(.cancelled) }
        if badByte != nil, done < size, case .success(let start) = read, !Self.parserRefuses(start) {
            // The scan and the parser disagree, which they should not: the parser has the last word.
            return whole(at: path, kind: kind)
        }
        return read.mapError { refusal($0, path: path, kind: kind) }
    }

    static let readPastABadByte = 4096

    /// Whether the parser finds, in the start of a file, a problem that is the file's own and
    /// not the cut: one well before its end.
    private static func parserRefuses(_ start: [UInt8]) -> Bool {
        do {
            _ = try JSONParser.parse(start)
            return false
        } catch {
            return error.offset < start.count - 8
        }
    }

    private func whole(at path: String, kind: MeridianFile.Kind) -> Result<[UInt8], FileError> {
        RegularFile.bytes(at: path, maximumSize: kind.maximumSize).mapError { refusal($0, path: path, kind: kind) }
    }

    private func refusal(_ problem: RegularFile.Problem, path: String, kind: MeridianFile.Kind) -> FileError {
        switch problem {
        case .tooLarge(let size?, _):
            FileError(tr("the file is {size} MB; a {kind} can be at most {limit} MB", [
                "size": size >> 20, "kind": kind.name, "limit": kind.maximumSize >> 20,
            ]), cause: .unreadable)
        case .tooLarge(nil, _):
            FileError(tr("the file is over {limit} MB; a {kind} can be at most {limit} MB", [
                "limit": kind.maximumSize >> 20, "kind": kind.name,
            ]), cause: .unreadable)
        default:
            FileError(problem.message(path: path, words: .meridian), cause: .unreadable)
        }
    }

    /// An open descriptor on `path` and its size, when it is a regular file, or why not, in
    /// Meridian's words.
    static func openRegularFile(at path: String) -> Result<(descriptor: Int32, size: Int), FileError> {
        RegularFile.open(at: path).mapError { FileError($0.message(path: path, words: .meridian), cause: .unreadable) }
    }
}

extension FileLoader {
    /// What a file given to Meridian to open is: a snapshot or a session, checked, when it is
    /// meant to be one (`MeridianFile.isMeantToBeOne`); `nil` for media, which the player
    /// opens (and says so when it cannot play it).
    public func openedKind(at path: String) -> Result<MeridianFile.Kind?, FileError> {
        // Not there, not a regular file, not readable: refused as every reader refuses it.
        Self.openRegularFile(at: path).flatMap { file in
            var prefix = [UInt8](repeating: 0, count: 64)
            let count = prefix.withUnsafeMutableBytes { read(file.descriptor, $0.baseAddress!, $0.count) }
            close(file.descriptor)
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard MeridianFile.isMeantToBeOne(named: name, startingWith: prefix.prefix(max(count, 0))) else { return .success(nil) }
            return kind(at: path).map { $0 }
        }
    }

    /// What a file handed to the window is, from its start alone: media, or the kind of Meridian
    /// file its `"format"` names — which the import then reads and checks whole, refusing it
    /// in its own words. Looking costs 4 KB, not a second whole read of a long session. A file
    /// whose start names no format is looked at as `openedKind` does; one that cannot be read is
    /// a session, whose import says why.
    public func namedKind(at path: String) -> MeridianFile.Kind? {
        guard case .success(let file) = Self.openRegularFile(at: path) else { return .session }
        var start = [UInt8](repeating: 0, count: 4096)
        let count = start.withUnsafeMutableBytes { read(file.descriptor, $0.baseAddress!, $0.count) }
        close(file.descriptor)
        start = Array(start.prefix(max(count, 0)))
        guard MeridianFile.isMeantToBeOne(named: URL(fileURLWithPath: path).lastPathComponent, startingWith: start) else { return nil }
        if let named = MeridianFileReader.namedFormat(in: start) { return named }
        switch openedKind(at: path) {
        case .success(let kind): return kind
        case .failure: return claimedKind(at: path)
        }
    }

    /// The kind a refused Meridian file says it is: a snapshot when it names that format, else
    /// a session. Its import then names what keeps it out, not that it is the other kind.
    public func claimedKind(at path: String) -> MeridianFile.Kind {
        guard case .success(let bytes) = bytes(at: path, kind: .session),
            case .failure(let error) = reader.session(from: bytes), error == MeridianFileReader.otherKind(.snapshot, asked: .session)
        else { return .session }
        return .snapshot
    }

    /// Whether the file is a valid snapshot or session, by its format name, or why it is neither:
    /// read once, and checked as Import Snapshot or Import Session would check it.
    public func kind(at path: String) -> Result<MeridianFile.Kind, FileError> {
        bytes(at: path, kind: .session).flatMap { bytes in
            switch reader.session(from: bytes) {
            case .success: .success(.session)
            case .failure(let error) where error == MeridianFileReader.otherKind(.snapshot, asked: .session):
                reader.snapshot(from: bytes).map { _ in .snapshot }
            case .failure(let error): .failure(error)
            }
        }
    }
}
