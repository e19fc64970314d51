import CGtk

// libdispatch's hooks for a foreign run loop: the main queue's eventfd, and the call that drains
// the queue. Both are exported by the toolchain's libdispatch (CoreFoundation uses them).
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchDrainMainQueue(_ message: UnsafeMutableRawPointer?)

/// Lets Swift's main queue run under the GLib main loop.
///
/// While `gtk_main` or `g_application_run` runs, nothing drains Dispatch's main queue, so
/// `DispatchQueue.main.async`, `Task { @MainActor in }` and `await MainActor.run` never run. The
/// queue signals an eventfd when work arrives; GLib watches it and drains the queue. The read is
/// what keeps GLib from calling back a million times a second.
public enum MainQueueBridge {
    @MainActor private static var sourceID: guint = 0

    /// Installs the bridge once; later calls do nothing. Only on the process's first thread,
    /// whose main queue GLib's loop then stands in for: where an async main has called
    /// `dispatch_main` (Swift Testing's runner, any `@main` with an async `main`), Dispatch's
    /// own threads drain the main queue and run the main actor on whichever thread they are,
    /// and draining it from GLib is a client error (`_dispatch_main_queue_callback_4CF called
    /// after dispatch_main()`).
    @MainActor
    public static func install() {
        guard sourceID == 0, meridian_is_process_main_thread() != 0 else { return }
        let fd = dispatchMainQueueHandle()
        sourceID = g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            dispatchDrainMainQueue(nil)
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }
}
