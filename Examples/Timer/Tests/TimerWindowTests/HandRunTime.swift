import Foundation
import MeridianKit

/// Time a test runs by hand: a clock it moves on, and the one-shot timers started on it, which
/// fire as the clock passes their instant. No test waits for real time.
@MainActor
final class HandRunTime {
    private(set) var now = Date(timeIntervalSinceReferenceDate: 794_000_000)
    private var timers: [HandRunTimer] = []

    /// A timer that fires `seconds` from now; what `countdownTicks` is given in place of GLib's.
    func timer(after seconds: TimeInterval, _ fire: @escaping @MainActor () -> Void) -> any ShellTimer {
        let timer = HandRunTimer(at: now.addingTimeInterval(max(0, seconds)), fire: fire)
        timers.append(timer)
        return timer
    }

    /// Moves the clock on by `seconds`, firing each timer due on the way at its instant, in order.
    func pass(_ seconds: TimeInterval) {
        let end = now.addingTimeInterval(seconds)
        while let next = timers.filter({ !$0.isDone && $0.instant <= end }).min(by: { $0.instant < $1.instant }) {
            now = max(now, next.instant)
            next.isDone = true
            next.fire()
        }
        timers.removeAll { $0.isDone }
        now = end
    }
}

/// One timer of `HandRunTime`.
@MainActor
final class HandRunTimer: ShellTimer {
    let instant: Date
    let fire: @MainActor () -> Void
    var isDone = false

    init(at instant: Date, fire: @escaping @MainActor () -> Void) { (self.instant, self.fire) = (instant, fire) }

    func cancel() { isDone = true }
}
