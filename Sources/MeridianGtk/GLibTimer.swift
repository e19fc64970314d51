import CGtk

/// A one-shot GLib timeout running a Swift closure on the main loop; released, it never fires.
@MainActor
public final class GLibTimer {
    private var sourceID: guint = 0

    private final class Box {
        let fire: @MainActor () -> Void
        init(_ fire: @escaping @MainActor () -> Void) { self.fire = fire }
    }

    /// Runs `fire` once after `milliseconds`, when nothing of a higher `priority` is waiting
    /// (`G_PRIORITY_DEFAULT_IDLE`: after the input and the painting).
    init(after milliseconds: Int64, priority: Int32 = G_PRIORITY_DEFAULT, _ fire: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(Box(fire)).toOpaque()
        sourceID = g_timeout_add_full(
            priority, guint(clamping: max(milliseconds, 0)),
            { data in
                guard let data else { return 0 }
                nonisolated(unsafe) let box = data
                MainActor.assumeIsolated { Unmanaged<Box>.fromOpaque(box).takeUnretainedValue().fire() }
                return 0  // G_SOURCE_REMOVE: one shot
            },
            box,
            { data in
                guard let data else { return }
                Unmanaged<Box>.fromOpaque(data).release()
            })
    }

    isolated deinit {
        cancel()
    }

    /// Stops the timer if it has not fired yet.
    public func cancel() {
        guard sourceID != 0 else { return }
        if g_main_context_find_source_by_id(nil, sourceID) != nil {
            g_source_remove(sourceID)
        }
        sourceID = 0
    }
}
