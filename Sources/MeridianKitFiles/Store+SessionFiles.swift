import Foundation
import MeridianStore

/// Export and import of a whole history, the files read and written on another thread so the
/// window never waits on the disk.
extension Store where State: Codable & Equatable & SendableMetatype, Action: Codable & SendableMetatype {
    /// Writes the whole history, as it stands now, to `path` in `format`, whole or not at all;
    /// `completion` runs on the main actor, if the store is still there.
    ///
    /// With `recordingEveryState`, the file records the state after every entry of the log, as
    /// a session kept as a test does, so that its replay names the very step that differs.
    public func exportSession(
        to path: String, format: SessionFormat, recordingEveryState: Bool = false,
        completion: @escaping @MainActor (Result<Void, FileWriteError>) -> Void = { _ in }
    ) {
        let (source, store) = (archiveSource(), link)
        DispatchQueue.global(qos: .userInitiated).async {
            let result: Result<Void, FileWriteError>
            do {
                let archive = recordingEveryState ? try source.archiveRecordingEveryState() : try source.archive()
                try AtomicFile.write(try SessionFile(history: archive, format: format).data(), to: path)
                result = .success(())
            } catch let error as FileWriteError {
                result = .failure(error)
            } catch is HistoryArchiveError {
                // A history too long to save with every state: the file would be too large.
                result = .failure(FileWriteError(errno: EFBIG, path: path))
            } catch {
                result = .failure(FileWriteError(errno: EIO, path: path))
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard store.object != nil else { return }
                    completion(result)
                }
            }
        }
    }

    /// Reads the session at `path` in `format`, checks it whole and makes it the history; on
    /// any problem the store stays exactly as it was and `completion` says why. `completion`
    /// runs on the main actor, if the store is still there.
    ///
    /// What it replaces is not lost when the app keeps its history: export it first, or let
    /// the history's autosave keep it aside — `replacing` is given the replacement to run, as
    /// `HistoryAutosave.replaceHistory(keepingAsideAs:at:_:)` does.
    public func importSession(
        from path: String, format: SessionFormat, completion: @escaping @MainActor (Result<Void, SessionFileError>) -> Void = { _ in },
        replacing: @escaping @MainActor (_ replace: () -> Void) -> Void = { $0() }
    ) {
        guard let restorer = historyRestorer() else { return completion(.failure(.invalid(place: "", reason: "this store keeps no history"))) }
        let store = link
        DispatchQueue.global(qos: .userInitiated).async {
            let result: Result<RestoredHistory<State, Action>, SessionFileError>
            do throws(SessionFileError) {
                result = .success(try Self.restored(from: path, format: format, restorer: restorer))
            } catch {
                result = .failure(error)
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let store = store.object else { return }
                    switch result {
                    case .success(let restored):
                        replacing { store.replaceHistory(with: restored) }
                        completion(.success(()))
                    case .failure(let error):
                        completion(.failure(error))
                    }
                }
            }
        }
    }

    /// The session at `path`, read and checked whole.
    private nonisolated static func restored(
        from path: String, format: SessionFormat, restorer: HistoryRestorer<State, Action>
    ) throws(SessionFileError) -> RestoredHistory<State, Action> {
        let data = try RegularFile.read(at: path, maximumSize: format.maximumSize).mapError(SessionFileError.unreadable).get()
        let archive = try SessionFile<State, Action>.read(data, format: format)
        do {
            return try restorer.read(archive)
        } catch {
            throw .invalid(place: error.path, reason: error.message)
        }
    }
}
