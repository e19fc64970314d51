import MeridianCore
import Testing

@Suite struct SubscriptionTests {
    @Test func theClockAlwaysTicks() throws {
        #expect(firstLaunch.subscriptions == [.clockTick])
    }

    @Test func timersFollowTheDeadlinesAndPollingFollowsPlayback() throws {
        var state = firstLaunch
        state.player = PlayerState(
            media: Media(uri: "file:///a.ogv", title: "a"), status: .playing, intent: .play,
            hideDeadline: noon.adding(seconds: 4))
        #expect(state.subscriptions == [.clockTick, .chromeHideDeadline(noon.adding(seconds: 4)), .playbackPosition])
        state.player.status = .buffering
        state.player.bufferingIndicatorDeadline = noon.adding(seconds: 0.5)
        #expect(state.subscriptions == [
            .clockTick, .chromeHideDeadline(noon.adding(seconds: 4)), .bufferingIndicatorDeadline(noon.adding(seconds: 0.5)),
        ])
    }
}

extension SubscriptionTests {
    @Test func nothingRunsWhileThePastIsShown() throws {
        #expect(Subscription.active(present: firstLaunch, isPreviewing: true).isEmpty)
        #expect(Subscription.active(present: firstLaunch, isPreviewing: false) == [.clockTick])
    }
}
