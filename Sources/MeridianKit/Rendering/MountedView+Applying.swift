import CGtk
import MeridianKitCore

// Setting a widget from its description: each property only when it differs from what was
// set before (or, for what the user edits, from what the widget shows).
extension MountedView {
    /// Sets what `kind` says where it differs from `old` (`nil`: a new widget).
    func apply(_ kind: ViewKind, over old: ViewKind?) {
        switch kind {
        case .box(let layout):
            guard case .box(let before)? = old else {
                if layout.isHomogeneous { set { gtk_box_set_homogeneous(widget.cast(), 1) } }
                return
            }
            if before.spacing != layout.spacing { set { gtk_box_set_spacing(widget.cast(), Int32(layout.spacing)) } }
            if before.isHomogeneous != layout.isHomogeneous { set { gtk_box_set_homogeneous(widget.cast(), layout.isHomogeneous ? 1 : 0) } }
        case .label(let label):
            let before: LabelContent? = if case .label(let before)? = old { before } else { nil }
            if let before, before.text != label.text {
                set {
                    if label.mnemonicTarget == nil {
                        gtk_label_set_text(widget.cast(), label.text)
                    } else {
                        gtk_label_set_text_with_mnemonic(widget.cast(), label.text)
                    }
                }
            }
            if before?.xalign ?? 0.5 != label.xalign { set { gtk_label_set_xalign(widget.cast(), Float(label.xalign)) } }
            if before?.overflow != label.overflow { set { applyOverflow(label) } }
            if before?.isSelectable ?? false != label.isSelectable { set { gtk_label_set_selectable(widget.cast(), label.isSelectable ? 1 : 0) } }
            if before?.widthInCharacters ?? -1 != label.widthInCharacters { set { gtk_label_set_width_chars(widget.cast(), Int32(label.widthInCharacters)) } }
            if let target = label.mnemonicTarget, before?.mnemonicTarget != target { host.label(widget, focuses: target) }
        case .image(let image):
            let before: ImageContent? = if case .image(let before)? = old { before } else { nil }
            if let before, before.iconName != image.iconName {
                set { gtk_image_set_from_icon_name(widget.cast(), image.iconName, GTK_ICON_SIZE_BUTTON) }
            }
            if before?.pixelSize != image.pixelSize { set { gtk_image_set_pixel_size(widget.cast(), Int32(image.pixelSize)) } }
        case .button(let button):
            let before: ButtonContent? = if case .button(let before)? = old { before } else { nil }
            if let before, before.label != button.label, let label = button.label {
                // A button made with its Alt key keeps reading the underline in a new label.
                set { gtk_button_set_label(widget.cast(), label) }
            }
            if let before, before.iconName != button.iconName, let icon = button.iconName {
                set { gtk_button_set_image(widget.cast(), gtk_image_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON)) }
            }
            if before?.isFlat ?? false != button.isFlat { set { gtk_button_set_relief(widget.cast(), button.isFlat ? GTK_RELIEF_NONE : GTK_RELIEF_NORMAL) } }
            if before?.command != button.command { set { gtk_actionable_set_action_name(widget.opaque, button.command) } }
        case .toggle(let toggle):
            let before: ToggleContent? = if case .toggle(let before)? = old { before } else { nil }
            if let before, before.label != toggle.label, let label = toggle.label, toggle.style != .switch {
                set { gtk_button_set_label(widget.cast(), label) }
            }
            if before?.isOn != toggle.isOn { showToggle(toggle) }
        case .entry(let entry):
            let before: EntryContent? = if case .entry(let before)? = old { before } else { nil }
            if before?.placeholder != entry.placeholder { set { gtk_entry_set_placeholder_text(widget.cast(), entry.placeholder) } }
            if before?.text != entry.text { showText(entry.text) }
        case .choice(let choice):
            let before: ChoiceContent? = if case .choice(let before)? = old { before } else { nil }
            if before?.options != choice.options {
                set {
                    gtk_combo_box_text_remove_all(widget.cast())
                    for option in choice.options { gtk_combo_box_text_append(widget.cast(), option.id, option.title) }
                }
            }
            if before?.selected != choice.selected || before?.options != choice.options { showChoice(choice.selected) }
        case .slider(let slider):
            let before: SliderContent? = if case .slider(let before)? = old { before } else { nil }
            if let before, before.step != slider.step { set { gtk_range_set_increments(widget.cast(), slider.step, slider.step * 10) } }
            if before?.value != slider.value || before?.upper != slider.upper { showSlider(slider) }
            if before?.valueText != slider.valueText, let text = slider.valueText { set { Widgets.setAccessibleValueText(widget, text) } }
        case .separator:
            break
        case .spinner(let isSpinning):
            let before: Bool? = if case .spinner(let before)? = old { before } else { nil }
            if before ?? false != isSpinning { set { isSpinning ? gtk_spinner_start(widget.cast()) : gtk_spinner_stop(widget.cast()) } }
        // A lazy part is shown as what it describes: `MountedView` holds that, never the part.
        case .eventArea, .overlay, .custom, .lazy:
            break
        case .scrolled(let scrolling):
            let before: ScrollContent? = if case .scrolled(let before)? = old { before } else { nil }
            if before?.horizontal != scrolling.horizontal || before?.vertical != scrolling.vertical {
                set { gtk_scrolled_window_set_policy(widget.cast(), scrolling.horizontal.gtk, scrolling.vertical.gtk) }
            }
            if before?.takesNaturalHeight ?? false != scrolling.takesNaturalHeight {
                set { gtk_scrolled_window_set_propagate_natural_height(widget.cast(), scrolling.takesNaturalHeight ? 1 : 0) }
            }
            if before?.minimumContentHeight ?? -1 != scrolling.minimumContentHeight {
                set { gtk_scrolled_window_set_min_content_height(widget.cast(), Int32(scrolling.minimumContentHeight)) }
            }
            if before?.offset != scrolling.offset { showOffset() }
        case .revealer(let reveal):
            let before: RevealContent? = if case .revealer(let before)? = old { before } else { nil }
            if before?.transition != reveal.transition { set { gtk_revealer_set_transition_type(widget.cast(), reveal.transition.gtk) } }
            if before?.milliseconds != reveal.milliseconds {
                set { gtk_revealer_set_transition_duration(widget.cast(), guint(max(reveal.milliseconds, 0))) }
            }
            if before?.isShown ?? false != reveal.isShown { set { gtk_revealer_set_reveal_child(widget.cast(), reveal.isShown ? 1 : 0) } }
        case .stack(let stack):
            let before: StackContent? = if case .stack(let before)? = old { before } else { nil }
            if before?.crossfades ?? false != stack.crossfades {
                set {
                    gtk_stack_set_transition_type(
                        widget.cast(), stack.crossfades ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : GTK_STACK_TRANSITION_TYPE_NONE)
                }
            }
        case .paned(let paned):
            let before: PanedContent? = if case .paned(let before)? = old { before } else { nil }
            if before?.position != paned.position, let position = paned.position, gtk_paned_get_position(widget.cast()) != Int32(position) {
                set { gtk_paned_set_position(widget.cast(), Int32(position)) }
            }
        case .flow(let flow):
            let before: FlowContent? = if case .flow(let before)? = old { before } else { nil }
            guard before != flow else { return }
            set {
                gtk_flow_box_set_min_children_per_line(widget.cast(), guint(flow.minimumPerLine))
                gtk_flow_box_set_max_children_per_line(widget.cast(), guint(flow.maximumPerLine))
                gtk_flow_box_set_column_spacing(widget.cast(), guint(flow.columnSpacing))
                gtk_flow_box_set_row_spacing(widget.cast(), guint(flow.rowSpacing))
            }
        case .list(let list):
            let before: ListContent? = if case .list(let before)? = old { before } else { nil }
            if before?.selects != list.selects {
                set { gtk_list_box_set_selection_mode(widget.cast(), list.selects ? GTK_SELECTION_SINGLE : GTK_SELECTION_NONE) }
            }
            if before?.activatesOnDoubleClick ?? false != list.activatesOnDoubleClick {
                set { gtk_list_box_set_activate_on_single_click(widget.cast(), list.activatesOnDoubleClick ? 0 : 1) }
            }
        case .row(let row):
            let before: RowContent? = if case .row(let before)? = old { before } else { nil }
            if before?.isActivatable ?? true != row.isActivatable { set { gtk_list_box_row_set_activatable(widget.cast(), row.isActivatable ? 1 : 0) } }
        }
    }

    /// Sets what `traits` says where it differs from `old`.
    func apply(_ traits: ViewTraits, over old: ViewTraits) {
        guard traits != old else { return }
        if traits.accessibleName != old.accessibleName { set { Widgets.setAccessibleName(widget, traits.accessibleName ?? "") } }
        if traits.accessibleDescription != old.accessibleDescription {
            set { atk_object_set_description(gtk_widget_get_accessible(widget), traits.accessibleDescription ?? "") }
        }
        if traits.accessibleRole != old.accessibleRole, let role = traits.accessibleRole {
            set { atk_object_set_role(gtk_widget_get_accessible(widget), role.atk) }
        }
        if traits.tooltip != old.tooltip { set { gtk_widget_set_tooltip_text(widget, traits.tooltip) } }
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

    /// A notification whose words change while it shows is announced again: it appears anew,
    /// once its text and name are set.
    func announceAgain(over old: View) {
        guard view.traits.accessibleRole == .notification, case .label(let label) = view.kind, case .label(let before) = old.kind,
            before.text != label.text, gtk_widget_get_mapped(widget) != 0
        else { return }
        set {
            gtk_widget_hide(widget)
            gtk_widget_show(widget)
        }
    }

    /// Sets a property, counted.
    func set(_ change: () -> Void) {
        host.counted(change)
    }

    private func applyOverflow(_ label: LabelContent) {
        let target: UnsafeMutablePointer<GtkLabel> = widget.cast()
        switch label.overflow {
        case .ellipsize:
            gtk_label_set_line_wrap(target, 0)
            gtk_label_set_ellipsize(target, PANGO_ELLIPSIZE_END)
            meridian_label_show_cut_text_as_tooltip(widget)
        case .wrap:
            gtk_label_set_ellipsize(target, PANGO_ELLIPSIZE_NONE)
            gtk_label_set_line_wrap(target, 1)
            gtk_label_set_line_wrap_mode(target, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_justify(target, label.xalign == 0.5 ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT)
        case .wrapThenEllipsize(let lines):
            gtk_label_set_line_wrap(target, 1)
            gtk_label_set_line_wrap_mode(target, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_lines(target, Int32(lines))
            gtk_label_set_ellipsize(target, PANGO_ELLIPSIZE_END)
            gtk_label_set_justify(target, label.xalign == 0.5 ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT)
            meridian_label_show_cut_text_as_tooltip(widget)
        case .whole:
            gtk_label_set_ellipsize(target, PANGO_ELLIPSIZE_NONE)
            gtk_label_set_line_wrap(target, 0)
        }
    }

    // MARK: What the user edits

    /// Shows the state's values of what the user edits, where the widget shows another.
    func showEditableState() {
        switch view.kind {
        case .toggle(let toggle): showToggle(toggle)
        case .entry(let entry): showText(entry.text)
        case .choice(let choice): showChoice(choice.selected)
        case .slider(let slider): showSlider(slider)
        case .scrolled: showOffset()
        case .list: list?.showSelection()
        default: break
        }
    }

    func showToggle(_ toggle: ToggleContent) {
        if toggle.style == .switch {
            guard (gtk_switch_get_active(widget.cast()) != 0) != toggle.isOn else { return }
            set { gtk_switch_set_active(widget.cast(), toggle.isOn ? 1 : 0) }
        } else {
            EditableWidgets.showActive(widget, toggle.isOn, setting: set)
        }
    }

    func showText(_ text: String) {
        EditableWidgets.showText(widget, text, setting: set)
    }

    func showChoice(_ id: String?) {
        let current = gtk_combo_box_get_active_id(widget.cast()).map { String(cString: $0) }
        guard current != id else { return }
        set { gtk_combo_box_set_active_id(widget.cast(), id) }
    }

    func showSlider(_ slider: SliderContent) {
        EditableWidgets.showValue(widget, slider.value, upper: slider.upper, setting: set)
    }
}

extension AccessibleRole {
    var atk: AtkRole {
        switch self {
        case .notification: ATK_ROLE_NOTIFICATION
        case .panel: ATK_ROLE_PANEL
        }
    }
}

extension ScrollContent.Policy {
    var gtk: GtkPolicyType {
        switch self {
        case .never: GTK_POLICY_NEVER
        case .automatic: GTK_POLICY_AUTOMATIC
        case .always: GTK_POLICY_ALWAYS
        }
    }
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
