import MeridianKitFiles
import MeridianStore

/// Export and import of the whole history through the desktop's file chooser: what an app's
/// "Export Session…" and "Import Session…" menu items do. A file that cannot be read or
/// written is named in a message, and the history stays as it was.
@MainActor
public final class SessionCommands<State: Codable & Equatable & SendableMetatype, Action: Codable & SendableMetatype, Effect> {
    /// The words of the dialogs and the messages.
    public struct Words: Sendable {
        /// The save chooser's title.
        public var exportSession = "Export Session"
        /// The open chooser's title.
        public var importSession = "Import Session"
        /// The save chooser's title when the session is kept as a test.
        public var saveSessionAsTest = "Save Session as Test"
        /// The name that chooser suggests.
        public var suggestedTestName = "Recorded session.json"
        /// That chooser's button.
        public var save = "_Save"
        /// The name the save chooser suggests.
        public var suggestedName = "Session.json"
        /// The choosers' filter.
        public var sessions = "Sessions (*.json)"
        /// The message when an export fails.
        public var notExported = "The session was not exported"
        /// The message when an import fails.
        public var notImported = "The session was not imported"
        /// The buttons of the choosers.
        public var dialogs = FileDialogs.Words()
        /// What a file's problems are called.
        public var files = FileWords()

        /// The English words; set the fields an app translates.
        public init() {}
    }

    /// Runs an import's replacement of the history, given to it: to keep the old history
    /// aside and save the new one (autosave). Without it, the history is simply replaced.
    public var replacing: (@MainActor (_ replace: () -> Void) -> Void)?
    /// Runs after an import has replaced the history.
    public var afterImport: (@MainActor () -> Void)?
    /// Tells the user why an export or an import failed (`TimeTravelApplication.tell`); `nil`:
    /// in a message dialog over the window.
    public var tell: (@MainActor (_ problem: String, _ detail: String) -> Void)?
    private let store: Store<State, Action, Effect>
    /// The files the commands read and write.
    public let format: SessionFormat
    private let words: Words
    private let window: @MainActor () -> Widget?

    /// Commands for `store`'s history in files of `format`; their dialogs belong to the window
    /// `window` gives when they open.
    public init(store: Store<State, Action, Effect>, format: SessionFormat, words: Words = Words(), window: @escaping @MainActor () -> Widget?) {
        self.store = store
        self.format = format
        self.words = words
        self.window = window
    }

    /// Asks where, then writes the whole history there.
    public func exportWithDialog(completion: @escaping @MainActor (_ written: Bool) -> Void = { _ in }) {
        FileDialogs.choose(
            .save(title: words.exportSession, suggestedName: words.suggestedName, filters: [filter]), parent: window(), words: words.dialogs
        ) { [self] path in
            guard let path else { return completion(false) }
            export(to: path, completion: completion)
        }
    }

    /// Asks where, then writes the whole history there with the state after every step
    /// recorded: a file for the app's folder of recorded sessions, which `RecordedSessions`
    /// (MeridianKitTesting) replays in its tests.
    public func saveAsTestWithDialog(completion: @escaping @MainActor (_ written: Bool) -> Void = { _ in }) {
        FileDialogs.choose(
            .save(title: words.saveSessionAsTest, suggestedName: words.suggestedTestName, accept: words.save, filters: [filter]),
            parent: window(), words: words.dialogs
        ) { [self] path in
            guard let path else { return completion(false) }
            export(to: path, recordingEveryState: true, completion: completion)
        }
    }

    /// Asks which file, then makes its history the store's.
    public func importWithDialog() {
        FileDialogs.choose(.open(title: words.importSession, filters: [filter]), parent: window(), words: words.dialogs) { [self] path in
            guard let path else { return }
            `import`(from: path)
        }
    }

    /// Writes the whole history to `path` (with `recordingEveryState`, as a test keeps it);
    /// `completion` runs after, once the file is whole or the user was told why not.
    public func export(
        to path: String, recordingEveryState: Bool = false, completion: @escaping @MainActor (_ written: Bool) -> Void = { _ in }
    ) {
        store.exportSession(to: path, format: format, recordingEveryState: recordingEveryState) { [words, weak self] result in
            if case .failure(let error) = result { self?.say(words.notExported, detail: error.message(in: words.files)) }
            completion(result.isSuccess)
        }
    }

    private func say(_ problem: String, detail: String) {
        if let tell { return tell(problem, detail) }
        FileDialogs.tell(parent: window(), problem: problem, detail: detail)
    }

    /// Makes the history of the session at `path` the store's; `completion` runs after, once
    /// it is or the user was told why not.
    public func `import`(from path: String, completion: @escaping @MainActor () -> Void = {}) {
        store.importSession(
            from: path, format: format,
            completion: { [words, weak self] result in
                switch result {
                case .success: self?.afterImport?()
                case .failure(let error): self?.say(words.notImported, detail: error.message(path: path, words: words.files))
                }
                completion()
            }, replacing: replacing ?? { $0() })
    }

    private var filter: FileDialogs.Filter { FileDialogs.Filter(name: words.sessions, patterns: ["*.json"]) }
}

extension Result {
    fileprivate var isSuccess: Bool { if case .success = self { true } else { false } }
}
