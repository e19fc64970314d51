import CGtk
import MeridianKitCore

/// A label (`Label`): text, what it does with text longer than its room, and the widget its
/// Alt key focuses.
@MainActor
extension LabelContent: GtkKind {
    typealias Gtk = GtkLabel

    static func make(_ label: LabelContent) -> Widget {
        label.mnemonicTarget == nil ? gtk_label_new(VisibleText.of(label.text)) : gtk_label_new_with_mnemonic(VisibleText.of(label.text))
    }

    func apply(over old: LabelContent?, to label: UnsafeMutablePointer<GtkLabel>, of node: MountedView) {
        if let old, old.text != text {
            node.set {
                if mnemonicTarget == nil {
                    gtk_label_set_text(label, VisibleText.of(text))
                } else {
                    gtk_label_set_text_with_mnemonic(label, VisibleText.of(text))
                }
            }
        }
        if old?.xalign ?? 0.5 != xalign { node.set { gtk_label_set_xalign(label, Float(xalign)) } }
        if old?.overflow != overflow { node.set { applyOverflow(to: label) } }
        if old?.isSelectable ?? false != isSelectable {
            if isSelectable { Self.keepSelectionOnFocus }
            node.set { gtk_label_set_selectable(label, isSelectable.gboolean) }
        }
        if old?.widthInCharacters ?? -1 != widthInCharacters { node.set { gtk_label_set_width_chars(label, Int32(widthInCharacters)) } }
        if old?.maximumWidth != maximumWidth { node.set { gtk_label_set_max_width_chars(label, Int32(maximumWidth ?? -1)) } }
        if let target = mnemonicTarget, old?.mnemonicTarget != target { node.host.label(label.widget, focuses: target) }
    }

    /// A notification whose words change while it shows is announced again: it appears anew,
    /// once its text and name are set.
    func finish(over old: LabelContent?, _ label: UnsafeMutablePointer<GtkLabel>, of node: MountedView) {
        guard node.view.traits.accessibleRole == .notification, let old, old.text != text, gtk_widget_get_mapped(label.widget).isTrue else { return }
        node.set {
            gtk_widget_hide(label.widget)
            gtk_widget_show(label.widget)
        }
    }

    /// GTK selects the whole text of a selectable label that takes the keyboard focus, which a
    /// label in a message bar does when the window opens with nothing focusable before it: the
    /// message would open drawn as selected, hard to read in some themes. Selecting stays the
    /// user's doing (a drag, Ctrl+A); the setting is the application's, set once.
    private static let keepSelectionOnFocus: Void = meridian_settings_keep_label_selection_on_focus()

    private func applyOverflow(to label: UnsafeMutablePointer<GtkLabel>) {
        switch overflow {
        case .ellipsize:
            gtk_label_set_line_wrap(label, 0)
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
            meridian_label_show_cut_text_as_tooltip(label.widget)
        case .wrap:
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_NONE)
            gtk_label_set_line_wrap(label, 1)
            gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_justify(label, xalign == 0.5 ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT)
        case .wrapThenEllipsize(let lines):
            gtk_label_set_line_wrap(label, 1)
            gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_lines(label, Int32(lines))
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
            gtk_label_set_justify(label, xalign == 0.5 ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT)
            meridian_label_show_cut_text_as_tooltip(label.widget)
        case .whole:
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_NONE)
            gtk_label_set_line_wrap(label, 0)
        }
    }
}
