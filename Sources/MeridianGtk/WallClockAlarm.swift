import CGtk
import Foundation
import MeridianCore
import MeridianKit

/// A one-shot alarm at an instant of the wall clock, on the GLib main loop, that also goes off
/// when the wall clock is set: by the user, by NTP stepping it, or on resume from a suspend.
///
/// A GLib timeout counts monotonic time, which stops during a suspend and ignores the clock
/// being set, so a clock woken by one would show the wrong minute for up to a minute after
/// either. This is a `timerfd` on `CLOCK_REALTIME`, armed at the absolute instant with
/// `TFD_TIMER_CANCEL_ON_SET`: the kernel wakes it at the instant as the wall clock counts, and
/// its read fails with `ECANCELED` as soon as the clock is set. Released, it never goes off.
@MainActor
public final class WallClockAlarm {
    public enum Reason: Equatable, Sendable {
        /// The instant came.
        case due
        /// The wall clock was set: the instant may now be far away, or past.
        case clockChanged
    }

    /// The timer's main-loop source; `nil` when the fallback stands in.
    private nonisolated(unsafe) var source: UnsafeMutablePointer<GSource>?
    /// Stands in when no timer could be made.
    private var fallback: GLibTimer?

    /// What the source calls; it owns the timer's descriptor, closed when GLib lets it go.
    fileprivate final class Box {
        let fd: Int32
        let fire: @MainActor (Reason) -> Void
        init(fd: Int32, fire: @escaping @MainActor (Reason) -> Void) {
            self.fd = fd
            self.fire = fire
        }
        deinit { close(fd) }
    }

    /// Goes off once, at `instant` or when the wall clock is set, whichever comes first. When
    /// the kernel cannot make the timer (out of descriptors), it goes off at once with
    /// `.clockChanged`, so the caller reads the clock and asks again rather than stopping.
    init(at instant: Instant, _ fire: @escaping @MainActor (Reason) -> Void) {
        let fd = timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        var spec = itimerspec()
        // An instant at or before 1970 is past: a nanosecond after it (zero would disarm it).
        let ms = max(instant.millisecondsSince1970, 0)
        spec.it_value.tv_sec = Int(ms / 1000)
        spec.it_value.tv_nsec = max(Int(ms % 1000) * 1_000_000, ms == 0 ? 1 : 0)
        let flags = Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET)
        guard fd >= 0, timerfd_settime(fd, flags, &spec, nil) == 0 else {
            if fd >= 0 { close(fd) }
            fallback = GLibTimer(after: 0) { fire(.clockChanged) }
            return
        }
        let source = g_unix_fd_source_new(fd, G_IO_IN)!
        let callback: GUnixFDSourceFunc = { fd, _, data in
            guard let data else { return 0 }
            nonisolated(unsafe) let box = data
            return MainActor.assumeIsolated {
                let alarm = Unmanaged<Box>.fromOpaque(box).takeUnretainedValue()
                var expirations: UInt64 = 0
                let result = read(alarm.fd, &expirations, MemoryLayout<UInt64>.size)
                if result < 0, errno == EAGAIN || errno == EINTR { return 1 }  // G_SOURCE_CONTINUE: not yet
                alarm.fire(result < 0 && errno == ECANCELED ? .clockChanged : .due)
                return 0  // G_SOURCE_REMOVE: one shot
            }
        }
        g_source_set_callback(
            source, unsafeBitCast(callback, to: GSourceFunc.self), Unmanaged.passRetained(Box(fd: fd, fire: fire)).toOpaque(),
            releaseAlarmBox)
        g_source_attach(source, nil)
        self.source = source
    }

    /// Not isolated, like `GLibTimer`'s: released, on any thread, it is stopped in the release
    /// itself, never later by a deinit queued for the main actor.
    deinit {
        guard let source else { return }
        g_source_destroy(source)
        g_source_unref(source)
    }

    /// Stops the alarm if it has not gone off yet, and lets its descriptor go.
    public func cancel() {
        if let source { g_source_destroy(source) }
        fallback?.cancel()
        fallback = nil
    }
}

/// Lets the alarm's closure and descriptor go when GLib destroys its source: on whatever
/// thread released the alarm, so not isolated to the main actor.
private let releaseAlarmBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<WallClockAlarm.Box>.fromOpaque(data).release()
}

extension WallClockAlarm: ShellTimer {}
