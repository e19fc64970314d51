import CoreTestSupport
import MeridianCore
import Testing

@Suite struct SubscriptionTests {
    /// The clocks show minutes: the tick is due at the next minute boundary, whatever second
    /// of the minute it is now, and the tick that comes at the boundary asks for the next one.
    @Test func theClockTicksWhenItsMinuteChanges() throws {
        let minute = Instant(millisecondsSince1970: noon.millisecondsSince1970 + 60_000)
        #expect(firstLaunch.subscriptions == [.clockTick(minute)])
        for offset in [0.0, 0.001, 1, 29.5, 59.999] {
            var state = firstLaunch
            state.now = noon.adding(seconds: offset)
            #expect(state.nextClockTick == minute, "at noon + \(offset) s")
        }
        var state = firstLaunch
        _ = AppReducer(catalog: systemCatalog).reduce(into: &state, action: .tick(at: minute))
        #expect(state.subscriptions == [.clockTick(minute.adding(seconds: 60))])
    }

    /// A wall clock set back or forward (the user, NTP, a resume) gives the next boundary after
    /// the time the tick reads, not after the time before the jump.
    @Test func aClockThatJumpsAsksForTheMinuteAfterItsNewTime() throws {
        var state = firstLaunch
        let reducer = AppReducer(catalog: systemCatalog)
        let back = noon.adding(seconds: -3 * 3600 + 17.25)
        _ = reducer.reduce(into: &state, action: .tick(at: back))
        #expect(state.nextClockTick == noon.adding(seconds: -3 * 3600 + 60))
        let forward = noon.adding(seconds: 9 * 86400 + 59)
        _ = reducer.reduce(into: &state, action: .tick(at: forward))
        #expect(state.nextClockTick == noon.adding(seconds: 9 * 86400 + 60))
        // Before 1970 too: the boundary is the next minute, not the one before.
        state.now = Instant(millisecondsSince1970: -90_500)
        #expect(state.nextClockTick == Instant(millisecondsSince1970: -60_000))
    }

    @Test func timersFollowTheDeadlinesAndPollingFollowsPlayback() throws {
        var state = firstLaunch
        state.player = PlayerState(
            media: Media(uri: "file:///a.ogv", title: "a"), status: .playing, intent: .play,
            hideDeadline: noon.adding(seconds: 4))
        let tick = Subscription.clockTick(state.nextClockTick)
        #expect(state.subscriptions == [tick, .chromeHideDeadline(noon.adding(seconds: 4)), .playbackPosition(everyMilliseconds: 1000)])
        state.player.status = .buffering
        state.player.bufferingIndicatorDeadline = noon.adding(seconds: 0.5)
        #expect(state.subscriptions == [
            tick, .chromeHideDeadline(noon.adding(seconds: 4)), .bufferingIndicatorDeadline(noon.adding(seconds: 0.5)),
        ])
    }
}

extension SubscriptionTests {
    /// The removal carries no time: the notice asks for its whole time from when it shows, and
    /// again whenever the pointer and the focus let go of it; while either holds it, for none.
    @Test func theNoticeTimesOutOnlyWhileNothingHoldsIt() throws {
        let tokyo = WorldClock.standard["Tokyo"]
        var state = firstLaunch
        _ = AppReducer(catalog: systemCatalog).reduce(into: &state, action: .clockList(.removeButtonClicked(zoneID: tokyo.id)))
        let tick = Subscription.clockTick(state.nextClockTick)
        let timeout = Subscription.noticeTimeout(zoneID: tokyo.id, afterMilliseconds: 5_000)
        #expect(state.subscriptions == [tick, timeout])
        state.viewState.notice?.isHovered = true
        #expect(state.subscriptions == [tick])
        state.viewState.notice?.isHovered = false
        state.viewState.notice?.hasFocus = true
        #expect(state.subscriptions == [tick])
        state.viewState.notice?.hasFocus = false
        #expect(state.subscriptions == [tick, timeout])
        _ = AppReducer(catalog: systemCatalog).reduce(into: &state, action: .notice(.timedOut(zoneID: tokyo.id)))
        #expect(state.subscriptions == [tick])
    }

    /// A notice the pointer or the focus held when the app quit is let go at the next launch,
    /// and times out then; a launch with nothing to let go of adds nothing to the log.
    @Test func aLaunchLetsGoOfTheNoticeTheLastRunHeld() throws {
        let tokyo = WorldClock.standard["Tokyo"]
        var state = firstLaunch
        state.document.zones.removeAll { $0.id == tokyo.id }
        state.viewState.notice = RemovalNotice(zoneID: tokyo.id, zoneName: "Tokyo")
        #expect(state.actionsAfterRestore.isEmpty)
        state.viewState.notice?.isHovered = true
        state.viewState.notice?.hasFocus = true
        #expect(state.actionsAfterRestore == [.notice(.hoverChanged(isHovered: false)), .notice(.focusChanged(hasFocus: false))])
        for action in state.actionsAfterRestore {
            _ = AppReducer(catalog: systemCatalog).reduce(into: &state, action: action)
        }
        #expect(state.subscriptions.contains(.noticeTimeout(zoneID: tokyo.id, afterMilliseconds: RemovalNotice.timeoutMilliseconds)))
    }

    /// Issue 74: a file's message ("“nested.json” is not a Meridian session…", "Snapshot
    /// exported…") came back at every launch after. The launch lets it go.
    @Test func aLaunchLetsGoOfTheLastRunsMessage() throws {
        var state = firstLaunch
        state.viewState.message = UserMessage(verbatim: "“nested.json” is not a Meridian session")
        #expect(state.actionsAfterRestore == [.messageDismissed])
        for action in state.actionsAfterRestore {
            _ = AppReducer(catalog: systemCatalog).reduce(into: &state, action: action)
        }
        #expect(state.viewState.message == nil)
        #expect(state.actionsAfterRestore.isEmpty)
    }

    /// A paused player asks for nothing; a playing one when its seek bar or its time label next
    /// changes: ten times a second for a short clip, at each whole second for a film.
    @Test func positionReportsFollowWhatShowsThem() throws {
        var state = firstLaunch
        state.player = PlayerState(media: Media(uri: "file:///a.ogv", title: "a"), status: .paused, intent: .pause)
        state.player.duration = 10
        #expect(!state.subscriptions.contains { if case .playbackPosition = $0 { true } else { false } })
        state.player.status = .playing
        #expect(state.playbackReportMilliseconds == 100, "a 10 s clip on a 500-pixel seek bar moves a pixel every 20 ms")
        state.player.duration = 2 * 3600
        #expect(state.playbackReportMilliseconds == 1000, "a film's bar moves a pixel every 14 s; its label every second")
        state.player.position = 41.3
        #expect(state.playbackReportMilliseconds == 700, "the label changes at 0:42, not a second after 0:41.3")
        state.player.position = 41.97
        #expect(state.playbackReportMilliseconds == 100, "never sooner than a tenth of a second")
        state.player.position = 0
        state.player.duration = 250
        #expect(state.playbackReportMilliseconds == 500, "a pixel every half second")
        state.player.rate = 2
        #expect(state.playbackReportMilliseconds == 250, "at twice the speed, twice as often")
        state.player.duration = nil
        state.player.rate = 1
        #expect(state.playbackReportMilliseconds == 1000, "a stream of unknown length: its label")
        #expect(state.subscriptions.contains(.playbackPosition(everyMilliseconds: 1000)))
    }

    @Test func nothingRunsWhileThePastIsShown() throws {
        #expect(Subscription.active(present: firstLaunch, isPreviewing: true).isEmpty)
        #expect(Subscription.active(present: firstLaunch, isPreviewing: false) == [.clockTick(firstLaunch.nextClockTick)])
    }
}
