// A part of a description made only when the value it is made from changed, as Elm's `lazy`.

/// A part of a window described from `value` alone, and described again only when `value`
/// changed: while it is equal to the value the part was last shown from, the renderer neither
/// calls `content` nor goes through the widgets it made. For parts that stay as they are while
/// the rest of the window changes (a toolbar, an empty state, a pane's fixed controls).
///
/// `content` must depend on `value` alone (and on a `Send`, which sends to the same store
/// whichever description it came from): what else it reads is not seen to change. Modifiers
/// belong inside `content`: a lazy part takes none itself.
///
/// ```swift
/// Lazy(model.toolbar) { toolbar in
///     HBox(spacing: 6) { … }
/// }
/// ```
@MainActor
public func Lazy<Value: Equatable>(_ value: Value, _ content: @escaping @MainActor (Value) -> View) -> View {
    View(LazyContent(value, content))
}

/// A part described once and never again, as it shows nothing that changes (what it sends
/// aside: a `Send` sends to the same store whichever description it came from). An empty
/// state's icon and words, a pane's fixed header.
@MainActor
public func Lazy(_ content: @escaping @MainActor () -> View) -> View {
    Lazy(Unchanging()) { _ in content() }
}

/// The value a part described once is described from: always equal to itself.
private struct Unchanging: Equatable {}

/// A lazy part: the value it is described from, and how it is described. Two are equal when
/// their values are (of the same type, and `==`).
public final class LazyContent: ViewKind {
    private let value: Any
    private let isEqual: (Any) -> Bool
    private let make: @MainActor () -> View
    private var made: View?

    @MainActor
    init<Value: Equatable>(_ value: Value, _ content: @escaping @MainActor (Value) -> View) {
        self.value = value
        isEqual = { ($0 as? Value) == value }
        make = { content(value) }
    }

    /// What it describes, made the first time it is asked for (and then kept). A lazy part
    /// made of another lazy part describes what that one describes.
    @MainActor
    public var view: View {
        if let made { return made }
        var view = make()
        if let inner = view.lazyContent { view = inner.view }
        made = view
        return view
    }

    /// Whether both are described from equal values.
    public static func == (a: LazyContent, b: LazyContent) -> Bool {
        a === b || a.isEqual(b.value)
    }

    /// A part from another value is another part (it is shown as what it describes).
    public func isSameWidget(as other: LazyContent) -> Bool { self == other }
}

extension View {
    /// The lazy part this description is, if it is one: read in place, as a renderer asks it
    /// of every widget at every change.
    @inlinable
    public var lazyContent: LazyContent? { content(as: LazyContent.self) }
}
