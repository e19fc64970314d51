import Foundation
import MeridianCore
import MeridianFiles
import MeridianStore

// meridian-journal-probe FOLDER COUNT [idle]: drives a store through the app's autosave, as the
// app does, sending COUNT actions (ProbeActions) a few at a time, and prints "synced N" each time
// a batch reaches the disk. The crash-recovery test kills it with SIGKILL at a random moment.
// With `idle`, the clock then ticks on as fast as it can, as a long idle run compressed, after
// printing "idle N" once all N entries are synced; the test kills it in the middle of that run.
let arguments = CommandLine.arguments
guard (3...4).contains(arguments.count), let count = Int(arguments[2]), arguments.count == 3 || arguments[3] == "idle" else {
    FileHandle.standardError.write(Data("usage: meridian-journal-probe FOLDER COUNT [idle]\n".utf8))
    exit(2)
}
let idles = arguments.count == 4
let folder = StateFolder(path: arguments[1])

MainActor.assumeIsolated {
    let catalog = SystemTimeZones.catalog()
    let store = Store(
        initialState: ProbeActions.initialState, reducer: AppReducer(catalog: catalog), history: AppHistory.rules(),
        now: { ProbeActions.clock() })
    let launch = LaunchRestore.restore(into: store, from: folder, loader: FileLoader(catalog: catalog))
    let autosave = Autosave(store: store, launch: launch)
    guard autosave.status == .on else {
        print("autosave \(autosave.status)")
        exit(1)
    }
    autosave.onSync = { synced in
        FileHandle.standardOutput.write(Data("synced \(synced)\n".utf8))
    }
    var sent = 0
    var ticks = 0
    var isIdling = false
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now(), repeating: .microseconds(500))
    timer.setEventHandler {
        MainActor.assumeIsolated {
            for _ in 0..<3 where sent < count {
                store.send(ProbeActions.action(sent))
                sent += 1
            }
            if sent == count, !idles {
                timer.cancel()
                autosave.close()
                FileHandle.standardOutput.write(Data("done \(autosave.syncedEntries)\n".utf8))
                exit(0)
            }
            if sent >= count, idles {
                // The idle run begins once every action is on the disk, flushed rather than
                // waited for: waiting for the synced count to reach the log's, with ticks sent
                // meanwhile, was seen never to end (a CI run hung on it), and so was waiting
                // without ticks, one run in three.
                if sent == count {
                    sent += 1
                    autosave.flush {
                        FileHandle.standardOutput.write(Data("idle \(autosave.syncedEntries)\n".utf8))
                        isIdling = true
                    }
                }
                guard isIdling else { return }
                for _ in 0..<100 {
                    ticks += 1
                    store.send(.tick(at: ProbeActions.start.adding(seconds: Double(count + ticks))))
                }
            }
        }
    }
    timer.resume()
    withExtendedLifetime((store, autosave)) { dispatchMain() }
}
