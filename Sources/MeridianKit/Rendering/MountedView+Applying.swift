import CGtk
import MeridianKitCore

// Setting what every widget has from its description, each property only when it differs from
// what was set before; what a kind shows, its adapter sets (`Rendering/Kinds`).
extension MountedView {
    /// Sets what `traits` says where it differs from `old` (`isNew`: on a widget just made).
    func apply(_ traits: ViewTraits, over old: ViewTraits, isNew: Bool = false) {
        guard traits != old else { return }
        if traits.accessibleName != old.accessibleName { set { Widgets.setAccessibleName(widget, traits.accessibleName ?? "") } }
        if traits.accessibleDescription != old.accessibleDescription {
            set { atk_object_set_description(gtk_widget_get_accessible(widget), VisibleText.of(traits.accessibleDescription ?? "")) }
        }
        if traits.accessibleRole != old.accessibleRole, let role = traits.accessibleRole {
            set { atk_object_set_role(gtk_widget_get_accessible(widget), role.atk) }
        }
        if traits.accessibleExpansion != old.accessibleExpansion {
            // A row just made has been heard of by no screen reader: nothing to announce, and
            // no accessible object made for every row that scrolls into view.
            set { meridian_accessible_set_expansion(widget, traits.accessibleExpansion.map { $0 ? 2 : 1 } ?? 0, isNew ? 0 : 1) }
        }
        if traits.tooltip != old.tooltip { set { gtk_widget_set_tooltip_text(widget, traits.tooltip.map(VisibleText.of)) } }
        if traits.styleClasses != old.styleClasses {
            for name in old.styleClasses where !traits.styleClasses.contains(name) { set { Widgets.setClass(widget, name, false) } }
            for name in traits.styleClasses where !old.styleClasses.contains(name) { set { Widgets.setClass(widget, name, true) } }
        }
        if traits.isVisible != old.isVisible, (gtk_widget_get_visible(widget) != 0) != traits.isVisible {
            set { gtk_widget_set_visible(widget, traits.isVisible ? 1 : 0) }
        }
        if traits.isEnabled != old.isEnabled { set { gtk_widget_set_sensitive(widget, traits.isEnabled ? 1 : 0) } }
        if traits.isFocusable != old.isFocusable, let focusable = traits.isFocusable { set { gtk_widget_set_can_focus(widget, focusable ? 1 : 0) } }
        if traits.expandsHorizontally != old.expandsHorizontally { set { gtk_widget_set_hexpand(widget, traits.expandsHorizontally ? 1 : 0) } }
        if traits.expandsVertically != old.expandsVertically { set { gtk_widget_set_vexpand(widget, traits.expandsVertically ? 1 : 0) } }
        if traits.horizontalAlignment != old.horizontalAlignment { set { gtk_widget_set_halign(widget, traits.horizontalAlignment.gtk) } }
        if traits.verticalAlignment != old.verticalAlignment { set { gtk_widget_set_valign(widget, traits.verticalAlignment.gtk) } }
        if traits.margins != old.margins {
            set {
                gtk_widget_set_margin_top(widget, Int32(traits.margins.top))
                gtk_widget_set_margin_bottom(widget, Int32(traits.margins.bottom))
                gtk_widget_set_margin_start(widget, Int32(traits.margins.start))
                gtk_widget_set_margin_end(widget, Int32(traits.margins.end))
            }
        }
        if traits.minimumWidth != old.minimumWidth || traits.minimumHeight != old.minimumHeight {
            set { gtk_widget_set_size_request(widget, Int32(traits.minimumWidth), Int32(traits.minimumHeight)) }
        }
    }

    /// Sets a property, counted.
    func set(_ change: () -> Void) {
        host.counted(change)
    }
}

extension AccessibleRole {
    var atk: AtkRole {
        switch self {
        case .notification: ATK_ROLE_NOTIFICATION
        case .panel: ATK_ROLE_PANEL
        case .tree: ATK_ROLE_TREE
        }
    }
}

extension Axis {
    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

extension Alignment {
    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .end: GTK_ALIGN_END
        }
    }
}
