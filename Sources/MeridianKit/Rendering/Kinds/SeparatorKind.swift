import CGtk
import MeridianKitCore

/// A thin line between parts (`Separator`).
@MainActor
extension SeparatorContent: GtkKind {
    typealias Gtk = GtkSeparator

    static func make(_ separator: SeparatorContent) -> Widget { gtk_separator_new(separator.axis.gtk) }

    // Its axis is its widget's: another axis makes another separator.
    func apply(over old: SeparatorContent?, to separator: UnsafeMutablePointer<GtkSeparator>, of node: MountedView) {}
}
