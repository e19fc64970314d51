import CGtk
import MeridianKitCore

/// The escape hatch: a widget of the app's own in a described window (a video sink, a drawing
/// area). `make` makes it once; `update`, when given, runs with it after every description.
/// Another `key` makes another widget.
///
/// A widget `make` makes, destroyed with the window; or, when `ownedElsewhere`, a widget
/// something else keeps (an engine's video sink), taken out of the window and never destroyed.
@MainActor
public func Custom(_ key: String, ownedElsewhere: Bool = false, make: @escaping @MainActor () -> Widget, update: (@MainActor (Widget) -> Void)? = nil) -> View {
    let makeRaw: @MainActor () -> UnsafeMutableRawPointer = { UnsafeMutableRawPointer(make()) }
    var updateRaw: (@MainActor (UnsafeMutableRawPointer) -> Void)?
    if let update {
        updateRaw = { update($0.assumingMemoryBound(to: GtkWidget.self)) }
    }
    return View(CustomContent(key: key, isOwnedElsewhere: ownedElsewhere, make: makeRaw, update: updateRaw))
}

/// A widget of the app's own: made by its `make`, updated by its `update` after every
/// description, and, when something else owns it, taken out of the window rather than destroyed.
@MainActor
extension CustomContent: GtkKind {
    typealias Gtk = GtkWidget

    static func make(_ custom: CustomContent) -> Widget { custom.make().assumingMemoryBound(to: GtkWidget.self) }

    func apply(over old: CustomContent?, to widget: Widget, of node: MountedView) {}

    static func described(_ widget: Widget, of node: MountedView) {
        content(of: node.view).update?(UnsafeMutableRawPointer(widget))
    }

    static func isOwnedElsewhere(_ node: MountedView) -> Bool {
        content(of: node.view).isOwnedElsewhere
    }
}
