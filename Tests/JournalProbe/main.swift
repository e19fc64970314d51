import Foundation
import MeridianCore
import MeridianFiles
import MeridianStore

// meridian-journal-probe FOLDER COUNT: drives a store through the app's autosave, as the app
// does, sending COUNT actions (ProbeActions) a few at a time, and prints "synced N" each time a
// batch reaches the disk. The crash-recovery test kills it with SIGKILL at a random moment.
let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: meridian-journal-probe FOLDER COUNT\n".utf8))
    exit(2)
}
let folder = StateFolder(path: arguments[1])

MainActor.assumeIsolated {
    let catalog = SystemTimeZones.catalog()
    let store = Store(
        initialState: ProbeActions.initialState, reducer: AppReducer(catalog: catalog), history: AppHistory.rules(),
        now: { ProbeActions.clock() })
    let autosave = Autosave(store: store, folder: folder)
    guard autosave.status == .on else {
        print("autosave \(autosave.status)")
        exit(1)
    }
    autosave.onSync = { synced in
        FileHandle.standardOutput.write(Data("synced \(synced)\n".utf8))
    }
    var sent = 0
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now(), repeating: .microseconds(500))
    timer.setEventHandler {
        MainActor.assumeIsolated {
            for _ in 0..<3 where sent < count {
                store.send(ProbeActions.action(sent))
                sent += 1
            }
            if sent == count {
                timer.cancel()
                autosave.close()
                FileHandle.standardOutput.write(Data("done \(autosave.syncedEntries)\n".utf8))
                exit(0)
            }
        }
    }
    timer.resume()
    withExtendedLifetime((store, autosave)) { dispatchMain() }
}
