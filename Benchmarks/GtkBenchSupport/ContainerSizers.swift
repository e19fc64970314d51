import CGtk

/// BENCH_TRACE=sizers: the "check-resize" of boxes and scrolled areas (containers that lay
/// their children out within themselves), timed by container, named by its type and size.
enum ContainerSizers {
    typealias CheckResize = @convention(c) (UnsafeMutablePointer<GtkContainer>?) -> Void
    nonisolated(unsafe) private static var originals: [GType: CheckResize] = [:]

    static func wrap() {
        for type in [gtk_box_get_type(), gtk_scrolled_window_get_type()] {
            let containers = g_type_class_ref(type)!.assumingMemoryBound(to: GtkContainerClass.self)
            originals[type] = containers.pointee.check_resize
            containers.pointee.check_resize = { container in
                let widget = UnsafeMutableRawPointer(container!).assumingMemoryBound(to: GtkWidget.self)
                let type = ContainerSizers.originals.keys.first { g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), $0) != 0 }!
                let took = nanoseconds { ContainerSizers.originals[type]!(container) }
                let name = String(cString: g_type_name(type)) + " \(gtk_widget_get_allocated_width(widget))×\(gtk_widget_get_allocated_height(widget))"
                FrameTrace.measured(named: name, nanoseconds: took)
            }
        }
    }
}
