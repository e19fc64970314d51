import ArgumentParser
import Foundation
import MeridianCore
import MeridianFiles

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot", abstract: tr("Checks, shows and compares snapshot files."),
        subcommands: [Validate.self, Show.self, Diff.self])

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: tr("Checks snapshot files: exits 0 when all are valid; otherwise prints each problem with its JSON path and exits 1."))

        @Argument(help: ArgumentHelp(tr("Snapshot files.")), completion: .file(extensions: ["json"]))
        var files: [String]

        func run() throws {
            let loader = FileLoader(catalog: SystemTimeZones.catalog())
            var failed = false
            for file in files {
                switch loader.snapshot(at: file) {
                case .success:
                    if files.count > 1 { print(tr("{file}: valid", ["file": file])) }
                case .failure(let error):
                    failed = true
                    print(error.lines(file: file))
                }
            }
            if failed { throw ExitCode.failure }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: tr("Summarises a snapshot: its clocks at the current time, what is selected, the player."))

        @Argument(help: ArgumentHelp(tr("A snapshot file.")), completion: .file(extensions: ["json"]))
        var file: String

        func run() throws {
            let snapshot = try load(file)
            print(tr("Meridian snapshot made {time}", ["time": snapshot.createdAt.iso8601]))
            for line in StateSummary.lines(of: snapshot.state, at: Instant(Date())) { print(line) }
        }
    }

    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: tr("Says what differs between two snapshots."))

        @Argument(help: ArgumentHelp(tr("The earlier snapshot.")), completion: .file(extensions: ["json"]))
        var a: String

        @Argument(help: ArgumentHelp(tr("The later snapshot.")), completion: .file(extensions: ["json"]))
        var b: String

        func run() throws {
            let lines = StateDiff.lines(from: try load(a).state, to: try load(b).state)
            print(lines.isEmpty ? tr("The two snapshots hold the same state.") : lines.joined(separator: "\n"))
        }
    }
}

/// A snapshot, or a failure that prints its problems and exits 1.
func load(_ file: String) throws -> Snapshot {
    try FileLoader(catalog: SystemTimeZones.catalog()).snapshot(at: file).orExit(file)
}

extension Result where Failure == FileError {
    /// The value, or each problem on standard error, `FILE: path: message`, and exit status 1.
    func orExit(_ file: String) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error):
            FileHandle.standardError.write(Data("\(error.lines(file: file))\n".utf8))
            throw ExitCode.failure
        }
    }
}
