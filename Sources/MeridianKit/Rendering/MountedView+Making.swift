import CGtk
import MeridianKitCore

// Making each kind's widget, and putting children into it.
extension MountedView {
    static func make(_ kind: ViewKind, host: ViewHost) -> Widget {
        switch kind {
        case .box(let layout): gtk_box_new(layout.axis.gtk, Int32(layout.spacing))
        case .label(let label):
            label.mnemonicTarget == nil ? gtk_label_new(label.text) : gtk_label_new_with_mnemonic(label.text)
        case .image(let image): gtk_image_new_from_icon_name(image.iconName, GTK_ICON_SIZE_BUTTON)
        case .button(let button):
            button.iconName.map { gtk_button_new_from_icon_name($0, GTK_ICON_SIZE_BUTTON) }
                ?? (button.usesMnemonic ? gtk_button_new_with_mnemonic(button.label ?? "") : gtk_button_new_with_label(button.label ?? ""))
        case .toggle(let toggle):
            switch toggle.style {
            case .toggleButton: gtk_toggle_button_new_with_label(toggle.label ?? "")
            case .checkButton: gtk_check_button_new_with_label(toggle.label ?? "")
            case .switch: gtk_switch_new()
            }
        case .entry(let entry): entry.isSearch ? gtk_search_entry_new() : gtk_entry_new()
        case .choice: Widgets.choiceBox()
        case .slider(let slider):
            {
                let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, slider.step)!
                gtk_scale_set_draw_value(scale.cast(), 0)
                gtk_range_set_increments(scale.cast(), slider.step, slider.step * 10)
                return scale
            }()
        case .separator(let axis): gtk_separator_new(axis.gtk)
        case .spinner: gtk_spinner_new()
        case .eventArea: gtk_event_box_new()
        case .scrolled:
            {
                // What it holds never changes what it asks for, so its relayouts stay inside it.
                let scrolled = gtk_scrolled_window_new(nil, nil)!
                LayoutBoundary.install(on: scrolled)
                return scrolled
            }()
        case .revealer: gtk_revealer_new()
        case .stack:
            {
                // As low as the page shown needs: a taller page left aside (an empty state's)
                // never makes the window taller on a small screen.
                let stack = gtk_stack_new()!
                gtk_stack_set_vhomogeneous(stack.cast(), 0)
                return stack
            }()
        case .overlay: gtk_overlay_new()
        case .paned(let paned): gtk_paned_new(paned.axis.gtk)
        case .flow:
            {
                let flow = gtk_flow_box_new()!
                gtk_flow_box_set_selection_mode(flow.cast(), GTK_SELECTION_NONE)
                return flow
            }()
        case .list:
            {
                let list = gtk_list_box_new()!
                gtk_list_box_set_sort_func(list.cast(), byPosition, nil, nil)
                return list
            }()
        case .row: gtk_list_box_row_new()
        case .custom(let custom): custom.make().assumingMemoryBound(to: GtkWidget.self)
        case .lazy: preconditionFailure("A lazy part is made as what it describes (MountedView.init).")
        }
    }

    /// Puts `child`'s widget into this one, as its `index`th child (in a box, last: children
    /// are made in order, and put in their places by `reorder()` after an update).
    func insert(_ child: MountedView, at index: Int) {
        let container = widget
        switch view.kind {
        case .box:
            gtk_container_add(container.cast(), child.widget)
        case .stack:
            gtk_stack_add_named(container.cast(), child.widget, child.pageName)
        case .overlay where index > 0:
            gtk_overlay_add_overlay(container.cast(), child.widget)
            gtk_overlay_set_overlay_pass_through(container.cast(), child.widget, child.view.traits.passesPointerThrough ? 1 : 0)
        case .paned:
            if index == 0 {
                gtk_paned_pack1(container.cast(), child.widget, 1, 0)
            } else {
                gtk_paned_pack2(container.cast(), child.widget, 1, 0)
            }
        case .flow:
            gtk_flow_box_insert(container.cast(), child.widget, Int32(index))
            // The flow box's cells are no stops for Tab: what is inside them is.
            if let cell = gtk_widget_get_parent(child.widget) { gtk_widget_set_can_focus(cell, 0) }
        case .list:
            gtk_list_box_set_placeholder(container.cast(), child.widget)
        case .scrolled:
            // A child made anew in place of another leaves the old one's layout behind.
            Scrolling.clear(container)
            if child.isList {
                Scrolling.holdWithoutPixelCache(child, in: container)
            } else {
                Scrolling.holdFitting(child.widget, in: container)
            }
        default:
            gtk_container_add(container.cast(), child.widget)
        }
    }

    /// Puts a box's children in the described order after some moved or came.
    func reorder() {
        guard case .box = view.kind else { return }
        for (index, child) in children.enumerated() {
            gtk_box_reorder_child(widget.cast(), child.widget, Int32(index))
        }
    }

    var isList: Bool {
        if case .list = view.kind { return true }
        return false
    }

    /// A stack page's name: its id.
    var pageName: String {
        view.traits.id.map { "\($0.base)" } ?? ""
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

/// Orders a described list's rows by the position the last description gave them.
private let byPosition: @convention(c) (UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutablePointer<GtkListBoxRow>?, gpointer?) -> gint = {
    first, second, _ in
    let (a, b) = (MountedList.position(of: first), MountedList.position(of: second))
    return a < b ? -1 : a > b ? 1 : 0
}
