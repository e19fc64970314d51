import CGtk
import Foundation
@testable import MeridianKit
import MeridianKitCore
import Testing

private typealias H = GtkTestHarness

/// A described info bar: its message in its content area, its buttons in its action area, a
/// new description applied to the same widgets, and only the user's answers heard.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct InfoBarTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    final class Shown {
        var type = InfoBarContent.MessageType.warning
        var text = "Could not import “x.json”"
        var answers: [String] = []
    }

    @Test func itShowsItsMessageAndButtonsAppliesChangesInPlaceAndHearsOnlyTheUser() throws {
        let shown = Shown()
        let host = ViewHost {
            InfoBar(shown.type, onResponse: { shown.answers.append("answered") }) {
                Label(shown.text, overflow: .wrap).tag("text")
            } actions: {
                Button("Retry") { shown.answers.append("retry") }.tag("retry")
            }
            .accessibleName("Message")
            .tag("bar")
        }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        let bar = try #require(host.widget(tagged: "bar"))
        let infoBar = UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkInfoBar.self)
        let text = try #require(host.widget(tagged: "text"))
        let retry = try #require(host.widget(tagged: "retry"))
        #expect(g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(bar)), gtk_info_bar_get_type()) != 0)
        #expect(gtk_info_bar_get_message_type(infoBar) == GTK_MESSAGE_WARNING)
        #expect(gtk_info_bar_get_show_close_button(infoBar) != 0)
        #expect(gtk_widget_is_ancestor(text, gtk_info_bar_get_content_area(infoBar)) != 0)
        #expect(gtk_widget_is_ancestor(retry, gtk_info_bar_get_action_area(infoBar)) != 0)
        #expect(Look.accessibleName(bar) == "Message")
        #expect(Look.isVisible(text) && Look.isVisible(retry))
        // GTK's close button has a name for a screen reader, and a tooltip (issue 74: it was
        // announced as "button").
        let close = try #require(InfoBarContent.closeButton(of: infoBar))
        #expect(Look.accessibleName(close) == "Close")
        #expect(gtk_widget_get_tooltip_text(close).map { String(cString: $0) } == "Close")

        // The same description again sets nothing; another type and text, on the same widgets,
        // set just those, and GTK's own name for the new type ("Information") is named again.
        var sets = host.propertySets
        host.update()
        #expect(host.propertySets == sets)
        shown.type = .info
        shown.text = "Snapshot exported"
        host.update()
        #expect(host.widget(tagged: "bar") == bar && host.widget(tagged: "text") == text && host.widget(tagged: "retry") == retry)
        #expect(gtk_info_bar_get_message_type(infoBar) == GTK_MESSAGE_INFO)
        #expect(Look.text(text) == "Snapshot exported")
        #expect(Look.accessibleName(bar) == "Message")
        #expect(host.propertySets > sets)
        sets = host.propertySets
        host.update()
        #expect(host.propertySets == sets)
        #expect(shown.answers.isEmpty, "the renderer's changes are not answers")

        // The user's answers: a button (its own action first), then the close button.
        gtk_button_clicked(UnsafeMutableRawPointer(retry).assumingMemoryBound(to: GtkButton.self))
        gtk_info_bar_response(infoBar, GTK_RESPONSE_CLOSE.rawValue)
        H.pump()
        #expect(shown.answers == ["retry", "answered", "answered"])
    }
}
