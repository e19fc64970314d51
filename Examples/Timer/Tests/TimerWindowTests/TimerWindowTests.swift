import Foundation
import MeridianKit
import Testing
import TimerCore
import TimerWindow

/// Every control of the window has a name a screen reader speaks, in every phase. It makes
/// widgets, so it needs a display (`xvfb-run -a swift test`); without one it is skipped, and
/// the ticks' tests, which make none, still run.
@MainActor
@Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display"))
func everyControlHasAName() throws {
    let now = Date(timeIntervalSinceReferenceDate: 794_000_000)
    let reducer = TimerReducer()
    var running = TimerState()
    _ = reducer.reduce(into: &running, action: .started(at: now))
    var paused = running
    _ = reducer.reduce(into: &paused, action: .paused(at: now.addingTimeInterval(10)))
    var finished = running
    _ = reducer.reduce(into: &finished, action: .ticked(at: now.addingTimeInterval(600)))
    for shown in [TimerState(), running, paused, finished] {
        #expect(try AccessibilityAudit.unnamedControls(of: { timerWindow(shown, Send { _ in }, now: { now }) }) == [])
    }
}
