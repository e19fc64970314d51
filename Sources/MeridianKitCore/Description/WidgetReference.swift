/// A typed handle on one described widget, for the code around a description that must reach
/// the widget itself (a hand-written scroll, a dialog's parent, a test): the owner makes one,
/// keeps it, and describes the widget with `.reference(handle)`; the renderer points it at the
/// widget it mounts for that description, follows it through every update, and lets go of it
/// when the widget goes (its row removed, another kind made in its place, the host ended).
///
/// A string tag (`.tag(_:)`) stays what tests and screen-reader walks find a widget by; a
/// reference is what code holds, so no lookup can be misspelt or unwrapped by force.
///
/// - One widget at a time: a reference described on several widgets at once (in every row of
///   a list) is on the one mounted last. Describe one on one widget.
/// - It holds its widget weakly, and the widget's description holds it: neither keeps the
///   other, nor the owner, alive.
/// - Read with nothing mounted (before the host's first description, after the widget went,
///   while a list row is kept aside): the renderer's optional `widget` is `nil`, and its
///   `mountedWidget`, for a widget the description always has, stops the program naming where
///   the reference was made, a mistake in the code rather than a state to handle.
@MainActor
public final class WidgetReference {
    /// The renderer's object for the widget it is on now; `nil`: none is mounted. Weak: the
    /// renderer holds what it mounts, and lets go of it when the widget goes.
    package private(set) weak var target: AnyObject?
    /// Where it was made (`File.swift:12`), for the message of a read with nothing mounted.
    public nonisolated let origin: String

    /// A reference on no widget yet, made at `file`:`line` (said when it is read unmounted).
    public nonisolated init(file: StaticString = #fileID, line: UInt = #line) {
        origin = "\(file):\(line)"
    }

    /// Whether a described widget is mounted for it now.
    public var isMounted: Bool { target != nil }

    /// The renderer mounted `target` for a description holding this reference: it is on that
    /// one now, whichever it was on (a new widget is made before the one it replaces goes).
    package func attach(_ target: AnyObject) {
        self.target = target
    }

    /// `target` leaves the window: the reference lets go of it, unless it is on another by now.
    package func detach(_ target: AnyObject) {
        if self.target === target { self.target = nil }
    }
}

extension WidgetReference: Equatable {
    /// The same reference: references are compared by identity, as the owner holds one.
    public nonisolated static func == (a: WidgetReference, b: WidgetReference) -> Bool { a === b }
}

extension View {
    /// Points `reference` at this widget while it is mounted (see `WidgetReference`): how the
    /// code around a description reaches the widget, rather than by a tag.
    public consuming func reference(_ reference: WidgetReference) -> View {
        var view = self
        view.traits.reference = reference
        return view
    }
}
