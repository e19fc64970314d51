import MeridianCore
@testable import MeridianFiles
import MeridianKitStorage

extension HistoryDatabase where State == AppState, Action == AppAction {
    /// Meridian's database at `path`, as its autosave opens it.
    convenience init(meridianAt path: String, readOnly: Bool = false) throws(HistoryDatabaseError) {
        try self.init(path: path, codec: .meridian(validator: meridianSessions), words: .meridian, readOnly: readOnly)
    }
}

/// The checks Meridian's autosave reads its database with.
private let meridianSessions = FileLoader(catalog: SystemTimeZones.catalog()).reader.sessions
