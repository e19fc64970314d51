import MeridianKitStorage

/// The Kept Histories dialog as a value: whether it is open, what it lists, the question
/// Forget… asks, and a problem to tell. Its reducer (`KeptHistoriesReducer`) is pure; the
/// shell (`KeptHistoriesDialog`) reads and changes the saved histories as its effects say, and
/// sends back what came of it.
public struct KeptHistoriesConversation: Equatable, Sendable {
    /// What the dialog lists: nothing while the histories are read, the histories kept, or
    /// why they could not be read.
    public enum Listing: Equatable, Sendable {
        /// Being read.
        case reading
        /// The histories kept aside, oldest first.
        case kept([KeptHistorySummary])
        /// Why they could not be read.
        case failed(String)
    }

    /// Whether the dialog is on screen.
    public var isOpen = false
    /// What it lists.
    public var listing = Listing.reading
    /// The history Forget… asks about, while it asks.
    public var forgetting: KeptHistorySummary?
    /// A problem told over the dialog, until the user closes it.
    public var problem: String?

    /// Closed.
    public init() {}

    /// What happens.
    public enum Event: Equatable, Sendable {
        /// The menu's Kept Histories… opened it.
        case opened
        /// Its Close, Escape or its window's close.
        case closed
        /// The histories were read.
        case listed([KeptHistorySummary])
        /// They could not be read, for this reason.
        case listingFailed(String)
        /// A row's Bring Back.
        case bringBackPressed(KeptHistorySummary)
        /// The history is the window's now.
        case broughtBack(KeptHistorySummary)
        /// A row's Forget….
        case forgetPressed(KeptHistorySummary)
        /// The question Forget… asks, answered.
        case forgetAnswered(Bool)
        /// Bringing back or forgetting failed, for this reason.
        case failed(String)
        /// The history was forgotten.
        case forgot
        /// The problem told was closed.
        case problemClosed
    }

    /// What the shell does.
    public enum Effect: Equatable, Sendable {
        /// Reads the histories kept, then sends `listed` or `listingFailed`.
        case list
        /// Makes the history the window's, then sends `broughtBack` or `failed`.
        case bringBack(KeptHistorySummary)
        /// Forgets the history, then sends `forgot` or `failed`.
        case forget(KeptHistorySummary)
        /// Tells the app which history Bring Back made the window's.
        case tellBroughtBack(KeptHistorySummary)
    }

    /// Changes the dialog for `event`; what the shell does.
    public mutating func apply(_ event: Event) -> [Effect] {
        switch event {
        case .opened:
            guard !isOpen else { return [] }
            self = KeptHistoriesConversation()
            isOpen = true
            return [.list]
        case .closed:
            self = KeptHistoriesConversation()
            return []
        case .listed(let histories):
            guard isOpen else { return [] }
            listing = .kept(histories)
            return []
        case .listingFailed(let reason):
            guard isOpen else { return [] }
            listing = .failed(reason)
            return []
        case .bringBackPressed(let history):
            return isOpen ? [.bringBack(history)] : []
        case .broughtBack(let history):
            // The window shows the history brought back: the dialog has done its work.
            self = KeptHistoriesConversation()
            return [.tellBroughtBack(history)]
        case .forgetPressed(let history):
            guard isOpen else { return [] }
            forgetting = history
            return []
        case .forgetAnswered(let forgets):
            guard let history = forgetting else { return [] }
            forgetting = nil
            return forgets ? [.forget(history)] : []
        case .failed(let reason):
            guard isOpen else { return [] }
            problem = reason
            return [.list]
        case .forgot:
            return isOpen ? [.list] : []
        case .problemClosed:
            problem = nil
            return []
        }
    }
}

/// Changes a `KeptHistoriesConversation` for its events.
public struct KeptHistoriesReducer: Reducer {
    /// The reducer of the dialog's store.
    public init() {}

    /// Changes `conversation` for `event`.
    public func reduce(
        into conversation: inout KeptHistoriesConversation, action event: KeptHistoriesConversation.Event
    ) -> [KeptHistoriesConversation.Effect] {
        conversation.apply(event)
    }
}
