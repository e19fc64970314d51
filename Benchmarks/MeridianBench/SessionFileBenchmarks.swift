import Foundation
import StoreBenchmarks
import MeridianCore
import MeridianFileFormat
import MeridianKitFiles
import MeridianStore

/// Meridian's own session files: a realistic mix of actions through the app's reducer and
/// history rules, written with `Session.jsonData` and read back with `MeridianFileReader`.
@MainActor
enum SessionFileBenchmarks {
    static func run(actions: Int, runs: Int) throws {
        let text = (try? String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8)) ?? ""
        let catalog = TimeZoneCatalog(tzdata: text)
        let start = Instant(millisecondsSince1970: 1_774_785_600_000)
        let store = Store(
            initialState: AppState.firstLaunch(now: start, userTimeZone: "Europe/London"),
            reducer: AppReducer(catalog: catalog), history: AppHistory.rules())
        let newYork = WorldClock.standard.zones[2].id
        var sendTimes: [Double] = []
        for i in 0..<actions {
            let action: AppAction =
                switch i % 10 {
                case 0, 1, 2, 3: .tick(at: start.adding(seconds: Double(i)))
                case 4: .clockList(.rowActivated(zoneID: newYork))
                case 5, 6: .detail(.nameTextChanged(zoneID: newYork, text: "Home \(i % 1000)"))
                case 7: .clockList(.scrolled(offsetY: Double(i % 500)))
                case 8: .player(.pointerMoved(at: start.adding(seconds: Double(i))))
                default: .clockList(.sortOrderChosen(i % 20 == 9 ? .byName : .manual))
                }
            if i % 1000 == 0 {
                sendTimes.append(Measure.seconds { store.send(action) } * 1e9)
            } else {
                store.send(action)
            }
        }
        print(String(format: "app send: median %.0f ns per action through AppReducer and AppHistory (1 in 1000 timed)", Measure.median(sendTimes)))

        let reader = MeridianFileReader(catalog: catalog)
        var data = Data()
        var encodeTimes: [Double] = []
        var readTimes: [Double] = []
        var restoreTimes: [Double] = []
        var scanTimes: [Double] = []
        for _ in 0..<runs {
            encodeTimes.append(try Measure.seconds {
                data = try Session(history: store.archive(), createdAt: start).jsonData()
            })
            // The scan every file read goes through, that stops at the first byte that cannot belong.
            scanTimes.append(Measure.seconds {
                var scan = JSONSyntaxScan(maximumDepth: JSONParser.maximumDepth)
                if data.withUnsafeBytes({ scan.scan($0) }) != nil { print("the scan stopped a valid session") }
            })
            var session: Session?
            readTimes.append(Measure.seconds { session = try? reader.session(from: Array(data)).get() })
            guard let session else {
                print("session read failed: \(reader.session(from: Array(data)))")
                return
            }
            restoreTimes.append(try Measure.seconds { try store.restoreHistory(from: session.history) })
        }
        // The file for the command line's figures (`Benchmarks/file-figures`).
        if let path = ProcessInfo.processInfo.environment["BENCH_SESSION_FILE"] {
            try data.write(to: URL(fileURLWithPath: path))
        }
        print(String(format: "session file: write %.2f s, scan %.3f s, read and validate %.2f s, restore %.2f s for %d actions, %.1f MB",
                     Measure.median(encodeTimes), Measure.median(scanTimes), Measure.median(readTimes), Measure.median(restoreTimes), actions,
                     Double(data.count) / 1e6))
    }
}
