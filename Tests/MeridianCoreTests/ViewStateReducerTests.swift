import CoreTestSupport
import Foundation
import MeridianCore
import MeridianKitCore
import Testing

@Suite struct ViewStateReducerTests {
    @Test func theClockTicks() throws {
        assertReduce(firstLaunch, .tick(at: noon.adding(seconds: 1))) {
            $0.now = noon.adding(seconds: 1)
        }
    }

    @Test func scrollOffsetsAreStateAndNeverNegative() throws {
        let scrolled = assertReduce(firstLaunch, .clockList(.scrolled(offsetY: 120))) {
            $0.viewState.master.scrollOffsetY = 120
        }
        assertReduce(scrolled, .clockList(.scrolled(offsetY: -8))) {
            $0.viewState.master.scrollOffsetY = 0
        }
        assertReduce(scrolled, .clockList(.scrolled(offsetY: .nan))) {
            $0.viewState.master.scrollOffsetY = 0
        }
        var choosing = firstLaunch
        choosing.viewState.selection = ZoneChooser()
        assertReduce(choosing, .chooser(.scrolled(offsetY: 300))) {
            $0.viewState.selection?.scrollOffsetY = 300
        }
    }

    @Test func theChooserOnlyChangesWhileOpen() throws {
        assertReduce(firstLaunch, .chooser(.searchTextChanged("tok")))
        assertReduce(firstLaunch, .chooser(.scrolled(offsetY: 10)))
        var choosing = firstLaunch
        choosing.viewState.selection = ZoneChooser(scrollOffsetY: 40, searchText: "tok")
        assertReduce(choosing, .chooser(.cancelled)) {
            $0.viewState.selection = nil
        }
    }

    @Test func sortOrderAndTheDetailPane() throws {
        let sorted = assertReduce(firstLaunch, .clockList(.sortOrderChosen(.byOffset))) {
            $0.viewState.master.sortOrder = .byOffset
        }
        let tokyo = WorldClock.standard["Tokyo"]
        let shown = assertReduce(sorted, .clockList(.rowActivated(zoneID: tokyo.id))) {
            $0.viewState.detail = DetailPane(zoneID: tokyo.id, nameText: "Tokyo")
        }
        assertReduce(shown, .detail(.closeButtonClicked)) {
            $0.viewState.detail = nil
        }
    }

    @Test func theWindowKeepsAUsableSize() throws {
        let resized = assertReduce(firstLaunch, .window(.resized(width: 1280, height: 800))) {
            $0.viewState.window.width = 1280
            $0.viewState.window.height = 800
        }
        assertReduce(resized, .window(.resized(width: 10, height: 10))) {
            $0.viewState.window.width = WindowLayout.minimumWidth
            $0.viewState.window.height = WindowLayout.minimumHeight
        }
        assertReduce(resized, .window(.panePositionChanged(500))) {
            $0.viewState.window.panePosition = 500
        }
        assertReduce(resized, .window(.panePositionChanged(3))) {
            $0.viewState.window.panePosition = WindowLayout.minimumPanePosition
        }
    }

    @Test func messages() throws {
        let told = assertReduce(firstLaunch, .messageShown(UserMessage(verbatim: "Something happened."))) {
            $0.viewState.message = UserMessage(verbatim: "Something happened.")
        }
        assertReduce(told, .messageDismissed) {
            $0.viewState.message = nil
        }
    }

    /// Found by the stranger's pass of issue 60: the refusal gave the slowest speed as "0.06×"
    /// (it is 0.0625×), and stayed on screen after a speed that plays.
    @Test func aSpeedThatPlaysAnswersTheRefusalOfOneThatCouldNot() throws {
        guard case .messageShown(let refusal) = AppAction.playbackSpeedChosen(0.01) else {
            Issue.record("0.01× was not refused")
            return
        }
        #expect(refusal.text == "0.01× is not a playback speed; choose one from 0.0625× to 16×.")
        // Written as speeds are, not as Swift prints a Double.
        for (rate, words) in [(-1.0, "-1×"), (100, "100×"), (0, "0×")] {
            guard case .messageShown(let refused) = AppAction.playbackSpeedChosen(rate) else {
                Issue.record("\(rate)× was not refused")
                continue
            }
            #expect(refused.text.hasPrefix("\(words) is not a playback speed"), "\(refused.text)")
        }
        let told = assertReduce(firstLaunch, .messageShown(refusal)) {
            $0.viewState.message = refusal
        }
        assertReduce(told, .player(.rateChosen(1.5)), effects: [.player(.setRate(1.5))]) {
            $0.viewState.message = nil
            $0.player.rate = 1.5
        }
        // Another message stays: the speed answers nothing it said.
        let other = assertReduce(firstLaunch, .messageShown(UserMessage(verbatim: "Something happened."))) {
            $0.viewState.message = UserMessage(verbatim: "Something happened.")
        }
        assertReduce(other, .player(.rateChosen(1.5)), effects: [.player(.setRate(1.5))]) {
            $0.player.rate = 1.5
        }
    }
}
