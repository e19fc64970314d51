import CGtk
import MeridianCore
import MeridianKit
import MeridianStore

/// "Removed Tokyo" · Undo · ×: GTK 3's in-app notification (Adwaita's `.app-notification`, as
/// Nautilus shows one for what it deletes), floating at the foot of the clock list as
/// libadwaita's toasts do, where it covers no row's remove button while the list is short.
/// Undo runs `app.undo`, as Ctrl+Z does; the state decides when the notice goes.
@MainActor
final class RemovalNoticeView {
    /// The revealer to lay over the list (`gtk_overlay_add_overlay`).
    let root: Widget
    let text = Widgets.label("", overflow: .wrapThenEllipsize(lines: 2))
    let undoButton: Widget
    let closeButton: Widget
    private let frame: Widget

    init(store: AppStore) {
        undoButton = gtk_button_new_with_mnemonic(tr("_Undo"))!
        gtk_actionable_set_action_name(undoButton.opaque, "app.undo")
        gtk_widget_set_tooltip_text(undoButton, tr("Undo (Ctrl+Z)"))
        gtk_widget_set_valign(undoButton, GTK_ALIGN_CENTER)
        closeButton = Widgets.iconButton("window-close-symbolic", accessibleName: tr("Close notice"))
        gtk_button_set_relief(closeButton.cast(), GTK_RELIEF_NONE)
        gtk_widget_set_valign(closeButton, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(text, 1)
        // A screen reader announces the words when they appear, as a notification.
        atk_object_set_role(gtk_widget_get_accessible(text), ATK_ROLE_NOTIFICATION)

        let content = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [text, undoButton, closeButton])
        frame = gtk_frame_new(nil)
        Widgets.addClass(frame, "app-notification")
        gtk_container_add(frame.cast(), content)
        // The pointer over the notice (its buttons included) holds it: an event box without a
        // window of its own sees the crossings.
        let hover = gtk_event_box_new()!
        gtk_event_box_set_visible_window(hover.cast(), 0)
        gtk_widget_add_events(hover, gint(GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
        gtk_container_add(hover.cast(), frame)
        Widgets.setAccessibleName(frame, tr("Notice"))

        root = RevealerBinding.make(hover, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        gtk_widget_set_halign(root, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(root, GTK_ALIGN_END)
        Widgets.addClass(frame, "floating")
        Widgets.margins(root, 12)

        onSignal(closeButton, "clicked") { store.send(.notice(.closeButtonClicked)) }
        // Crossings into a child (a button) and back are not the pointer leaving the notice.
        for (signal, isHovered) in [("enter-notify-event", true), ("leave-notify-event", false)] {
            onEvent(hover, signal) { event in
                guard let crossing = event?.assumingMemoryBound(to: GdkEventCrossing.self).pointee,
                    crossing.detail != GDK_NOTIFY_INFERIOR
                else { return false }
                store.send(.notice(.hoverChanged(isHovered: isHovered)))
                return false
            }
        }
        // GTK sets the focus child of every container the focus leaves to none.
        onSignal(content, "set-focus-child") { (child: gpointer?) in
            store.send(.notice(.focusChanged(hasFocus: child != nil)))
        }
        WidgetLifetime(of: root).keep([store.observe({ RemovalNoticeModel($0) }) { [unowned self] in self.render($0) }])
    }

    func render(_ model: RemovalNoticeModel?) {
        // Time travel shows the notice of the present, which the past never brings back.
        RevealerBinding.apply(root, shown: model != nil, milliseconds: 200)
        guard let model else { return }
        let current = String(cString: gtk_label_get_text(text.cast()))
        guard current != model.text else { return }
        Widgets.setLabel(text, model.text)
        Widgets.setAccessibleName(text, model.accessibleName)
        // A notice that replaces a shown one is announced too: its words appear anew.
        if gtk_widget_get_mapped(text) != 0 {
            gtk_widget_hide(text)
            gtk_widget_show(text)
        }
    }
}
