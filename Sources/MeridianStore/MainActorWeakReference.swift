/// Lets work on another thread come back to a main-actor object without owning it.
///
/// A closure sent to another thread is released there. If it held the object strongly and was
/// the last to hold it, the object's deinit would run on that thread: its GLib timers and
/// observation tokens, whose deinits are isolated to the main actor, would then end later, on
/// the main loop, and a timer could fire first into the half-gone object. Through this
/// reference, read only on the main actor, the object is never owned off it: work that comes
/// back after the object has gone finds `nil` and does nothing.
package final class MainActorWeakReference<Object: AnyObject>: @unchecked Sendable {
    // Written once, on the main actor; read only there.
    private weak var object: Object?

    @MainActor package init(_ object: Object) {
        self.object = object
    }

    @MainActor package var value: Object? { object }
}
