import MeridianKitCore
import Testing

/// What the window tells is told one alert at a time, in the order it came, each until closed.
struct NoticesTests {
    @Test func noticesAreToldOneAtATimeInTheOrderTheyCame() {
        var notices = Notices()
        #expect(notices.alert(close: "_Close") == nil)
        notices.apply(.told(Notices.Notice(title: "The saved history", detail: "A segment could not be read.")))
        notices.apply(.told(Notices.Notice(title: "The saved history", detail: "Autosave is off.")))
        let alert = notices.alert(close: "_Close")
        #expect(alert?.title == "The saved history" && alert?.detail == "A segment could not be read." && alert?.kind == .error)
        #expect(alert?.buttons == [AlertButton("_Close", answer: true)] && alert?.cancel == true)
        notices.apply(.closed)
        #expect(notices.alert(close: "_Close")?.detail == "Autosave is off.")
        notices.apply(.closed)
        notices.apply(.closed)
        #expect(notices == Notices())
    }
}
