import CGtk
import MeridianKitCore

/// A turning wheel while something is under way (`Spinner`).
@MainActor
extension SpinnerContent: GtkKind {
    typealias Gtk = GtkSpinner

    static func make(_ spinner: SpinnerContent) -> Widget { gtk_spinner_new() }

    func apply(over old: SpinnerContent?, to spinner: UnsafeMutablePointer<GtkSpinner>, of node: MountedView) {
        if old?.isSpinning ?? false != isSpinning { node.set { isSpinning ? gtk_spinner_start(spinner) : gtk_spinner_stop(spinner) } }
    }
}
