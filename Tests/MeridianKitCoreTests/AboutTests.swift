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

/// The Keyboard Shortcuts window as a value: what it lists, and the keys an action takes from it.
@MainActor
struct ShortcutsWindowTests {
    let sections = [
        ShortcutSection("General", [Shortcut("Quit", keys: ["<Primary>q"], action: "app.quit"), Shortcut("Move", keys: ["<Alt>Up"])]),
        ShortcutSection("History", [Shortcut("Undo", keys: ["<Primary>z"], action: "app.undo")]),
    ]

    @Test func anActionTakesItsKeysFromTheTableAndAKeyOfAPaneIsOnlyListed() {
        #expect(ShortcutSection.keys(of: "app.undo", in: sections) == ["<Primary>z"])
        #expect(ShortcutSection.keys(of: "app.redo", in: sections) == [])
    }

    @Test func theWindowListsItsSectionsTakesNoRoomAndAnswersItsCloseThroughOnClose() throws {
        var closed = 0
        let window = ShortcutsWindow(sections, title: "Keyboard Shortcuts", isShown: true) { closed += 1 }
        let content = try #require(window.content(as: ShortcutsContent.self))
        #expect(content.sections == sections && content.isShown && !window.traits.isVisible)
        window.events.onActivate?()
        #expect(closed == 1)
    }
}
