import Foundation
import MeridianStore

/// A whole session — the first state, every action, the steps — in a file and back.
@MainActor
public enum TodoSession {
    public static func export(_ store: Store<TodoState, TodoAction, Never>, to file: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(store.archive()).write(to: file, options: .atomic)
    }

    /// Replaces the store's history with the file's; when the file is not a session, throws
    /// and changes nothing.
    public static func `import`(_ file: URL, into store: Store<TodoState, TodoAction, Never>) throws {
        let archive = try JSONDecoder().decode(HistoryArchive<TodoState, TodoAction>.self, from: Data(contentsOf: file))
        try store.restoreHistory(from: archive)
    }
}
