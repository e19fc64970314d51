import MeridianKitCore
import Testing

/// The About window as a value: what it says, when it shows, and what closing it sends.
@MainActor
struct AboutTests {
    @Test func anAboutWindowSaysWhatItIsGivenTakesNoRoomAndAnswersItsCloseThroughOnClose() throws {
        var closed = 0
        let info = AboutInfo(name: "Laps", version: "1.2", comments: "Times your laps", license: .gpl3OrLater, authors: ["Ada"])
        let about = About(info, isShown: true) { closed += 1 }
        let content = try #require(about.content(as: AboutContent.self))
        #expect(content.isShown && content.info.title == "About Laps" && content.info.authors == ["Ada"])
        #expect(content.info.logo == .iconName("application-x-executable"), "a generic icon unless the app gives its own")
        #expect(!about.traits.isVisible, "it takes no room in the window")
        about.events.onActivate?()
        #expect(closed == 1)
        #expect(AboutInfo(name: "Laps", title: "Über Laps", version: "1", comments: "", license: .mit).title == "Über Laps")
    }

    @Test func aShownWindowIsWhatItsLastActionSays() {
        var isShown = false
        let reducer = ShownWindowReducer()
        _ = reducer.reduce(into: &isShown, action: true)
        #expect(isShown)
        _ = reducer.reduce(into: &isShown, action: false)
        #expect(!isShown)
    }
}
