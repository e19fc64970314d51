import ArgumentParser
import Foundation
import MeridianCore
import MeridianFiles

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: tr("Looks at the autosaved history."), subcommands: [Info.self])

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: tr("Says what the autosaved history holds: steps, log entries, checkpoints, bytes on disk, the first and last step's time, and whether a running Meridian is writing it. Changes nothing."))

        @Flag(help: ArgumentHelp(tr("Print the figures as JSON, for scripts.")))
        var json = false

        func run() throws {
            let folder = StateFolder()
            let summary = try AutosavedHistorySummary.read(folder, loader: FileLoader(catalog: SystemTimeZones.catalog())).orExit(folder.path)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(summary), as: UTF8.self))
                return
            }
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

        private static func bytes(_ count: Int) -> String {
            count >= 1 << 20 ? String(format: "%.1f MB", Double(count) / 1_048_576)
                : count >= 1 << 10 ? String(format: "%.1f KB", Double(count) / 1024) : "\(count) bytes"
        }
    }
}
