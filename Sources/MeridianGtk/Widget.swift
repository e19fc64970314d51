import CGtk

/// A GTK widget; the typed pointer GTK's functions take.
typealias Widget = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same object as another GTK type (GTK's `GTK_BOX(widget)` casts, which are macros).
    func cast<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }

    /// The same object as a GTK interface (`GtkEditable`, `GtkFileChooser`), which Swift imports
    /// as an opaque pointer.
    var opaque: OpaquePointer { OpaquePointer(self) }
}

/// A widget from any GTK type's pointer.
func widget<T>(_ pointer: UnsafeMutablePointer<T>) -> Widget {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
}

@MainActor
enum Widgets {
    /// The name screen readers and AT-SPI clients know the widget by.
    static func setAccessibleName(_ widget: Widget, _ name: String) {
        let accessible = gtk_widget_get_accessible(widget)
        if let current = atk_object_get_name(accessible), String(cString: current) == name { return }
        atk_object_set_name(accessible, name)
    }

    static func addClass(_ widget: Widget, _ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    static func setClass(_ widget: Widget, _ name: String, _ on: Bool) {
        let context = gtk_widget_get_style_context(widget)
        if on { gtk_style_context_add_class(context, name) } else { gtk_style_context_remove_class(context, name) }
    }

    static func label(_ text: String, classes: [String] = [], xalign: Float = 0) -> Widget {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.cast(), xalign)
        for name in classes { addClass(label, name) }
        return label
    }

    static func setLabel(_ label: Widget, _ text: String) {
        if let current = gtk_label_get_text(label.cast()), String(cString: current) == text { return }
        gtk_label_set_text(label.cast(), text)
    }

    static func iconButton(_ icon: String, accessibleName: String, tooltip: String? = nil) -> Widget {
        let button = gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON)!
        setAccessibleName(button, accessibleName)
        gtk_widget_set_tooltip_text(button, tooltip ?? accessibleName)
        return button
    }

    static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, _ children: [Widget] = []) -> Widget {
        let box = gtk_box_new(orientation, spacing)!
        for child in children { gtk_container_add(box.cast(), child) }
        return box
    }

    /// A list that scrolls vertically and takes the height it is given.
    static func scrolled(_ list: Widget) -> Widget {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_container_add(scrolled.cast(), list)
        return scrolled
    }

    static func setVisible(_ widget: Widget, _ visible: Bool) {
        if (gtk_widget_get_visible(widget) != 0) != visible { gtk_widget_set_visible(widget, visible ? 1 : 0) }
    }

    static func setSensitive(_ widget: Widget, _ sensitive: Bool) {
        if (gtk_widget_get_sensitive(widget) != 0) != sensitive { gtk_widget_set_sensitive(widget, sensitive ? 1 : 0) }
    }

    static func margins(_ widget: Widget, _ all: Int32) {
        gtk_widget_set_margin_top(widget, all)
        gtk_widget_set_margin_bottom(widget, all)
        gtk_widget_set_margin_start(widget, all)
        gtk_widget_set_margin_end(widget, all)
    }
}
