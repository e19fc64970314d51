import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import Testing

/// The message bar as the window shows it: its text beside its buttons.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct MessageBarTests {
    typealias H = GtkTestHarness

    /// The vertical middle of `widget`, in `bar`'s coordinates.
    func middle(of widget: Widget, in bar: Widget) -> Int32 {
        var y: gint = 0
        gtk_widget_translate_coordinates(widget, bar, 0, 0, nil, &y)
        return y + gtk_widget_get_allocated_height(widget) / 2
    }

    /// A message of one line is centred beside the bar's buttons (the offer, the close
    /// button), as GNOME's info bars are, not at the top of the bar.
    @Test func aOneLineMessageIsCentredBesideItsButtons() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-gtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // An export's message: one line, with its Open Folder button.
        await withCheckedContinuation { done in app.files.exportSnapshot(to: folder.appendingPathComponent("clocks.json").path) { done.resume() } }
        let bar = window.messageBar.root, text = window.messageBar.text, offer = window.messageBar.offerButton
        H.nextFrame(of: window.window)
        #expect(Look.isVisible(bar) && Look.isVisible(offer))
        var lineHeight: gint = 0
        gtk_widget_get_preferred_height(text, nil, &lineHeight)
        #expect(gtk_widget_get_allocated_height(offer) > lineHeight, "the button is taller than the line: there is room to centre it")
        // A wrapping label's first layout in a new bar may be at another width (on a busy
        // machine, the frame above saw it hundreds of pixels tall): the bar as it settles.
        func gap() -> Int32 { abs(middle(of: text, in: bar) - middle(of: offer, in: bar)) }
        H.wait(until: { gap() <= 1 })
        #expect(gap() <= 1, "the text's middle is \(gap()) px from the button's")
    }

    /// A message never opens drawn as selected: its text can be selected (to copy a path),
    /// but taking the keyboard focus, as it does when the window opens with nothing focusable
    /// before it, selects nothing.
    @Test func aMessageTakingTheFocusIsNotSelected() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-gtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        await withCheckedContinuation { done in app.files.exportSnapshot(to: folder.appendingPathComponent("clocks.json").path) { done.resume() } }
        let text = window.messageBar.text
        H.nextFrame(of: window.window)
        gtk_widget_grab_focus(text)
        #expect(gtk_widget_has_focus(text) != 0, "the message's text takes the focus")
        var start: gint = 0, end: gint = 0
        let selected = gtk_label_get_selection_bounds(text.cast(), &start, &end) != 0
        #expect(!selected || start == end, "the message opened selected from \(start) to \(end)")
    }
}
