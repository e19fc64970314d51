import ArgumentParser
import Foundation
import MeridianCore
import MeridianFiles

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: tr("Looks at the autosaved history and the histories kept aside."), subcommands: [Info.self, Kept.self])

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: tr("Says what the autosaved history holds: steps, log entries, checkpoints, bytes on disk, the first and last step's time, and whether a running Meridian is writing it. Changes nothing."))

        @Flag(help: ArgumentHelp(tr("Print the figures as JSON, for scripts.")))
        var json = false

        func run() throws {
            let folder = StateFolder()
            let summary = try AutosavedHistorySummary.read(folder, loader: FileLoader(catalog: SystemTimeZones.catalog())).orExit(folder.path)
            if json { return try printJSON(summary) }
            for line in Self.lines(summary) { print(line) }
        }

        static func lines(_ summary: AutosavedHistorySummary) -> [String] {
            let writing = summary.writerHoldsLock
            guard summary.exists else {
                return [writing
                    ? tr("No autosaved history in {folder} yet; a running Meridian is writing it.", ["folder": summary.folder])
                    : tr("No autosaved history in {folder} yet; no Meridian is writing it.", ["folder": summary.folder])]
            }
            var lines = [
                writing
                    ? tr("Autosaved history in {database}; a running Meridian is writing it.", ["database": summary.database])
                    : tr("Autosaved history in {database}; no Meridian is writing it.", ["database": summary.database]),
                tr("Steps: {steps} after the start, from {first} to {last}", [
                    "steps": summary.steps - 1, "first": summary.firstStepTime?.iso8601 ?? "?", "last": summary.lastStepTime?.iso8601 ?? "?",
                ]),
                tr("Log entries: {entries}, with {checkpoints} checkpoints (one every {interval} entries)", [
                    "entries": summary.entries, "checkpoints": summary.checkpoints, "interval": summary.checkpointInterval,
                ]),
                tr("On disk: {bytes}; kept aside: {kept}", ["bytes": bytes(summary.bytesOnDisk), "kept": bytes(summary.bytesKeptAside)]),
            ]
            if summary.check != "ok" {
                lines.append(tr("SQLite finds the file damaged: {check}", ["check": summary.check]))
            }
            return lines
        }

        static func bytes(_ count: Int) -> String {
            count >= 1 << 20 ? String(format: "%.1f MB", Double(count) / 1_048_576)
                : count >= 1 << 10 ? String(format: "%.1f KB", Double(count) / 1024) : "\(count) bytes"
        }
    }

    struct Kept: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: tr("The histories an import or --fresh kept aside: lists them, brings one back, or forgets one for good."),
            subcommands: [List.self, Restore.self, Forget.self], defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: tr("Lists the kept histories: their number, when they were kept and why, their steps, and what forgetting each would free."))

            @Flag(help: ArgumentHelp(tr("Print the list as JSON, for scripts.")))
            var json = false

            func run() throws {
                let folder = StateFolder()
                let kept = try KeptHistories.list(folder, loader: FileLoader(catalog: SystemTimeZones.catalog())).orExit(folder.path)
                if json { return try printJSON(kept) }
                guard !kept.isEmpty else { return print(tr("No history is kept aside.")) }
                for entry in kept {
                    print(tr("{number}. kept {time} ({reason}): {steps} steps, {first} to {last}; forgetting it frees {bytes}", [
                        "number": entry.number, "time": entry.keptAt.iso8601, "reason": entry.reason, "steps": entry.steps,
                        "first": entry.firstStepTime?.iso8601 ?? "?", "last": entry.lastStepTime?.iso8601 ?? "?",
                        "bytes": Info.bytes(entry.ownBytes),
                    ]))
                }
            }
        }

        struct Restore: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: tr("Makes a kept history the autosaved one again; the current one is kept aside first. Meridian must not be running."))

            @Argument(help: ArgumentHelp(tr("The number `meridian history kept` lists.")))
            var number: Int

            func run() throws {
                let folder = StateFolder()
                try KeptHistories.restore(number, in: folder, loader: FileLoader(catalog: SystemTimeZones.catalog()), at: Instant(Date()))
                    .orExit(folder.path)
                print(tr("Kept history {number} is the autosaved history again; the one it replaced is kept aside.", ["number": number]))
            }
        }

        struct Forget: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: tr("Forgets a kept history for good, freeing the space only it uses. Without --yes, only says what it would free."))

            @Argument(help: ArgumentHelp(tr("The number `meridian history kept` lists.")))
            var number: Int

            @Flag(help: ArgumentHelp(tr("Forget it: it cannot be brought back after.")))
            var yes = false

            func run() throws {
                let folder = StateFolder()
                let loader = FileLoader(catalog: SystemTimeZones.catalog())
                guard yes else {
                    let kept = try KeptHistories.list(folder, loader: loader).orExit(folder.path)
                    guard let entry = kept.first(where: { $0.number == number }) else {
                        throw ValidationError(tr("There is no kept history {number}; `meridian history kept` lists them.", ["number": number]))
                    }
                    print(tr("Forgetting kept history {number} would free {bytes}. Nothing was changed: add --yes to forget it for good.", [
                        "number": number, "bytes": Info.bytes(entry.ownBytes),
                    ]))
                    return
                }
                let freed = try KeptHistories.forget(number, in: folder, loader: loader).orExit(folder.path)
                print(tr("Kept history {number} is forgotten; {bytes} freed.", ["number": number, "bytes": Info.bytes(freed)]))
            }
        }
    }
}

/// Prints `value` as the history commands' `--json` prints: indented, keys sorted, for scripts
/// and for people reading them.
private func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}
