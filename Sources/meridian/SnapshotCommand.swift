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
            abstract: tr("Checks snapshot files: says “FILE: valid” of each valid one and prints each problem of the others with its JSON path; exits 0 when all are valid, otherwise 1."))

        @Argument(help: ArgumentHelp(tr("Snapshot files.")), completion: .file(extensions: ["json"]))
        var files: [String]

        func run() throws {
            let loader = FileLoader(catalog: SystemTimeZones.catalog())
            var failed = false
            for file in files {
                switch loader.snapshot(at: file) {
                case .success:
                    print(tr("{file}: valid", ["file": file]))
                case .failure(let error):
                    failed = true
                    printProblems(error, file: file)
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
        static let configuration = CommandConfiguration(
            abstract: tr("Says what differs between two snapshots: exits 0 when they hold the same state, 1 when they differ and 2 for trouble, as diff does."))

        /// The exit status for trouble — a file that cannot be read or is not a valid snapshot,
        /// or arguments that do not parse — as `diff` and `cmp` answer it.
        static let trouble = ExitCode(2)

        @Argument(help: ArgumentHelp(tr("The earlier snapshot.")), completion: .file(extensions: ["json"]))
        var a: String

        @Argument(help: ArgumentHelp(tr("The later snapshot.")), completion: .file(extensions: ["json"]))
        var b: String

        func run() throws {
            let lines = StateDiff.lines(from: try load(a, trouble: Self.trouble).state, to: try load(b, trouble: Self.trouble).state)
            guard !lines.isEmpty else { return print(tr("The two snapshots hold the same state.")) }
            for line in lines { print(line) }
            throw ExitCode.failure
        }
    }
}

/// A snapshot, or a failure that prints its problems and exits with `trouble` (1 by default).
func load(_ file: String, trouble: ExitCode = .failure) throws -> Snapshot {
    try FileLoader(catalog: SystemTimeZones.catalog()).snapshot(at: file).orExit(file, status: trouble)
}

extension Result where Failure == FileError {
    /// The value, or each problem on standard error, `FILE: path: message`, and exit `status`.
    func orExit(_ file: String, status: ExitCode = .failure) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error):
            printProblems(error, file: file, toStandardError: true)
            throw status
        }
    }
}
