import CoreTestSupport
import MeridianCore
import MeridianKitCore
import Testing

@Suite struct PlayerKeyboardTests {
    let now = Instant(millisecondsSince1970: 1_774_785_600_000)
    let clip = PlayerState(media: Media(uri: "file:///clip.ogv", title: "clip"), status: .paused, position: 3, duration: 60)

    @Test func spacePlaysAndPauses() throws {
        #expect(PlayerKeyboard.actions(for: .space, player: clip, at: now) == [.playPauseClicked(at: now)])
    }

    @Test func arrowsSeekFiveSecondsInsideTheMedia() throws {
        #expect(PlayerKeyboard.actions(for: .right, player: clip, at: now) == [.seekBegan, .seekChanged(to: 8), .seekEnded(at: now)])
        #expect(PlayerKeyboard.actions(for: .left, player: clip, at: now) == [.seekBegan, .seekChanged(to: 0), .seekEnded(at: now)])
        var nearTheEnd = clip
        nearTheEnd.position = 58
        #expect(PlayerKeyboard.actions(for: .right, player: nearTheEnd, at: now) == [.seekBegan, .seekChanged(to: 60), .seekEnded(at: now)])
    }

    @Test func anArrowIsOneAccurateSeekThroughTheReducer() throws {
        var state = AppState.firstLaunch(now: now, userTimeZone: "Europe/London")
        state.player = clip
        let reducer = AppReducer(catalog: TimeZoneCatalog(identifiers: ["UTC", "Europe/London"]))
        var effects: [AppEffect] = []
        for action in PlayerKeyboard.actions(for: .right, player: clip, at: now) {
            effects += reducer.reduce(into: &state, action: .player(action))
        }
        #expect(state.player.position == 8)
        #expect(effects.last == .player(.seek(to: 8, accuracy: .accurate)))
    }

    @Test func theWindowsSpaceAndArrowsAreThePlayersKeys() {
        #expect(PlayerKey(Key.space) == .space && PlayerKey(Key.left) == .left && PlayerKey(Key.right) == .right)
        #expect(PlayerKey(Key.up) == nil && PlayerKey(Key.enter) == nil && PlayerKey(Key.other(0x61)) == nil)
    }

    @Test func withoutMediaKeysDoNothing() throws {
        #expect(PlayerKeyboard.actions(for: .space, player: PlayerState(), at: now) == [])
        var unknownLength = clip
        unknownLength.duration = nil
        #expect(PlayerKeyboard.actions(for: .right, player: unknownLength, at: now) == [])
    }
}
