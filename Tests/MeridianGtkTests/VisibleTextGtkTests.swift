import CGtk
import Foundation
import MeridianKit
import Testing

private typealias H = GtkTestHarness

/// Issue 74: a file or zone name holding control characters showed in the window as boxes of
/// hex digits, and reached the accessibility tree raw (ESC, BEL). The window shows and speaks
/// them as the command line writes them.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct VisibleTextGtkTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    final class Shown {
        var text = "Session imported from /tmp/sess\u{1B}[31mRED\u{07}.json"
    }

    @Test func controlCharactersShowAsEscapesOnScreenAndInTheAccessibilityTree() throws {
        let shown = Shown()
        let host = ViewHost {
            VBox {
                Label(shown.text, overflow: .wrap).tag("text")
                Button("Open \u{1B}[2J") {}.accessibleName("Open \u{1B}]0;title\u{07}").tooltip("a\u{202E}b").tag("button")
            }
        }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        let text = try #require(host.widget(tagged: "text"))
        let button = try #require(host.widget(tagged: "button"))
        func labelText() -> String { String(cString: gtk_label_get_text(text.cast())) }
        func name(_ widget: Widget) -> String { String(cString: atk_object_get_name(gtk_widget_get_accessible(widget))) }
        #expect(labelText() == "Session imported from /tmp/sess\\e[31mRED\\a.json")
        #expect(name(text) == labelText(), "a screen reader reads what the label shows")
        #expect(name(button) == "Open \\e]0;title\\a")
        #expect(String(cString: gtk_widget_get_tooltip_text(button)) == "a\\u{202e}b")
        // Changed text goes through the same door; a line break a message wraps at stays.
        shown.text = "first line\nsecond \u{7F} line"
        host.update()
        #expect(labelText() == "first line\nsecond \\x7f line")
    }
}
