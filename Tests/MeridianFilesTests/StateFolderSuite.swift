import Foundation
import MeridianCore
import MeridianFiles
import MeridianStore

/// What the suites over a state folder share: Meridian's store fed the probe's actions, a
/// folder of its own for each test, and a launch from it.
@MainActor
protocol StateFolderSuite {
    static var catalog: TimeZoneCatalog { get }
    var loader: FileLoader { get }
}

extension StateFolderSuite {
    /// A new, empty state folder under the temporary directory.
    func temporaryFolder() throws -> StateFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-\(Self.self)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return StateFolder(path: path)
    }

    /// A store with Meridian's rules; `steppingEveryLook` records with the policy of the builds
    /// that made a step of every scroll and selection, as histories stored by them hold.
    func makeStore(steppingEveryLook: Bool = false) -> Store<AppState, AppAction, AppEffect> {
        var rules = AppHistory.rules()
        if steppingEveryLook { rules.policy = AppHistory.policyOfSessionsWithoutSteps }
        let store = Store(initialState: ProbeActions.initialState, reducer: AppReducer(catalog: Self.catalog), history: rules)
        // Tests read the stored past on the spot instead of on another thread.
        store.readsHistoryInBackground = false
        return store
    }

    /// A launch in `folder`: the store it restored and what it found.
    func relaunch(_ folder: StateFolder) -> (Store<AppState, AppAction, AppEffect>, LaunchRestore.Outcome) {
        let store = makeStore()
        return (store, LaunchRestore.restore(into: store, from: folder, loader: loader))
    }
}
