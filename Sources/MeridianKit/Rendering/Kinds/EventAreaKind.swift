import CGtk
import MeridianKitCore

/// An area that hears the pointer and the keyboard for what it holds (`EventArea`): its events
/// are every widget's (`MountedView.connectEvents`).
@MainActor
extension EventAreaContent: GtkKind {
    typealias Gtk = GtkEventBox

    static func make(_ area: EventAreaContent) -> Widget { gtk_event_box_new() }

    static func setUp(_ area: UnsafeMutablePointer<GtkEventBox>, of node: MountedView) {
        // A focusable area takes the keyboard's focus when clicked, as a button does, so that
        // its keys reach it; before its `onPress` is sent (connected first).
        onEvent(area, "button-press-event") { [weak node] _ in
            guard let node, node.isMounted, node.view.traits.isFocusable == true else { return false }
            gtk_widget_grab_focus(area.widget)
            return false
        }
    }

    func apply(over old: EventAreaContent?, to area: UnsafeMutablePointer<GtkEventBox>, of node: MountedView) {}
}
