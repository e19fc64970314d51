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
    return View(.custom(CustomContent(key: key, isOwnedElsewhere: ownedElsewhere, make: makeRaw, update: updateRaw)))
}
