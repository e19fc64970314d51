import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianStore
import Testing

private typealias H = GtkTestHarness

/// The clock wakes once a minute, on the wall clock, and at once when the wall clock is set.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct ClockAlarmTests {
    /// A wall clock that can be set, and the alarms asked of it, to go off by hand.
    @MainActor
    final class FakeWallClock: @unchecked Sendable {
        var now = GtkTestHarness.noon
        var alarms: [(instant: Instant, fire: @MainActor (WallClockAlarm.Reason) -> Void, timer: Alarm)] = []

        final class Alarm: ShellTimer {
            var cancelled = false
            func cancel() { cancelled = true }
        }

        var environment: ShellEnvironment {
            let ids = SequentialIDs()
            return ShellEnvironment(now: { MainActor.assumeIsolated { self.now } }, newID: { ids.next() }, alarm: { instant, fire in
                let timer = Alarm()
                self.alarms.append((instant, fire, timer))
                return timer
            })
        }

        /// The alarms not gone off nor stopped.
        var waiting: [Instant] { alarms.filter { !$0.timer.cancelled }.map(\.instant) }

        @MainActor func goOff(_ reason: WallClockAlarm.Reason) {
            guard let index = alarms.lastIndex(where: { !$0.timer.cancelled }) else { return }
            alarms[index].timer.cancelled = true
            alarms[index].fire(reason)
        }
    }

    @Test func theClockWakesAtEachMinuteAndAtOnceWhenTheWallClockIsSet() throws {
        let clock = FakeWallClock()
        let app = H.makeApplication(environment: clock.environment)
        defer { H.close(app) }
        let minute: Int64 = 60_000
        let noon = H.noon.millisecondsSince1970
        // One alarm, at the next minute: nothing wakes the app before it.
        #expect(clock.waiting == [Instant(millisecondsSince1970: noon + minute)])

        // The minute comes: the clocks read it, and the next minute is asked for.
        clock.now = Instant(millisecondsSince1970: noon + minute)
        clock.goOff(.due)
        #expect(app.store.present.now == clock.now)
        #expect(clock.waiting == [Instant(millisecondsSince1970: noon + 2 * minute)])

        // The wall clock is set three hours on, mid-minute (a resume, the user, NTP): the alarm
        // goes off at once, the clocks show the new time, and the alarm moves to its minute.
        clock.now = Instant(millisecondsSince1970: noon + 3 * 3_600_000 + 17_250)
        clock.goOff(.clockChanged)
        #expect(app.store.present.now == clock.now)
        #expect(clock.waiting == [Instant(millisecondsSince1970: noon + 3 * 3_600_000 + minute)])
        H.pump()
        let window = try #require(app.window)
        let utc = try #require(Look.rows(window.panes.clockList.listBox).first { Look.labels(under: $0).first == "UTC" })
        #expect(Look.labels(under: utc).contains("15:00"), "\(Look.labels(under: utc))")

        // Set back by a few seconds within the same minute: the same minute is asked for again.
        clock.now = Instant(millisecondsSince1970: noon + 3 * 3_600_000 + 2_000)
        clock.goOff(.clockChanged)
        #expect(app.store.present.now == clock.now)
        #expect(clock.waiting == [Instant(millisecondsSince1970: noon + 3 * 3_600_000 + minute)])
        // Every earlier alarm was stopped or went off: one waits.
        #expect(clock.waiting.count == 1)
    }

    /// A timer or an alarm let go on another thread stops there and then: it never fires into
    /// an owner that let it go, even before the main actor runs again. (An isolated deinit
    /// would only be queued for the main actor, and the main loop turned first would fire it:
    /// the crash of `swift test` in parallel.)
    @Test func aTimerOrAnAlarmLetGoOnAnotherThreadNeverFires() async throws {
        var fired: [String] = []
        nonisolated(unsafe) var timer: GLibTimer? = GLibTimer(after: 0) { fired.append("timer") }
        nonisolated(unsafe) var alarm: WallClockAlarm? = WallClockAlarm(at: Instant(millisecondsSince1970: 0)) { _ in fired.append("alarm") }
        // Both are due now; the last references go on another thread, which the test waits for
        // without letting the main actor run.
        let released = DispatchSemaphore(value: 0)
        Thread {
            timer = nil
            alarm = nil
            released.signal()
        }.start()
        released.wait()
        #expect(timer == nil && alarm == nil)
        H.pump()
        #expect(fired == [], "a timer or an alarm let go fired")
    }

    /// The real alarm, on the system's wall clock: one due now goes off on the main loop, one
    /// in the past at once, and a stopped one never.
    @Test func aWallClockAlarmGoesOffOnTheMainLoop() async throws {
        var reasons: [WallClockAlarm.Reason] = []
        let soon = WallClockAlarm(at: Instant(Date()).adding(seconds: 0.05)) { reasons.append($0) }
        let past = WallClockAlarm(at: Instant(millisecondsSince1970: 0)) { reasons.append($0) }
        let stopped = WallClockAlarm(at: Instant(Date()).adding(seconds: 0.02)) { _ in reasons.append(.clockChanged) }
        stopped.cancel()
        await H.pump(until: { reasons.count >= 2 })
        // The stopped alarm was due before the one that just went off: had it not stopped, it
        // would have gone off first.
        #expect(reasons == [.due, .due])
        _ = (soon, past)
    }
}
