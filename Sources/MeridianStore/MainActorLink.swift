/// The way back to a main-actor object from something that may outlive it — an observation
/// token, or work sent to another thread — without owning it.
///
/// Owning it is wrong off the main actor: a closure released on another thread while it held
/// the object last would run the object's deinit there, and what that deinit ends on the main
/// loop (GLib timers, observation tokens) would end later, after a timer could fire into the
/// half-gone object. A weak reference is no better for the store: it gives the object a side
/// table for good, through which every later retain and release goes (about 30 ns a send,
/// meridian-bench), and which LeakSanitizer cannot see the object point to.
///
/// So the object makes one link, points it at itself, and clears it in its `isolated deinit`,
/// on the main actor, where the link is read too: work that comes back after the object has
/// gone finds `nil` and does nothing.
@MainActor @usableFromInline
package final class MainActorLink<Object: AnyObject> {
    @usableFromInline package unowned(unsafe) var object: Object?

    @usableFromInline package init() {}
}
