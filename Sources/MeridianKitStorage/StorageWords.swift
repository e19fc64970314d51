/// The words the history's database speaks when something is wrong, in English unless the app
/// gives its own translation. `app` names the app in them ("another Tasks").
public struct StorageWords: Sendable {
    /// The app's name.
    public var app = "app"
    /// The database cannot be put in WAL mode.
    public var noWAL = "it cannot be put in WAL mode"
    /// The file is damaged or not a history: the path, and SQLite's reason, which the English
    /// words leave out ("file is not a database" tells the user nothing the rest does not).
    public var damagedFile: @Sendable (_ path: String, _ reason: String) -> String = { path, _ in "\(path) is damaged or is not a history" }
    /// The disk is full: the path.
    public var full: @Sendable (String) -> String = { "\($0) cannot grow: the disk is full" }
    /// Another process of the app writes it: the path, the app.
    public var inUse: @Sendable (_ path: String, _ app: String) -> String = { "\($0) is in use by another \($1)" }
    /// It cannot be written: the path, SQLite's reason.
    public var readOnly: @Sendable (_ path: String, _ reason: String) -> String = { "\($0) cannot be written (\($1))" }
    /// A newer build wrote it: the path, its schema, this build's.
    public var newer: @Sendable (_ path: String, _ version: Int, _ current: Int) -> String = {
        "\($0) was written by a newer version (schema version \($1); this build reads up to \($2))"
    }
    /// It cannot be used: the path, why.
    public var unusable: @Sendable (_ path: String, _ reason: String) -> String = { "\($0) cannot be used: \($1)" }
    /// What it holds is damaged: the path, where, what.
    public var damaged: @Sendable (_ path: String, _ place: String, _ reason: String) -> String = { "\($0) is damaged: \($1) \($2)" }
    /// A table lacks a step.
    public var noStep: @Sendable (Int) -> String = { "has no step \($0)" }
    /// A step names an entry past the log.
    public var pastAnyLog = "names an entry past any log"
    /// The checkpoints lack a segment.
    public var noSegment: @Sendable (Int) -> String = { "has no segment \($0)" }
    /// The log lacks an entry.
    public var noEntry: @Sendable (Int) -> String = { "has no entry \($0)" }
    /// An action does not decode: the decoder's reason.
    public var notAnAction: @Sendable (String) -> String = { _ in "is not an action" }
    /// A state does not decode: the decoder's reason.
    public var notAState: @Sendable (String) -> String = { "is not a state (\($0))" }
    /// A return lacks its columns.
    public var restoreWithoutStep = "is a restore without its step and scope"
    /// A skip lacks its columns.
    public var skipWithoutStep = "is a skip without its step, direction and ineffective steps"
    /// A chunk named by a history is missing: its number.
    public var noChunk: @Sendable (Int) -> String = { "names chunk \($0), which is missing" }
    /// No history kept aside has this number.
    public var noKeptHistory: @Sendable (Int) -> String = { "there is no kept history \($0)" }
    /// A jump could not read the saved history: why.
    public var couldNotRead: @Sendable (String) -> String = { "The saved history could not be read: \($0)." }

    /// The English words; set the fields an app translates.
    public init() {}
}
