import CGtk
import MeridianKitCore

/// How far some work has come (`ProgressBar`).
@MainActor
extension ProgressBarContent: GtkKind {
    typealias Gtk = GtkProgressBar

    static func make(_ bar: ProgressBarContent) -> Widget { gtk_progress_bar_new() }

    func apply(over old: ProgressBarContent?, to bar: UnsafeMutablePointer<GtkProgressBar>, of node: MountedView) {
        if old?.fraction != fraction { node.set { gtk_progress_bar_set_fraction(bar, fraction) } }
    }
}
