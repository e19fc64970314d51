import CGtk
import MeridianKitCore
import MeridianStore

/// A GTK widget; the typed pointer GTK's functions take.
public typealias Widget = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same object as another GTK type (GTK's `GTK_BOX(widget)` casts, which are macros).
    public func cast<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }

    /// The same object as a GTK interface (`GtkEditable`, `GtkFileChooser`), which Swift imports
    /// as an opaque pointer.
    public var opaque: OpaquePointer { OpaquePointer(self) }
}

/// A widget from any GTK type's pointer.
public func widget<T>(_ pointer: UnsafeMutablePointer<T>) -> Widget {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
}

/// Small helpers for making GTK widgets and setting them from state: each setter changes a
/// widget only when the value differs, so applying the same state twice redraws nothing.
@MainActor
public enum Widgets {
    /// What a screen reader says for a slider's value instead of the number: the words the
    /// label beside it shows.
    public static func setAccessibleValueText(_ widget: Widget, _ text: String) {
        meridian_accessible_set_value_text(widget, text)
    }

    /// The name screen readers and AT-SPI clients know the widget by.
    public static func setAccessibleName(_ widget: Widget, _ name: String) {
        let accessible = gtk_widget_get_accessible(widget)
        let name = VisibleText.of(name)
        if let current = atk_object_get_name(accessible), String(cString: current) == name { return }
        atk_object_set_name(accessible, name)
    }

    /// Adds the CSS class `name`.
    public static func addClass(_ widget: Widget, _ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    /// Adds or removes the CSS class `name`.
    public static func setClass(_ widget: Widget, _ name: String, _ on: Bool) {
        let context = gtk_widget_get_style_context(widget)
        if on { gtk_style_context_add_class(context, name) } else { gtk_style_context_remove_class(context, name) }
    }

    /// What a label does with text longer than its room: no text, however long, may make its
    /// pane (and so the window) wider than the window the state describes.
    public enum Overflow {
        /// One line, cut with "…" (names, titles, status lines); a cut text is read whole in a tooltip.
        case ellipsize
        /// As many lines as it takes, broken between words or, in a long word, between characters.
        case wrap
        /// Wrapped as `.wrap`, up to `lines` lines, and only then cut with "…": for a place that
        /// shows either a sentence telling the user what to do, which must be read whole, or a
        /// name that may be any length.
        case wrapThenEllipsize(lines: Int32)
        /// Short text the app writes itself (a time, a word of the interface): shown whole.
        case whole
    }

    /// A label showing `text`, aligned by `xalign` (0 leading, 0.5 centred), with the CSS `classes`
    /// and what it does with text longer than its room.
    public static func label(_ text: String, classes: [String] = [], xalign: Float = 0, overflow: Overflow = .ellipsize) -> Widget {
        let label = gtk_label_new(VisibleText.of(text))!
        gtk_label_set_xalign(label.cast(), xalign)
        switch overflow {
        case .ellipsize:
            gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
            meridian_label_show_cut_text_as_tooltip(label)
        case .wrap:
            gtk_label_set_line_wrap(label.cast(), 1)
            gtk_label_set_line_wrap_mode(label.cast(), PANGO_WRAP_WORD_CHAR)
        case .wrapThenEllipsize(let lines):
            gtk_label_set_line_wrap(label.cast(), 1)
            gtk_label_set_line_wrap_mode(label.cast(), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_lines(label.cast(), lines)
            gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
            gtk_label_set_justify(label.cast(), xalign == 0.5 ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT)
            meridian_label_show_cut_text_as_tooltip(label)
        case .whole:
            break
        }
        for name in classes { addClass(label, name) }
        return label
    }

    /// Puts `text` on the desktop's clipboard, as Ctrl+C does.
    public static func copyToClipboard(_ text: String) {
        gtk_clipboard_set_text(gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)), text, Int32(text.utf8.count))
    }

    /// Sets a label's text, only when it differs.
    public static func setLabel(_ label: Widget, _ text: String) {
        let text = VisibleText.of(text)
        if let current = gtk_label_get_text(label.cast()), String(cString: current) == text { return }
        gtk_label_set_text(label.cast(), text)
    }

    /// Makes a label cut with "…" take the room its parent gives it, whatever its words: it asks
    /// for one character's width at most, so new words never ask the window to lay itself out
    /// again (`LayoutBoundary`).
    static func takeTheRoomGiven(_ label: Widget) {
        gtk_widget_set_hexpand(label, 1)
        gtk_label_set_max_width_chars(label.cast(), 1)
    }

    /// A combo box of texts whose menu drops down from the box (or up, where the screen ends
    /// below it), every choice drawn at once. GTK 3's own placement puts the chosen item over
    /// the box and scrolls the menu to keep it there: near the bottom of the screen (the History
    /// bar's "Travel through") the menu opened as a blank strip with a scroll arrow, its items
    /// drawn only once hovered.
    public static func choiceBox() -> Widget {
        let box = gtk_combo_box_text_new()!
        // Any wrap width makes GTK place the menu under the box, flipped above it when there is
        // no room; one column is the plain list.
        gtk_combo_box_set_wrap_width(box.cast(), 1)
        return box
    }

    /// A box of `children` in `orientation`, `spacing` pixels apart.
    public static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, _ children: [Widget] = []) -> Widget {
        let box = gtk_box_new(orientation, spacing)!
        for child in children { gtk_container_add(box.cast(), child) }
        return box
    }

    /// The widgets `widget` holds, in GTK's order (none if it is not a container; its
    /// internal parts left out, as `gtk_container_get_children` leaves them).
    static func children(of widget: Widget) -> [Widget] {
        guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_container_get_type()) != 0 else { return [] }
        let list = gtk_container_get_children(typed(widget, as: GtkContainer.self))
        defer { g_list_free(list) }
        var children: [Widget] = []
        var link = list
        while let node = link {
            if let child = node.pointee.data { children.append(child.assumingMemoryBound(to: GtkWidget.self)) }
            link = node.pointee.next
        }
        return children
    }

    /// Shows or hides a widget because the state says so. The widget is marked so that
    /// `gtk_widget_show_all` (run when a window is presented) leaves it as the state left it:
    /// otherwise presenting the window again would show what the state hides.
    public static func setVisible(_ widget: Widget, _ visible: Bool) {
        if gtk_widget_get_no_show_all(widget) == 0 { gtk_widget_set_no_show_all(widget, 1) }
        if (gtk_widget_get_visible(widget) != 0) != visible { gtk_widget_set_visible(widget, visible ? 1 : 0) }
    }

    /// Sets whether `widget` takes input, only when that changes (each change redraws it).
    public static func setSensitive(_ widget: Widget, _ sensitive: Bool) {
        if (gtk_widget_get_sensitive(widget) != 0) != sensitive { gtk_widget_set_sensitive(widget, sensitive ? 1 : 0) }
    }

    /// Sets the same margin, in pixels, on all four sides.
    public static func margins(_ widget: Widget, _ all: Int32) {
        gtk_widget_set_margin_top(widget, all)
        gtk_widget_set_margin_bottom(widget, all)
        gtk_widget_set_margin_start(widget, all)
        gtk_widget_set_margin_end(widget, all)
    }
}
