import Foundation
import MeridianCore
import MeridianStore

/// Export and import of snapshot files, as the GTK actions run them. A failure never touches
/// the state or the history: it becomes a message that says what and where.
@MainActor
struct SnapshotFiles {
    let store: AppStore
    let reader: MeridianFileReader
    let environment: ShellEnvironment

    /// Writes the state on screen to `path` off the main thread (a temporary file renamed into
    /// place, so a failed write never leaves half a file); a failure comes back as a message.
    func export(to path: String, completion: @escaping @MainActor () -> Void = {}) {
        let snapshot = Snapshot(state: store.state, createdAt: environment.now())
        let store = self.store
        DispatchQueue.global(qos: .userInitiated).async {
            let failure: String?
            do {
                try snapshot.jsonData().write(to: URL(fileURLWithPath: path), options: .atomic)
                failure = nil
            } catch {
                failure = "Could not export the snapshot to \(path): \(Self.reason(error))"
            }
            Task { @MainActor in
                if let failure { store.send(.messageShown(failure)) }
                completion()
            }
        }
    }

    /// Reads `path`; a valid snapshot becomes one step, which the slider can undo.
    func importSnapshot(from path: String) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        switch read(path).flatMap({ reader.snapshot(from: $0) }) {
        case .success(let snapshot):
            store.send(.snapshotImported(snapshot.state))
        case .failure(let error):
            store.send(.messageShown("Could not import “\(name)”: \(error)"))
        }
    }

    /// The file's bytes, refusing a directory, an unreadable file or one over the size limit
    /// before reading it.
    private func read(_ path: String) -> Result<[UInt8], FileError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(FileError("there is no file at \(path)"))
        }
        guard !isDirectory.boolValue else { return .failure(FileError("\(path) is a folder, not a file")) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let limit = MeridianFile.Kind.snapshot.maximumSize
        guard size <= limit else {
            return .failure(FileError("the file is \(size >> 20) MB; a snapshot can be at most \(limit >> 20) MB"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(FileError("the file cannot be read (permission denied?)"))
        }
        defer { try? handle.close() }
        do {
            return .success(Array(try handle.read(upToCount: limit + 1) ?? Data()))
        } catch {
            return .failure(FileError("the file cannot be read: \(Self.reason(error))"))
        }
    }

    private nonisolated static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
