import CGtk
import MeridianKitCore

/// A bar that tells the user something until they answer it (`InfoBar`): its first child is its
/// message, in the content area; the others are buttons in its action area. Any answer (the
/// close button, or one of the buttons after its own action) sends `onActivate`.
@MainActor
extension InfoBarContent: GtkKind {
    typealias Gtk = GtkInfoBar

    static func make(_ bar: InfoBarContent) -> Widget { gtk_info_bar_new() }

    static func setUp(_ bar: UnsafeMutablePointer<GtkInfoBar>, of node: MountedView) {
        onSignal(bar, "response") { [weak node] (_: gpointer?) in node?.fromUser { $0.view.events.onActivate?() } }
    }

    func apply(over old: InfoBarContent?, to bar: UnsafeMutablePointer<GtkInfoBar>, of node: MountedView) {
        if old?.showsCloseButton != showsCloseButton { node.set { gtk_info_bar_set_show_close_button(bar, showsCloseButton.gboolean) } }
        if old?.closeButtonName != closeButtonName, let close = Self.closeButton(of: bar) {
            node.set {
                Widgets.setAccessibleName(close, closeButtonName)
                gtk_widget_set_tooltip_text(close, VisibleText.of(closeButtonName))
            }
        }
        if old?.messageType != messageType {
            node.set { gtk_info_bar_set_message_type(bar, messageType.gtk) }
            // GTK names the bar for its type ("Warning", "Information") whenever the type
            // changes: it is named again, as described (traits are applied only when they change).
            if old != nil, let name = node.view.traits.accessibleName { node.set { Widgets.setAccessibleName(bar.widget, name) } }
        }
    }

    /// GTK's own close button: the button showing `window-close-symbolic` beside the action
    /// area (GTK 3.24 packs it into the box that holds the content and action areas).
    static func closeButton(of bar: UnsafeMutablePointer<GtkInfoBar>) -> Widget? {
        guard let area = gtk_info_bar_get_action_area(bar), let box = gtk_widget_get_parent(area) else { return nil }
        return Widgets.children(of: box).first { child in
            guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(child)), gtk_button_get_type()) != 0,
                let image = gtk_bin_get_child(typed(child, as: GtkBin.self)),
                g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(image)), gtk_image_get_type()) != 0
            else { return false }
            var name: UnsafePointer<gchar>?
            gtk_image_get_icon_name(typed(image, as: GtkImage.self), &name, nil)
            return name.map { String(cString: $0) } == "window-close-symbolic"
        }
    }

    static func insert(_ child: MountedView, at index: Int, into bar: UnsafeMutablePointer<GtkInfoBar>, of node: MountedView) {
        if index == 0 {
            gtk_container_add(typed(gtk_info_bar_get_content_area(bar), as: GtkContainer.self), child.widget)
        } else {
            // Each button answers with its own response, heard as the bar's `response`.
            gtk_info_bar_add_action_widget(bar, child.widget, Int32(index))
        }
    }
}

extension InfoBarContent.MessageType {
    var gtk: GtkMessageType {
        switch self {
        case .info: GTK_MESSAGE_INFO
        case .warning: GTK_MESSAGE_WARNING
        case .question: GTK_MESSAGE_QUESTION
        case .error: GTK_MESSAGE_ERROR
        case .other: GTK_MESSAGE_OTHER
        }
    }
}

/// GTK's info bar is a box.
extension GtkInfoBar: IsContainer {}
