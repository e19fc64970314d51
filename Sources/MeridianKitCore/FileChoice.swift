/// Choosing a file, as a value: what the chooser is for (a file to open, where to save with a
/// name to suggest, a folder), its title, its button and the files it offers first. An app
/// describes the choice; the kit shows the desktop's chooser over the window and hands the
/// answer back (`TimeTravelApplication.chooseFile(_:answer:)` sends it to the store as an
/// action), so the choice itself is tested as a value.
///
/// ```swift
/// app.chooseFile(.open(title: "Import Laps", filters: [FileFilter(name: "Laps (*.csv)", patterns: ["*.csv"])])) { path in
///     path.map { .importLaps(from: $0) }
/// }
/// ```
public struct FileChoice: Equatable, Sendable {
    /// What the chooser is for.
    public enum Purpose: Equatable, Sendable {
        /// A file to open.
        case open
        /// Where to save, suggesting `suggestedName`; saving over a file asks first.
        case save(suggestedName: String)
        /// A folder.
        case folder
    }

    /// What the chooser is for.
    public var purpose: Purpose
    /// Its title: "Import Session".
    public var title: String
    /// Its button ("_Export"); `nil`: the kit's word for the purpose (Open, Export, Select).
    public var accept: String?
    /// The files it offers first, in order; "All files" follows them.
    public var filters: [FileFilter]

    /// A choice for `purpose`, titled `title`, its button `accept`, offering `filters` first.
    public init(purpose: Purpose, title: String, accept: String? = nil, filters: [FileFilter] = []) {
        self.purpose = purpose
        self.title = title
        self.accept = accept
        self.filters = filters
    }

    /// A file to open.
    public static func open(title: String, accept: String? = nil, filters: [FileFilter] = []) -> FileChoice {
        FileChoice(purpose: .open, title: title, accept: accept, filters: filters)
    }

    /// Where to save, suggesting `suggestedName`.
    public static func save(title: String, suggestedName: String, accept: String? = nil, filters: [FileFilter] = []) -> FileChoice {
        FileChoice(purpose: .save(suggestedName: suggestedName), title: title, accept: accept, filters: filters)
    }

    /// A folder.
    public static func folder(title: String, accept: String? = nil) -> FileChoice {
        FileChoice(purpose: .folder, title: title, accept: accept)
    }
}

/// Files a chooser offers: a name and the MIME types or patterns it takes.
public struct FileFilter: Equatable, Sendable {
    /// What the chooser calls the filter: "Sessions (*.json)".
    public var name: String
    /// The MIME types it takes: "video/*".
    public var mimeTypes: [String]
    /// The file name patterns it takes: "*.json".
    public var patterns: [String]

    /// A filter named `name` of these MIME types and patterns.
    public init(name: String, mimeTypes: [String] = [], patterns: [String] = []) {
        self.name = name
        self.mimeTypes = mimeTypes
        self.patterns = patterns
    }
}
