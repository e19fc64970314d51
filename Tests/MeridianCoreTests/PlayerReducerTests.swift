import CoreTestSupport
import MeridianCore
import Testing

/// Every row of the player's behaviour table.
@Suite struct PlayerReducerTests {
    let clip = Media(uri: "file:///tmp/clip.ogv", title: "clip")
    let t0 = noon
    let hideLater = noon.adding(seconds: 4)

    var playing: PlayerState {
        PlayerState(media: clip, status: .playing, intent: .play, position: 12, duration: 60, hideDeadline: hideLater)
    }

    var paused: PlayerState {
        PlayerState(media: clip, status: .paused, intent: .pause, position: 12, duration: 60)
    }

    @Test func openingMediaLoadsItPausedWithTheChromeShowing() throws {
        assertReduce(playing, .mediaOpened(uri: "file:///v.ogv", title: "v"), commands: [.load(uri: "file:///v.ogv")]) {
            $0 = PlayerState(media: Media(uri: "file:///v.ogv", title: "v"), status: .loading)
        }
    }

    /// A load starts at 1×: the speed the user chose goes with the new media.
    /// Media that failed plays no more: Play does nothing until other media is opened.
    @Test func playDoesNothingAfterTheMediaFailed() throws {
        let failed = PlayerState(media: clip, status: .failed(UserMessage(verbatim: "Not a video or audio file.")), intent: .pause)
        assertReduce(failed, .playPauseClicked(at: t0))
    }

    @Test func openingMediaKeepsTheChosenSpeed() throws {
        var state = playing
        state.rate = 1.5
        assertReduce(state, .mediaOpened(uri: "file:///v.ogv", title: "v"), commands: [.load(uri: "file:///v.ogv"), .setRate(1.5)]) {
            $0 = PlayerState(media: Media(uri: "file:///v.ogv", title: "v"), status: .loading, rate: 1.5)
        }
    }

    @Test func backgroundClickWhenHiddenShowsEverythingAndArmsTheDeadlineWhilePlaying() throws {
        var hidden = playing
        hidden.chrome = .hidden(.fadeAway)
        hidden.hideDeadline = nil
        assertReduce(hidden, .backgroundClicked(at: t0)) {
            $0.chrome = PlayerChrome(
                isToolbarShown: true, isStatusLineShown: true, isGradientShown: true,
                transition: ChromeTransition(duration: 0.25, curve: .easeOut))
            $0.hideDeadline = Instant(millisecondsSince1970: noon.millisecondsSince1970 + 4000)
        }
        var hiddenPaused = paused
        hiddenPaused.chrome = .hidden(.dismiss)
        assertReduce(hiddenPaused, .backgroundClicked(at: t0)) {
            $0.chrome = .shown(.appear)
        }
    }

    @Test func backgroundClickWhenShowingHidesEverythingAndClearsTheDeadline() throws {
        assertReduce(playing, .backgroundClicked(at: t0)) {
            $0.chrome = PlayerChrome(
                isToolbarShown: false, isStatusLineShown: false, isGradientShown: false,
                transition: ChromeTransition(duration: 0.25, curve: .easeIn))
            $0.hideDeadline = nil
        }
    }

    @Test func pointerMovementShowsTheChromeAndRestartsTheDeadlineUnlessScrubbing() throws {
        var hidden = playing
        hidden.chrome = .hidden(.fadeAway)
        hidden.hideDeadline = nil
        assertReduce(hidden, .pointerMoved(at: t0.adding(seconds: 1))) {
            $0.chrome = .shown(.appear)
            $0.hideDeadline = t0.adding(seconds: 5)
        }
        assertReduce(playing, .pointerMoved(at: t0.adding(seconds: 2))) {
            $0.hideDeadline = t0.adding(seconds: 6)
        }
        var scrubbing = playing
        scrubbing.isScrubbing = true
        scrubbing.hideDeadline = nil
        assertReduce(scrubbing, .pointerMoved(at: t0))
        assertReduce(paused, .pointerMoved(at: t0))
    }

    @Test func theDeadlineHidesTheChromeSlowlyOnlyWhenDuePlayingAndNotScrubbing() throws {
        assertReduce(playing, .hideDeadlineReached(at: hideLater)) {
            $0.chrome = .hidden(ChromeTransition(duration: 0.5, curve: .easeIn))
            $0.hideDeadline = nil
        }
        assertReduce(playing, .hideDeadlineReached(at: hideLater.adding(seconds: -0.001)))
        var scrubbing = playing
        scrubbing.isScrubbing = true
        assertReduce(scrubbing, .hideDeadlineReached(at: hideLater))
        var pausedWithStaleDeadline = paused
        pausedWithStaleDeadline.hideDeadline = hideLater
        assertReduce(pausedWithStaleDeadline, .hideDeadlineReached(at: hideLater))
    }

    @Test func pausingShowsTheChromeForGood() throws {
        var hidden = playing
        hidden.chrome = .hidden(.fadeAway)
        assertReduce(hidden, .playPauseClicked(at: t0), commands: [.pause]) {
            $0.intent = .pause
            $0.chrome = .shown(.appear)
            $0.hideDeadline = nil
        }
    }

    @Test func playingArmsTheDeadline() throws {
        assertReduce(paused, .playPauseClicked(at: t0), commands: [.play]) {
            $0.intent = .play
            $0.hideDeadline = hideLater
        }
    }

    @Test func playingAfterTheEndStartsOver() throws {
        let ended = PlayerState(media: clip, status: .ended, intent: .pause, position: 60, duration: 60)
        assertReduce(ended, .playPauseClicked(at: t0), commands: [.seek(to: 0, accuracy: .accurate), .play]) {
            $0.intent = .play
            $0.status = .playing
            $0.position = 0
            $0.hideDeadline = hideLater
        }
    }

    @Test func withoutMediaPlayPauseDoesNothing() throws {
        assertReduce(PlayerState(), .playPauseClicked(at: t0))
    }

    @Test func seekingScrubsFastClampsAndEndsWithOneAccurateSeek() throws {
        let began = assertReduce(playing, .seekBegan) {
            $0.isScrubbing = true
            $0.hideDeadline = nil
        }
        let dragged = assertReduce(began, .seekChanged(to: 30), commands: [.seek(to: 30, accuracy: .fast)]) {
            $0.position = 30
        }
        let pastTheEnd = assertReduce(dragged, .seekChanged(to: 95), commands: [.seek(to: 60, accuracy: .fast)]) {
            $0.position = 60
        }
        let beforeTheStart = assertReduce(pastTheEnd, .seekChanged(to: -3), commands: [.seek(to: 0, accuracy: .fast)]) {
            $0.position = 0
        }
        assertReduce(beforeTheStart, .engine(.positionChanged(14)))  // the engine does not fight the drag
        assertReduce(beforeTheStart, .seekEnded(at: t0), commands: [.seek(to: 0, accuracy: .accurate)]) {
            $0.isScrubbing = false
            $0.hideDeadline = hideLater
        }
    }

    @Test func aSeekWithoutADragIsAccurateAndPausedStaysWithoutADeadline() throws {
        assertReduce(paused, .seekChanged(to: 20), commands: [.seek(to: 20, accuracy: .accurate)]) {
            $0.position = 20
        }
        var scrubbing = paused
        scrubbing.isScrubbing = true
        assertReduce(scrubbing, .seekEnded(at: t0), commands: [.seek(to: 12, accuracy: .accurate)]) {
            $0.isScrubbing = false
        }
    }

    @Test func bufferingShowsItsIndicatorOnlyAfterHalfASecondAndNeverWhileScrubbing() throws {
        let buffering = assertReduce(playing, .engine(.bufferingChanged(percent: 20, at: t0))) {
            $0.status = .buffering
            $0.bufferingPercent = 20
            $0.bufferingIndicatorDeadline = t0.adding(seconds: 0.5)
        }
        let stillBuffering = assertReduce(buffering, .engine(.bufferingChanged(percent: 60, at: t0.adding(seconds: 0.3)))) {
            $0.bufferingPercent = 60
        }
        assertReduce(stillBuffering, .bufferingGraceElapsed(at: t0.adding(seconds: 0.4)))
        let shown = assertReduce(stillBuffering, .bufferingGraceElapsed(at: t0.adding(seconds: 0.5))) {
            $0.isBufferingIndicatorShown = true
            $0.bufferingIndicatorDeadline = nil
        }
        assertReduce(shown, .engine(.bufferingChanged(percent: 100, at: t0.adding(seconds: 1)))) {
            $0.status = .playing
            $0.bufferingPercent = nil
            $0.isBufferingIndicatorShown = false
        }
        var scrubbing = stillBuffering
        scrubbing.isScrubbing = true
        assertReduce(scrubbing, .bufferingGraceElapsed(at: t0.adding(seconds: 0.5)))
    }

    @Test func bufferingWhilePausedChangesNoStatus() throws {
        assertReduce(paused, .engine(.bufferingChanged(percent: 10, at: t0))) {
            $0.bufferingPercent = 10
        }
    }

    @Test func theEngineReportsPositionDurationAndState() throws {
        assertReduce(playing, .engine(.positionChanged(13.5))) {
            $0.position = 13.5
        }
        let loading = PlayerState(media: clip, status: .loading)
        let known = assertReduce(loading, .engine(.durationKnown(42))) {
            $0.duration = 42
        }
        assertReduce(known, .engine(.durationKnown(-1)))
        assertReduce(known, .engine(.durationKnown(.infinity)))
        assertReduce(known, .engine(.stateChanged(.paused))) {
            $0.status = .paused
        }
    }

    @Test func theEndShowsTheChromeToStayAndOffersAReplay() throws {
        var hidden = playing
        hidden.chrome = .hidden(.fadeAway)
        assertReduce(hidden, .engine(.ended), commands: [.pause]) {
            $0.status = .ended
            $0.intent = .pause
            $0.position = 60
            $0.chrome = .shown(.appear)
            $0.hideDeadline = nil
        }
    }

    /// At the end of the stream the engine still plays: it is paused, as the button shows, and
    /// the pause it reports leaves the clip finished.
    @Test func theEndPausesTheEngine() throws {
        let ended = assertReduce(playing, .engine(.ended), commands: [.pause]) {
            $0.status = .ended
            $0.intent = .pause
            $0.position = 60
            $0.hideDeadline = nil
        }
        assertReduce(ended, .engine(.stateChanged(.paused)))
        assertReduce(ended, .engine(.stateChanged(.playing))) {
            $0.status = .playing
        }
    }

    /// After the end a seek shows its frame, paused, as GNOME Videos does; one press of Play
    /// plays from there.
    @Test func aSeekAfterTheEndStaysPausedAndPlayPlaysFromThere() throws {
        let ended = PlayerState(media: clip, status: .ended, intent: .pause, position: 60, duration: 60)
        let began = assertReduce(ended, .seekBegan) {
            $0.isScrubbing = true
        }
        let dragged = assertReduce(began, .seekChanged(to: 20), commands: [.seek(to: 20, accuracy: .fast)]) {
            $0.position = 20
            $0.status = .paused
        }
        let sought = assertReduce(dragged, .seekEnded(at: t0), commands: [.seek(to: 20, accuracy: .accurate)]) {
            $0.isScrubbing = false
        }
        #expect(PlayerModel(sought).playPauseLabel == "Play")
        assertReduce(sought, .playPauseClicked(at: t0), commands: [.play]) {
            $0.intent = .play
            $0.hideDeadline = hideLater
        }
        // A seek to the very end leaves it finished: Play starts over.
        assertReduce(ended, .seekChanged(to: 60), commands: [.seek(to: 60, accuracy: .accurate)])
    }

    @Test func aFailureShowsItsMessageAndTheChromeStays() throws {
        assertReduce(playing, .engine(.failed(message: MediaFailure.notFound(uri: "file:///x.ogv").message))) {
            $0.status = .failed(MediaFailure.notFound(uri: "file:///x.ogv").message)
            $0.intent = .pause
            $0.hideDeadline = nil
        }
    }

    @Test func theRateMustBePositive() throws {
        assertReduce(playing, .rateChosen(1.5), commands: [.setRate(1.5)]) {
            $0.rate = 1.5
        }
        assertReduce(playing, .rateChosen(0))
        assertReduce(playing, .rateChosen(.nan))
    }

    @Test func timesAndRatesReadAsPeopleWriteThem() throws {
        #expect(PlayerClock.text(seconds: 5.9) == "0:05")
        #expect(PlayerClock.text(seconds: 754) == "12:34")
        #expect(PlayerClock.text(seconds: 3723) == "1:02:03")
        #expect(PlayerClock.text(seconds: -.infinity) == "0:00")
        #expect(PlayerClock.rateText(1) == "1×")
        #expect(PlayerClock.rateText(1.5) == "1.5×")
        #expect(PlayerClock.rateText(0.75) == "0.75×")
    }
}
