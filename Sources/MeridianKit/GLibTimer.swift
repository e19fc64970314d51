import CGtk

/// A one-shot GLib timeout running a Swift closure on the main loop; released, it never fires.
///
/// Released means at once, on any thread: the deinit is not isolated, so its source is
/// destroyed in the release itself, never in a deinit queued for the main actor while the
/// timer could still fire (an `isolated deinit` is queued whenever the release happens where
/// the runtime cannot tell it is on the main actor, as on a main queue a worker thread drains).
/// `g_source_destroy` is safe from any thread and on a source that has already fired.
@MainActor
public final class GLibTimer {
    private nonisolated(unsafe) let source: UnsafeMutablePointer<GSource>

    fileprivate final class Box {
        let fire: @MainActor () -> Void
        init(_ fire: @escaping @MainActor () -> Void) { self.fire = fire }
    }

    /// Runs `fire` once after `milliseconds`, when nothing of a higher `priority` is waiting
    /// (`G_PRIORITY_DEFAULT_IDLE`: after the input and the painting).
    public init(after milliseconds: Int64, priority: Int32 = G_PRIORITY_DEFAULT, _ fire: @escaping @MainActor () -> Void) {
        source = g_timeout_source_new(guint(clamping: max(milliseconds, 0)))
        g_source_set_priority(source, priority)
        g_source_set_callback(
            source,
            { data in
                guard let data else { return 0 }
                nonisolated(unsafe) let box = data
                MainActor.assumeIsolated { Unmanaged<Box>.fromOpaque(box).takeUnretainedValue().fire() }
                return 0  // G_SOURCE_REMOVE: one shot
            },
            Unmanaged.passRetained(Box(fire)).toOpaque(), releaseBox)
        g_source_attach(source, nil)
    }

    deinit {
        g_source_destroy(source)
        g_source_unref(source)
    }

    /// Stops the timer if it has not fired yet.
    public func cancel() {
        g_source_destroy(source)
    }
}

/// Lets the timer's closure go when GLib destroys its source: on whatever thread released the
/// timer, so not isolated to the main actor (a closure written inside the timer's isolated
/// init would be, and would stop the process when called elsewhere).
private let releaseBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<GLibTimer.Box>.fromOpaque(data).release()
}
