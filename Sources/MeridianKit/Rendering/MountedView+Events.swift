import CGtk
import MeridianKitCore

// What the user does, sent as the description says; what the host does itself, not sent.
extension MountedView {
    /// Runs `body` for the user's input only, then shows what the state says after it.
    func fromUser(_ body: (MountedView) -> Void) {
        guard isMounted, !host.isApplying else { return }
        body(self)
        // The input may have ended the window (a quit question answered), and the host with it.
        guard isMounted else { return }
        host.settle(self)
    }

    /// Connects the pointer's, the keyboard's and drops' signals the description has, the
    /// first time it has them.
    func connectEvents(of view: View) {
        if view.events.onKeyPress != nil, connectedEvents.insert("key").inserted {
            gtk_widget_add_events(widget, Int32(GDK_KEY_PRESS_MASK.rawValue))
            onEvent(widget, "key-press-event") { [weak self] event in
                guard let self, self.isMounted, let event, let handler = self.view.events.onKeyPress else { return false }
                let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
                let handled = handler(Key(key.keyval), KeyModifiers(state: key.state))
                self.host.settle(self)
                return handled
            }
        }
        if view.events.onPress != nil, connectedEvents.insert("press").inserted {
            gtk_widget_add_events(widget, Int32(GDK_BUTTON_PRESS_MASK.rawValue))
            onEvent(widget, "button-press-event") { [weak self] event in
                guard let self else { return false }
                let press = event?.assumingMemoryBound(to: GdkEventButton.self).pointee
                // A click (`onClick`) is the first button's single press: GTK also reports each
                // press of a double click again as a 2BUTTON_PRESS, which goes no further either.
                if !self.view.events.pressGoesNoFurther || (press?.type == GDK_BUTTON_PRESS && press?.button == 1) {
                    self.fromUser { $0.view.events.onPress?() }
                }
                return self.view.events.pressGoesNoFurther
            }
        }
        if view.events.onRelease != nil, connectedEvents.insert("release").inserted {
            gtk_widget_add_events(widget, Int32(GDK_BUTTON_RELEASE_MASK.rawValue))
            onEvent(widget, "button-release-event") { [weak self] _ in
                self?.fromUser { $0.view.events.onRelease?() }
                return false
            }
        }
        if view.events.onPointerMotion != nil, connectedEvents.insert("motion").inserted {
            gtk_widget_add_events(widget, Int32(GDK_POINTER_MOTION_MASK.rawValue))
            onEvent(widget, "motion-notify-event") { [weak self] _ in
                self?.fromUser { $0.view.events.onPointerMotion?() }
                return false
            }
        }
        if view.events.onHover != nil, connectedEvents.insert("hover").inserted {
            gtk_widget_add_events(widget, gint(GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
            for (signal, isInside) in [("enter-notify-event", true), ("leave-notify-event", false)] {
                onEvent(widget, signal) { [weak self] event in
                    // Crossings into one of its children (a button) and back are not the pointer leaving.
                    guard let crossing = event?.assumingMemoryBound(to: GdkEventCrossing.self).pointee, crossing.detail != GDK_NOTIFY_INFERIOR
                    else { return false }
                    self?.fromUser { $0.view.events.onHover?(isInside) }
                    return false
                }
            }
        }
        if view.events.onFocusWithin != nil, connectedEvents.insert("focus-within").inserted {
            // GTK sets the focus child of every container the focus leaves to none.
            onSignal(widget, "set-focus-child") { [weak self] (child: gpointer?) in
                self?.fromUser { $0.view.events.onFocusWithin?(child != nil) }
            }
        }
        // A drag within the app (a row moved by its handle) is no part of GTK 3's descriptions
        // elsewhere: the source sets the value it carries, the widget it lands on hears it with
        // where it fell. The value is read from the description at the time, as the events are.
        if view.events.dragValue != nil, connectedEvents.insert("drag").inserted {
            gtk_drag_source_set(widget, GDK_BUTTON1_MASK, nil, 0, GDK_ACTION_MOVE)
            ItemDrag.useTargets(source: widget)
            onSignal(widget, "drag-begin") { [weak self] (context: gpointer?) in
                guard let self, let context else { return }
                ItemDrag.showRow(of: self.widget, during: context)
            }
            onDragDataGet(widget) { [weak self] selection in
                guard let self, let selection, let value = self.view.events.dragValue else { return }
                ItemDrag.put(value, in: selection)
            }
        }
        if view.events.onRowKeyPress != nil, connectedEvents.insert("row-key").inserted {
            // The focused row's key reaches its list after the row: the list box's own keys
            // (Up, Down) are bound in its class handler, which runs after this one.
            gtk_widget_add_events(widget, Int32(GDK_KEY_PRESS_MASK.rawValue))
            onEvent(widget, "key-press-event") { [weak self] event in
                guard let self, self.isMounted, !self.host.isApplying, let event, let handler = self.view.events.onRowKeyPress,
                    let row = gtk_container_get_focus_child(typed(self.widget, as: GtkContainer.self)), let id = self.list?.id(ofRow: UnsafeMutableRawPointer(row))
                else { return false }
                let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
                let handled = handler(id, Key(key.keyval), KeyModifiers(state: key.state))
                // A key the list box handles itself (Up, Down) is left to it as it was.
                if handled { self.host.settle(self) }
                return handled
            }
        }
        if view.events.onRowDrop != nil, connectedEvents.insert("row-drop").inserted {
            // Motion and drop as GTK does them; the mark is the row's, not the whole list's.
            gtk_drag_dest_set(widget, GtkDestDefaults(GTK_DEST_DEFAULT_MOTION.rawValue | GTK_DEST_DEFAULT_DROP.rawValue), nil, 0, GDK_ACTION_MOVE)
            ItemDrag.useTargets(destination: widget)
            // The row it would land by is framed, and the side it lands on lined: the dragged
            // row under the pointer hides the line's half of the frame.
            onDragMotion(widget) { [weak self] y in
                guard let self else { return }
                let landing = ItemDrag.row(of: self.widget, at: y)
                if let row = landing?.row { gtk_list_box_drag_highlight_row(typed(self.widget, as: GtkListBox.self), typed(row, as: GtkListBoxRow.self)) }
                ItemDrag.markLanding(in: self.widget, at: landing)
            }
            onSignal(widget, "drag-leave") { [weak self] (_: gpointer?, _: gpointer?) in
                guard let self else { return }
                gtk_list_box_drag_unhighlight_row(typed(self.widget, as: GtkListBox.self))
                ItemDrag.markLanding(in: self.widget, at: nil)
            }
            onDragDataReceivedAt(widget) { [weak self] selection, y in
                guard let self, let value = selection.flatMap(ItemDrag.value(in:)),
                    let (row, isAfter) = ItemDrag.row(of: self.widget, at: y), let id = self.list?.id(ofRow: UnsafeMutableRawPointer(row))
                else { return }
                self.fromUser { $0.view.events.onRowDrop?(value, id, isAfter) }
            }
        }
        if view.events.onDrop != nil, connectedEvents.insert("drop").inserted {
            gtk_drag_dest_set(widget, GTK_DEST_DEFAULT_ALL, nil, 0, GDK_ACTION_COPY)
            gtk_drag_dest_add_uri_targets(widget)
            onDragDataReceived(widget) { [weak self] selection in
                guard let selection = selection.map(OpaquePointer.init), let uris = gtk_selection_data_get_uris(selection) else { return }
                defer { g_strfreev(uris) }
                var dropped: [String] = []
                var index = 0
                while let uri = uris[index] {
                    dropped.append(String(cString: uri))
                    index += 1
                }
                self?.fromUser { $0.view.events.onDrop?(dropped) }
            }
        }
    }
}

extension KeyModifiers {
    /// The modifiers held, of a GDK event's state.
    init(state: guint) {
        self = []
        if state & guint(GDK_SHIFT_MASK.rawValue) != 0 { insert(.shift) }
        if state & guint(GDK_CONTROL_MASK.rawValue) != 0 { insert(.control) }
        if state & guint(GDK_MOD1_MASK.rawValue) != 0 { insert(.alt) }
    }
}

extension Key {
    /// The key of a GDK key value.
    init(_ keyval: guint) {
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: self = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: self = .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: self = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: self = .right
        case GDK_KEY_space: self = .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter: self = .enter
        case GDK_KEY_Escape: self = .escape
        case GDK_KEY_Tab: self = .tab
        default: self = .other(UInt32(keyval))
        }
    }
}
