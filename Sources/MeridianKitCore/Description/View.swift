/// A description of one widget: what it is, what it shows, what it sends, and what it holds.
///
/// An app describes its window as a function of its state, `(State, Send<Action>) -> View`; the
/// kit makes the widgets once and, after every change, sets only the properties whose values
/// changed. A description names no toolkit type: the same value could be shown by GTK 3 (the
/// kit's renderer today) or GTK 4.
public struct View {
    /// The parts, in one reference: a description is copied many times on its way from the
    /// app's `describe` to the renderer, and a copy is then one retain rather than one per
    /// string, closure and array in it. A description is changed only while it is being made
    /// (a modifier), and then in place when no one else holds it. Its parts are read for every
    /// widget at every change, and never changed while they are read: they go without the
    /// runtime's exclusivity check, which cost more than the reads.
    ///
    /// The kind's content is held in the same reference, by a subclass of its type
    /// (`KindParts<LabelContent>`): no existential box per description, and a description's
    /// kind is the class of its parts, compared as one pointer.
    @usableFromInline
    class Parts {
        @exclusivity(unchecked) @usableFromInline var traits: ViewTraits
        @exclusivity(unchecked) @usableFromInline var events: ViewEvents
        @exclusivity(unchecked) @usableFromInline var children: [View]
        @exclusivity(unchecked) @usableFromInline var rows: ListRows?

        @usableFromInline
        init(traits: ViewTraits, events: ViewEvents, children: [View], rows: ListRows?) {
            self.traits = traits
            self.events = events
            self.children = children
            self.rows = rows
        }

        /// A copy, content included (`KindParts` overrides each of these).
        @usableFromInline
        var copy: Parts { preconditionFailure("View.Parts is only made as a KindParts") }
        /// The content's type.
        @usableFromInline
        var kindType: any ViewKind.Type { preconditionFailure("View.Parts is only made as a KindParts") }
        /// Whether `other`, parts of the same class, holds an equal content.
        @usableFromInline
        func hasContent(equalTo other: Parts) -> Bool { preconditionFailure("View.Parts is only made as a KindParts") }
        /// Whether `other`, parts of the same class, holds a content this widget can show.
        @usableFromInline
        func isSameWidgetContent(as other: Parts) -> Bool { preconditionFailure("View.Parts is only made as a KindParts") }
    }

    /// Parts whose content is of kind `Kind`.
    @usableFromInline
    final class KindParts<Kind: ViewKind>: Parts {
        @exclusivity(unchecked) @usableFromInline var content: Kind

        @usableFromInline
        init(content: Kind, traits: ViewTraits = ViewTraits(), events: ViewEvents = ViewEvents(), children: [View], rows: ListRows? = nil) {
            self.content = content
            super.init(traits: traits, events: events, children: children, rows: rows)
        }

        @usableFromInline
        override var copy: Parts { KindParts(content: content, traits: traits, events: events, children: children, rows: rows) }
        @usableFromInline
        override var kindType: any ViewKind.Type { Kind.self }
        // The contents are compared where they are, by the kind's own code: this generic
        // code would copy them to compare them (see `ViewKind.areEqual`).
        @usableFromInline
        override func hasContent(equalTo other: Parts) -> Bool {
            let other = unsafeDowncast(other, to: KindParts<Kind>.self)
            return withUnsafeMutablePointer(to: &content) { mine in
                withUnsafeMutablePointer(to: &other.content) { theirs in Kind.areEqual(mine, theirs) }
            }
        }
        @usableFromInline
        override func isSameWidgetContent(as other: Parts) -> Bool {
            let other = unsafeDowncast(other, to: KindParts<Kind>.self)
            return withUnsafeMutablePointer(to: &content) { mine in
                withUnsafeMutablePointer(to: &other.content) { theirs in Kind.isSameWidget(mine, theirs) }
            }
        }
    }

    @usableFromInline
    var parts: Parts

    /// The kind of widget this is: its content's type.
    public var kindType: any ViewKind.Type { parts.kindType }

    /// What it shows, when it is a widget of kind `Kind` (`view.content(as: LabelContent.self)?.text`).
    @inlinable
    public func content<Kind: ViewKind>(as kind: Kind.Type = Kind.self) -> Kind? {
        guard ObjectIdentifier(type(of: parts)) == ObjectIdentifier(KindParts<Kind>.self) else { return nil }
        return unsafeDowncast(parts, to: KindParts<Kind>.self).content
    }

    /// Whether it is a widget of kind `Kind`.
    @inlinable
    public func isKind<Kind: ViewKind>(_ kind: Kind.Type) -> Bool {
        ObjectIdentifier(type(of: parts)) == ObjectIdentifier(KindParts<Kind>.self)
    }

    /// Changes what it shows, in place, when it is a widget of kind `Kind` (a modifier of one
    /// kind: `virtualized()` on a list); any other is left as it is.
    @inlinable
    public mutating func changeContent<Kind: ViewKind>(_ kind: Kind.Type, _ change: (inout Kind) -> Void) {
        guard isKind(kind) else { return }
        makeUnique()
        change(&unsafeDowncast(parts, to: KindParts<Kind>.self).content)
    }

    /// Whether `other` is of the same kind, showing an equal content (the traits, events and
    /// children aside): when it is, the renderer sets nothing of the kind's own.
    @inlinable
    public func hasContent(equalTo other: View) -> Bool {
        let (a, b) = (parts, other.parts)
        guard a !== b else { return true }
        guard ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else { return false }
        return a.hasContent(equalTo: b)
    }

    /// What every widget has: a name for screen readers, its place and size, whether it shows.
    public var traits: ViewTraits {
        @inlinable
        _read { yield parts.traits }
        @inlinable
        _modify {
            makeUnique()
            yield &parts.traits
        }
    }
    /// What the user's input sends.
    public var events: ViewEvents {
        @inlinable
        _read { yield parts.events }
        @inlinable
        _modify {
            makeUnique()
            yield &parts.events
        }
    }
    /// The widgets inside, in order.
    public var children: [View] {
        @inlinable
        _read { yield parts.children }
        @inlinable
        _modify {
            makeUnique()
            yield &parts.children
        }
    }
    /// A list's rows, made from its elements by identity.
    public var rows: ListRows? {
        @inlinable
        _read { yield parts.rows }
        @inlinable
        _modify {
            makeUnique()
            yield &parts.rows
        }
    }

    /// A widget of the kind `content` is, showing it, holding `children`.
    @inlinable
    public init<Kind: ViewKind>(_ content: Kind, children: [View] = []) {
        parts = KindParts(content: content, children: children)
    }

    @usableFromInline
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&parts) { parts = parts.copy }
    }
}

/// Something that describes a widget: a `View`, or one of the kit's building blocks (`Label`,
/// `Button`, `List`…), which a `ViewBuilder` takes alike.
public protocol ViewContent {
    /// The description.
    var view: View { get }
}

extension View: ViewContent {
    /// The description.
    public var view: View { self }
}

/// Builds the children of a box, a stack or an overlay from a list of descriptions, with `if`,
/// `switch` and `for` as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    /// Part of the result builder: one description.
    public static func buildExpression(_ content: some ViewContent) -> [View] { [content.view] }
    /// Part of the result builder: one description, as the building blocks make it (taken as
    /// it is, without going through `ViewContent`).
    public static func buildExpression(_ view: View) -> [View] { [view] }
    /// Part of the result builder: descriptions already made.
    public static func buildExpression(_ views: [View]) -> [View] { views }
    /// Part of the result builder: a block's descriptions, in order.
    public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
    /// Part of the result builder: an `if` without `else`.
    public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
    /// Part of the result builder: an `if`'s or a `switch`'s branch.
    public static func buildEither(first: [View]) -> [View] { first }
    /// Part of the result builder: an `if`'s or a `switch`'s branch.
    public static func buildEither(second: [View]) -> [View] { second }
    /// Part of the result builder: a `for` loop.
    public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
}

/// Sends an app's actions to its store, from a description's buttons and entries. A pane
/// that speaks a part of the app's actions gets its own with `map`.
public struct Send<Action> {
    private let body: @MainActor (Action) -> Void

    /// Sends with `body`.
    public init(_ body: @escaping @MainActor (Action) -> Void) {
        self.body = body
    }

    /// Sends `action`.
    @MainActor
    public func callAsFunction(_ action: Action) {
        body(action)
    }

    /// Sends a part's actions wrapped in the whole app's: `send.map { .clockList($0) }`.
    @MainActor
    public func map<Part>(_ wrap: @escaping (Part) -> Action) -> Send<Part> {
        Send<Part> { [body] in body(wrap($0)) }
    }
}
