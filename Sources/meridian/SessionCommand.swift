import ArgumentParser
import Foundation
import MeridianCore
import MeridianFiles
import MeridianKitCore
import MeridianStore

struct SessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session", abstract: tr("Replays session files."), subcommands: [Replay.self])

    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: tr("Replays a session's log and prints the state at a step (the end by default)."))

        @Argument(help: ArgumentHelp(tr("A session file.")), completion: .file(extensions: ["json"]))
        var file: String

        // Unconditional, so `--to -1` is read as a step (and refused as one), not as an option.
        @Option(parsing: .unconditional, help: ArgumentHelp(tr("The step to show, counting from 0, the session's start.")))
        var to: Int?

        @Flag(help: ArgumentHelp(tr("Replay the whole log and report the first action whose replay differs from what was recorded.")))
        var verify = false

        @Flag(help: ArgumentHelp(tr("Print the state as a snapshot file instead of a summary.")))
        var json = false

        func run() throws {
            let began = DispatchTime.now()
            let catalog = SystemTimeZones.catalog()
            let work = WorkProgress()
            let name = URL(fileURLWithPath: file).lastPathComponent
            let shown = TerminalProgress(work, since: began) { FileWork.reading(name, fraction: $0) }
            let reading = FileLoader(catalog: catalog).session(at: file, work: work.phase(from: 0, to: 1))
            shown.end()
            let session = try (consume reading).orExit(file)
            let reducer = AppReducer(catalog: catalog)
            // The file was checked whole by the loader: its interval is one rules accept.
            let rules = AppHistory.rules(checkpointInterval: session.history.checkpointInterval)
            if verify {
                let count = session.history.actionCount
                // Handed over whole, the session's log is let go of as it is replayed.
                let archive = (consume session).history
                let replay = WorkProgress()
                let replaying = TerminalProgress(replay, since: began) { FileWork.replaying(name, fraction: $0) }
                let verified: Result<HistoryDivergence?, HistoryArchiveError>
                do throws(HistoryArchiveError) {
                    verified = .success(
                        try (consume archive).verify(
                            reducer: reducer, rules: rules,
                            describe: { action, before in
                                var after = before
                                _ = reducer.reduce(into: &after, action: action)
                                return AppHistory.label(action, before: before, after: after)
                            },
                            replayed: replay.advance(to:)))
                } catch {
                    verified = .failure(error)
                }
                replaying.end()
                let divergence = try verified.mapError { FileError(path: "history.\($0.path)", $0.message) }.orExit(file)
                if let divergence {
                    print(ReplayDivergenceText.sentence(divergence, file: file))
                    throw ExitCode.failure
                }
                print(tr("{file}: all {count} actions replay to the states that were recorded", ["file": file, "count": count]))
                return
            }
            // Handed over whole, the session's log is let go of as it is recorded.
            var handedOver = Optional(consume session)
            let state = try MainActor.assumeIsolated {
                let session = handedOver.take()!
                let store = Store(initialState: session.history.initialState, reducer: reducer, history: rules)
                let restoring: Result<Void, FileError>
                do throws(FileError) {
                    restoring = .success(try store.restoreSession(consume session))
                } catch {
                    restoring = .failure(error)
                }
                try restoring.orExit(file)
                let last = store.timeline.lastStep
                guard let to else { return (store.present, last, store.label(ofStep: last)) }
                guard (0...last).contains(to) else {
                    throw ValidationError(tr("--to {step}: the session has steps 0 to {last}", ["step": to, "last": last]))
                }
                return (try store.state(atStep: to), to, store.label(ofStep: to))
            }
            if json {
                printJSON(String(decoding: try Snapshot(state: state.0, createdAt: Instant(Date())).jsonData(), as: UTF8.self))
            } else {
                print(tr("Step {step} · {label}", ["step": state.1, "label": state.2]))
                for line in StateSummary.lines(of: state.0, at: Instant(Date())) { print(line) }
            }
        }
    }
}
