import ArgumentParser
import Foundation
import MeridianCore
import MeridianFiles

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "Looks at the autosaved history.", subcommands: [Info.self])

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Says what the autosaved history holds: steps, log entries, checkpoints, bytes on disk, the first and last step's time, and whether a running Meridian is writing it. Changes nothing.")

        @Flag(help: "Print the figures as JSON, for scripts.")
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
            let writer = summary.writerHoldsLock ? "a running Meridian is writing it" : "no Meridian is writing it"
            guard summary.exists else {
                return ["No autosaved history in \(summary.folder) yet; \(writer)."]
            }
            var lines = [
                "Autosaved history in \(summary.database); \(writer).",
                "Steps: \(summary.steps - 1) after the start, from \(summary.firstStepTime?.iso8601 ?? "?") to \(summary.lastStepTime?.iso8601 ?? "?")",
                "Log entries: \(summary.entries), with \(summary.checkpoints) checkpoints (one every \(summary.checkpointInterval) entries)",
                "On disk: \(bytes(summary.bytesOnDisk)); kept aside: \(bytes(summary.bytesKeptAside))",
            ]
            if summary.check != "ok" {
                lines.append("SQLite finds the file damaged: \(summary.check)")
            }
            return lines
        }

        private static func bytes(_ count: Int) -> String {
            count >= 1 << 20 ? String(format: "%.1f MB", Double(count) / 1_048_576)
                : count >= 1 << 10 ? String(format: "%.1f KB", Double(count) / 1024) : "\(count) bytes"
        }
    }
}
