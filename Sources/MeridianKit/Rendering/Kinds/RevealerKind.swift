import CGtk
import MeridianKitCore

/// One child shown or hidden with an animation (`Revealer`). Described without its child
/// (`Revealer(showing: nil)`), it hides the one it has as it was.
@MainActor
extension RevealContent: GtkKind {
    typealias Gtk = GtkRevealer

    static func make(_ reveal: RevealContent) -> Widget { gtk_revealer_new() }

    func apply(over old: RevealContent?, to revealer: UnsafeMutablePointer<GtkRevealer>, of node: MountedView) {
        if old?.transition != transition { node.set { gtk_revealer_set_transition_type(revealer, transition.gtk) } }
        if old?.milliseconds != milliseconds { node.set { gtk_revealer_set_transition_duration(revealer, guint(max(milliseconds, 0))) } }
        if old?.isShown ?? false != isShown { node.set { gtk_revealer_set_reveal_child(revealer, isShown.gboolean) } }
    }

    nonisolated static var keepsItsChildWhenDescribedWithout: Bool { true }
}

extension RevealContent.Transition {
    var gtk: GtkRevealerTransitionType {
        switch self {
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        }
    }
}
