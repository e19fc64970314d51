/// A question or a message in a small window of its own over the app's, shown while the state
/// holds it: `alert`, or nothing while it is `nil`. Each of its buttons, Escape and closing its
/// window answer it through `onAnswer` (Escape and the window's close give `alert.cancel`); the
/// alert stays until the state lets it go, so the reducer that hears the answer decides.
///
/// Put it anywhere in the window's description: it takes no room there.
///
/// ```swift
/// Alert(state.removing.map { task in
///     AlertModel(
///         title: "Remove “\(task.title)”?", detail: "Undo brings it back.",
///         buttons: [AlertButton("Cancel", answer: false), AlertButton("Remove", answer: true, role: .destructive)],
///         cancel: false)
/// }) { remove in send(remove ? .removeConfirmed : .removeCancelled) }
/// ```
public func Alert<Answer: Equatable & Sendable>(_ alert: AlertModel<Answer>?, onAnswer: @escaping @MainActor (Answer) -> Void) -> View {
    var view = View(AlertContent(shown: alert.map(AlertContent.Shown.init)))
    view.events.onText = { index in
        guard let alert, let index = Int(index), alert.buttons.indices.contains(index) || index == -1 else { return }
        onAnswer(index == -1 ? alert.cancel : alert.buttons[index].answer)
    }
    return view.visible(false)
}

/// What an alert asks or says, and its answers.
public struct AlertModel<Answer: Equatable & Sendable>: Equatable, Sendable {
    /// What it is about, which decides its icon and what a screen reader announces.
    public var kind: AlertKind
    /// The question or the message, in a few words: "Quit with 3 steps not saved?"
    public var title: String
    /// Under it: why, and what each answer does.
    public var detail: String
    /// Its buttons, in the order they stand.
    public var buttons: [AlertButton<Answer>]
    /// The answer of Escape and of closing its window.
    public var cancel: Answer
    /// The answer of Enter, when one of the buttons is.
    public var defaultAnswer: Answer?

    /// An alert of `kind` asking `title`, explained by `detail`, answered by `buttons`; Escape
    /// and closing it answer `cancel`, Enter `defaultAnswer`.
    public init(
        kind: AlertKind = .question, title: String, detail: String = "", buttons: [AlertButton<Answer>], cancel: Answer, defaultAnswer: Answer? = nil
    ) {
        self.kind = kind
        self.title = title
        self.detail = detail
        self.buttons = buttons
        self.cancel = cancel
        self.defaultAnswer = defaultAnswer
    }
}

/// What an alert is about.
public enum AlertKind: Equatable, Sendable {
    /// A question.
    case question
    /// A warning: an answer may lose something.
    case warning
    /// Something went wrong.
    case error
    /// Something to know.
    case information
}

/// A button of an alert: its words and the answer it gives.
public struct AlertButton<Answer: Equatable & Sendable>: Equatable, Sendable {
    /// Its words, with an underscore before the letter that Alt presses it with.
    public var title: String
    /// The answer it gives.
    public var answer: Answer
    /// How it stands out.
    public var role: ButtonRole

    /// A button titled `title` giving `answer`.
    public init(_ title: String, answer: Answer, role: ButtonRole = .normal) {
        self.title = title
        self.answer = answer
        self.role = role
    }
}

/// How a button stands out among others.
public enum ButtonRole: Equatable, Sendable {
    /// As any button.
    case normal
    /// The answer most people want (the theme's accent).
    case suggested
    /// An answer that loses something (the theme's red).
    case destructive
}

/// What an alert's widget shows: the alert, or none.
public struct AlertContent: ViewKind, Sendable {
    /// An alert as the renderer shows it: its answers are its buttons' places.
    public struct Shown: Equatable, Sendable {
        /// What it is about.
        public var kind: AlertKind
        /// Its words.
        public var title, detail: String
        /// Its buttons' words and roles, in order.
        public var buttons: [(title: String, role: ButtonRole)]
        /// The button Enter presses, by place.
        public var defaultButton: Int?

        init<Answer>(_ alert: AlertModel<Answer>) {
            kind = alert.kind
            title = alert.title
            detail = alert.detail
            buttons = alert.buttons.map { ($0.title, $0.role) }
            defaultButton = alert.defaultAnswer.flatMap { answer in alert.buttons.firstIndex { $0.answer == answer } }
        }

        public static func == (a: Self, b: Self) -> Bool {
            a.kind == b.kind && a.title == b.title && a.detail == b.detail && a.defaultButton == b.defaultButton
                && a.buttons.elementsEqual(b.buttons) { $0.title == $1.title && $0.role == $1.role }
        }
    }

    /// The alert shown; `nil`: none.
    public var shown: Shown?
}
