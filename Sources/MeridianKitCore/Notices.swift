/// Things the window tells the user in an alert, one at a time, in the order they came: a
/// problem with an import, a saved history that could not be read at launch. Each stays until
/// the user closes it; the next then shows.
public struct Notices: Equatable, Sendable {
    /// A thing to tell: what, in a few words, and why.
    public struct Notice: Equatable, Sendable {
        /// What happened: "The session was not imported".
        public var title: String
        /// Why, and what to do.
        public var detail: String

        /// A notice saying `title`, explained by `detail`.
        public init(title: String, detail: String) {
            self.title = title
            self.detail = detail
        }
    }

    /// What is still to be told, the one shown first.
    public private(set) var waiting: [Notice] = []

    /// Nothing to tell.
    public init() {}

    /// What happens.
    public enum Event: Equatable, Sendable {
        /// Something to tell, after what is told already.
        case told(Notice)
        /// The user closed the one shown.
        case closed
    }

    /// Changes the notices for `event`.
    public mutating func apply(_ event: Event) {
        switch event {
        case .told(let notice): waiting.append(notice)
        case .closed: if !waiting.isEmpty { waiting.removeFirst() }
        }
    }

    /// The one shown, as an alert closed by its one button (`close`), Escape or its close.
    public func alert(close: String) -> AlertModel<Bool>? {
        waiting.first.map { AlertModel(kind: .error, title: $0.title, detail: $0.detail, buttons: [AlertButton(close, answer: true)], cancel: true) }
    }
}

/// Changes `Notices` for their events.
public struct NoticesReducer: Reducer {
    /// The reducer of a window's notices.
    public init() {}

    /// Changes `notices` for `event`; they ask nothing of the world.
    public func reduce(into notices: inout Notices, action event: Notices.Event) -> [Never] {
        notices.apply(event)
        return []
    }
}
