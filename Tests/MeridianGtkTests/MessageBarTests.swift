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

    /// An export's message ("Snapshot exported to …", with Open Folder) shown in `app`'s bar.
    func showExportMessage(in app: MeridianApplication) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-gtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        await withCheckedContinuation { done in app.files.exportSnapshot(to: folder.appendingPathComponent("clocks.json").path) { done.resume() } }
    }

    /// A message of one line is centred beside the bar's buttons (the offer, the close
    /// button), as GNOME's info bars are, not at the top of the bar.
    @Test func aOneLineMessageIsCentredBesideItsButtons() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        // An export's message: one line, with its Open Folder button.
        try await showExportMessage(in: app)
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
        try await showExportMessage(in: app)
        let text = window.messageBar.text
        H.nextFrame(of: window.window)
        gtk_widget_grab_focus(text)
        #expect(gtk_widget_has_focus(text) != 0, "the message's text takes the focus")
        var start: gint = 0, end: gint = 0
        let selected = gtk_label_get_selection_bounds(text.cast(), &start, &end) != 0
        #expect(!selected || start == end, "the message opened selected from \(start) to \(end)")
    }

    /// Selected by the user, the message's text reads at WCAG AA's 4.5:1 against the
    /// selection in every theme (HighContrast drew white on a mid grey).
    @Test(arguments: [("Adwaita", false), ("Adwaita", true), ("HighContrast", false), ("HighContrastInverse", false)])
    func selectedMessageTextReadsInEveryTheme(theme: String, dark: Bool) async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let restoreTheme = try ThemeSetting.use(theme, dark: dark)
        defer { restoreTheme() }
        let window = try #require(app.window)
        try await showExportMessage(in: app)
        let text = window.messageBar.text
        H.nextFrame(of: window.window)
        gtk_label_select_region(text.cast(), 0, -1)
        H.nextFrame(of: window.window)
        // Within the selected words: the selection's colour and the text's on it.
        var (x, y): (gint, gint) = (0, 0)
        gtk_label_get_layout_offsets(text.cast(), &x, &y)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(gtk_label_get_layout(text.cast()), &ink, &logical)
        var origin = GtkAllocation()
        gtk_widget_get_allocation(text, &origin)
        let area = GdkRectangle(x: x - origin.x + logical.x, y: y - origin.y + logical.y + 1, width: logical.width, height: logical.height - 2)
        let contrast = Pixels.contrast(in: area, of: text, drawnWith: window.window)
        #expect(contrast >= DimText.leastContrast, "selected message text reads at \(contrast):1 in \(theme)\(dark ? " dark" : "")")
    }
}
