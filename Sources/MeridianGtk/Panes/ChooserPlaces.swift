import Foundation
import MeridianCore
import MeridianFiles

/// The chooser's places, read from GWeather's location database once per process: on a worker
/// thread once the window has painted its first frame (so a launch never waits for it), or
/// when the chooser first opens, if that comes first.
final class ChooserPlaces: @unchecked Sendable {
    private let lock = NSLock()
    private var loadedSearch: ZoneSearch?
    private let load: @Sendable () -> ZoneSearch

    init(load: @escaping @Sendable () -> ZoneSearch) {
        self.load = load
    }

    /// The system's: GWeather's places and the tz database's zones, shared by every window.
    static func system(catalog: TimeZoneCatalog) -> ChooserPlaces {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        if let made = shared.made.first(where: { $0.catalog == catalog }) { return made.places }
        let made = ChooserPlaces { ZoneSearch(directory: SystemPlaces.directory(catalog: catalog)) }
        shared.made.append((catalog, made))
        return made
    }

    /// The search; read now if it was not yet, waiting for a reading under way.
    var search: ZoneSearch {
        lock.lock()
        defer { lock.unlock() }
        if let loadedSearch { return loadedSearch }
        let search = load()
        loadedSearch = search
        return search
    }

    /// The search, if the places have been read; never waits.
    var loaded: ZoneSearch? {
        lock.lock()
        defer { lock.unlock() }
        return loadedSearch
    }

    /// Reads the places on a worker thread, if they are not read yet; then `done`, on the main actor.
    func preload(then done: (@MainActor @Sendable () -> Void)? = nil) {
        DispatchQueue.global(qos: .utility).async {
            _ = self.search
            if let done { DispatchQueue.main.async { done() } }
        }
    }

    private final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var made: [(catalog: TimeZoneCatalog, places: ChooserPlaces)] = []
    }

    private static let shared = Shared()
}
