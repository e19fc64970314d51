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
                trn("{count} step after the start, from {first} to {last}", "{count} steps after the start, from {first} to {last}", count: summary.steps, [
                    "first": summary.firstStepTime?.iso8601 ?? "?", "last": summary.lastStepTime?.iso8601 ?? "?",
                ]),
                tr("Log: {entries}, with {checkpoints} ({interval})", [
                    "entries": trn("{count} entry", "{count} entries", count: summary.entries),
                    "checkpoints": trn("{count} checkpoint", "{count} checkpoints", count: summary.checkpoints),
                    "interval": trn("one every {count} entry", "one every {count} entries", count: summary.checkpointInterval),
                ]),
                tr("On disk: {size}", ["size": ByteCountText.text(summary.bytesOnDisk)]),
                summary.keptHistories == 0
                    ? tr("Kept histories: none")
                    : trn("Kept histories: {count}, holding {size} no other history shares", "Kept histories: {count}, holding {size} no other history shares",
                        count: summary.keptHistories, ["size": ByteCountText.text(summary.keptHistoriesBytes)]),
                tr("Files kept aside in {folder} (damaged or earlier histories): {size}", [
                    "folder": StateFolder(path: summary.folder).keptFolder, "size": ByteCountText.text(summary.keptFilesBytes),
                ]),
            ]
            if summary.sqliteCheck != "ok" {
                lines.append(tr("SQLite finds the file damaged: {check}", ["check": summary.sqliteCheck]))
            }
            for damage in summary.damagedSegments {
                lines.append(tr("Segment {segment} (steps {first} to {last}) is damaged and cannot be read back: {place} {reason}", [
                    "segment": damage.segment, "first": damage.firstStep, "last": damage.lastStep, "place": damage.place, "reason": damage.reason,
                ]))
            }
            return lines
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
                    print(trn(
                        "{number}. kept {time} ({reason}): {count} step, {first} to {last}; forgetting it frees {size}",
                        "{number}. kept {time} ({reason}): {count} steps, {first} to {last}; forgetting it frees {size}", count: entry.steps, [
                            "number": entry.number, "time": entry.keptAt.iso8601, "reason": KeptHistoryReason.text(entry.reason),
                            "first": entry.firstStepTime?.iso8601 ?? "?", "last": entry.lastStepTime?.iso8601 ?? "?",
                            "size": ByteCountText.text(entry.ownBytes),
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
                    print(tr("Forgetting kept history {number} would free {size}. Nothing was changed: add --yes to forget it for good.", [
                        "number": number, "size": ByteCountText.text(entry.ownBytes),
                    ]))
                    return
                }
                let freed = try KeptHistories.forget(number, in: folder, loader: loader).orExit(folder.path)
                print(tr("Kept history {number} is forgotten; {size} freed.", ["number": number, "size": ByteCountText.text(freed)]))
            }
        }
    }
}
