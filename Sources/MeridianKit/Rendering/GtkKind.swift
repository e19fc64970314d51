import CGtk
import MeridianKitCore

/// How the GTK 3 renderer shows one kind of described widget: a kind's content type (in
/// MeridianKitCore) conforms to it in its own file under `Rendering/Kinds`, where making the
/// widget, applying a new content over the old, connecting the kind's signals, showing what the
/// user edits, and putting children in live together. `MountedView` finds the adapter by the
/// content's type when it makes the widget, and calls it; no list of kinds names it.
///
/// Only `Gtk`, `make` and `apply` are required; the rest have defaults for a widget that takes
/// no input and holds no children.
protocol GtkKind: ViewKind {
    /// The GTK class the adapter makes (`GtkLabel`): the adapter gets its widget as one.
    associatedtype Gtk

    /// Makes the widget for `content` (a GTK constructor; what it sets beyond, `setUp` sets).
    @MainActor static func make(_ content: Self) -> Widget
    /// Sets up a widget just made, once: what every widget of the kind has, and its signals
    /// (`node.fromUser` runs a handler for the user's input only, never for the renderer's).
    @MainActor static func setUp(_ widget: UnsafeMutablePointer<Gtk>, of node: MountedView)
    /// Sets what this content says where it differs from `old` (`nil`: a new widget), each
    /// property through `node.set`, which counts it. Called only when the content changed.
    @MainActor func apply(over old: Self?, to widget: UnsafeMutablePointer<Gtk>, of node: MountedView)
    /// After the traits and the children are applied, when the content is new or changed (a
    /// stack shows its page once the page is there).
    @MainActor func finish(over old: Self?, _ widget: UnsafeMutablePointer<Gtk>, of node: MountedView)
    /// After every description of the widget, changed or not (a custom widget's `update`).
    @MainActor static func described(_ widget: UnsafeMutablePointer<Gtk>, of node: MountedView)
    /// Shows the state's value of what the user edits where the widget shows another (after
    /// the user's input, and when GTK changed it by itself).
    @MainActor func showEditableValue(in widget: UnsafeMutablePointer<Gtk>, of node: MountedView)

    /// Puts `child`'s widget in, as its `index`th child (in a box, last: children are made in
    /// order, and put in their places by `reorder` after an update).
    @MainActor static func insert(_ child: MountedView, at index: Int, into widget: UnsafeMutablePointer<Gtk>, of node: MountedView)
    /// Puts the children's widgets in the described order after some moved or came.
    @MainActor static func reorder(_ children: [MountedView], in widget: UnsafeMutablePointer<Gtk>)
    /// What leaves the widget with a child's widget (a flow box's cell, not only its content).
    @MainActor static func removable(_ child: Widget) -> Widget
    /// Destroys a child's widget that leaves (by default `removable(child)`, which its parent's
    /// remove takes out: a list's placeholder is no child its remove knows).
    @MainActor static func destroyChild(_ child: Widget)
    /// Whether a description without children leaves the child it has as it was (a revealer
    /// hiding its last child).
    static var keepsItsChildWhenDescribedWithout: Bool { get }
    /// Whether the widget belongs to something that outlives the window: taken out of its
    /// parent, never destroyed.
    @MainActor static func isOwnedElsewhere(_ node: MountedView) -> Bool
}

extension GtkKind {
    @MainActor static func setUp(_ widget: UnsafeMutablePointer<Gtk>, of node: MountedView) {}
    @MainActor func finish(over old: Self?, _ widget: UnsafeMutablePointer<Gtk>, of node: MountedView) {}
    @MainActor static func described(_ widget: UnsafeMutablePointer<Gtk>, of node: MountedView) {}
    @MainActor func showEditableValue(in widget: UnsafeMutablePointer<Gtk>, of node: MountedView) {}
    @MainActor static func insert(_ child: MountedView, at index: Int, into widget: UnsafeMutablePointer<Gtk>, of node: MountedView) {
        gtk_container_add(typed(node.widget, as: GtkContainer.self), child.widget)
    }
    @MainActor static func reorder(_ children: [MountedView], in widget: UnsafeMutablePointer<Gtk>) {}
    @MainActor static func removable(_ child: Widget) -> Widget { child }
    @MainActor static func destroyChild(_ child: Widget) { gtk_widget_destroy(removable(child)) }
    static var keepsItsChildWhenDescribedWithout: Bool { false }
    @MainActor static func isOwnedElsewhere(_ node: MountedView) -> Bool { false }
}

// How `MountedView` calls an adapter it knows only by its metatype (`any GtkKind.Type`): each
// opens the description's content as the adapter's own type and the widget as its GTK class.
/// The adapter of `view`'s kind: its content type's conformance, looked up by the runtime (and
/// cached by it) once per widget made.
@MainActor
func gtkAdapter(of view: View) -> any GtkKind.Type {
    guard let adapter = view.kindType as? any GtkKind.Type else {
        preconditionFailure("\(view.kindType) has no GTK adapter: write one in Sources/MeridianKit/Rendering/Kinds")
    }
    return adapter
}

extension GtkKind {

    @MainActor static func content(of view: View) -> Self {
        guard let content = view.content(as: Self.self) else { preconditionFailure("a \(view.kindType) given to \(Self.self)'s adapter") }
        return content
    }

    @MainActor static func gtk(_ node: MountedView) -> UnsafeMutablePointer<Gtk> { typed(node.widget, as: Gtk.self) }

    @MainActor static func makeWidget(for view: View) -> Widget { make(content(of: view)) }

    /// Sets a widget just made up, and applies its content.
    @MainActor static func mount(_ node: MountedView) {
        let widget = gtk(node)
        setUp(widget, of: node)
        content(of: node.view).apply(over: nil, to: widget, of: node)
    }

    @MainActor static func apply(_ node: MountedView, over old: View) {
        content(of: node.view).apply(over: old.content(as: Self.self), to: gtk(node), of: node)
    }

    @MainActor static func finish(_ node: MountedView, over old: View?) {
        content(of: node.view).finish(over: old?.content(as: Self.self), gtk(node), of: node)
    }

    @MainActor static func described(_ node: MountedView) {
        described(gtk(node), of: node)
    }

    @MainActor static func showEditableValue(of node: MountedView) {
        content(of: node.view).showEditableValue(in: gtk(node), of: node)
    }

    @MainActor static func insert(_ child: MountedView, at index: Int, in node: MountedView) {
        insert(child, at: index, into: gtk(node), of: node)
    }

    @MainActor static func reorder(_ node: MountedView) {
        reorder(node.children, in: gtk(node))
    }
}
