/// The way back to a main-actor object from something that may outlive it — an observation
/// token, or work sent to another thread — without owning it.
///
/// Owning it is wrong off the main actor: a closure released on another thread while it held
/// the object last would run the object's deinit there, and what that deinit ends on the main
/// loop (GLib timers, observation tokens) would end later, after a timer could fire into the
/// half-gone object.
///
/// The reference is weak. The object's `isolated deinit` may be queued (its last release
/// happened where the runtime could not tell it was on the main actor), and until it runs, an
/// unowned reference would still hand out an object whose count had reached zero, to any work
/// that came back meanwhile. A weak one reads `nil` from the moment of that last release. It
/// gives the object a side table, through which its retains and releases then go: about 20 ns
/// a send, measured by meridian-bench (`BENCH_ONLY=store`).
///
/// So the object makes one link and points it at itself; work that comes back after the
/// object has gone finds `nil` and does nothing.
@MainActor @usableFromInline
package final class MainActorLink<Object: AnyObject> {
    @usableFromInline package weak var object: Object?

    @usableFromInline package init() {}
}
