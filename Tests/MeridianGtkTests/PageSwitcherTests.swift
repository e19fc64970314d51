import CGtk
import Foundation
import MeridianKit
import MeridianKitCore
import Testing

private typealias H = GtkTestHarness

/// A described stack under its switcher: the pages titled as described, the page the user
/// presses sent (and the one the state shows not), and a side panel's scrolling area that its
/// content fills.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct PageSwitcherTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    final class Pages {
        var shown = "first"
        var chosen: [String] = []
    }

    /// The switcher's buttons, in order.
    func buttons(in switcherBox: Widget) -> [Widget] {
        Look.descendants(switcherBox).filter { g_type_check_instance_is_a(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self), gtk_radio_button_get_type()) != 0 }
    }

    @Test func itTitlesThePagesAndSendsOnlyTheUsersChoice() throws {
        let pages = Pages()
        let host = ViewHost {
            PageSwitcher([.init(id: "first", title: "First"), .init(id: "second", title: "Second")], onChoose: {
                pages.chosen.append($0)
                pages.shown = $0
            }) {
                Stack(showing: pages.shown, crossfades: false) {
                    Label("One").id("first")
                    Label("Two").id("second")
                }
                .tag("stack")
            }
            .tag("switcher")
        }
        let window = H.window(showing: host, width: 300, height: 200)
        defer { gtk_widget_destroy(window) }
        let stack = try #require(host.widget(tagged: "stack"))
        let switcher = try #require(host.widget(tagged: "switcher"))
        let radios = buttons(in: switcher)
        #expect(radios.map { Look.accessibleName($0) } == ["First", "Second"])

        // The state shows a page: shown, nothing sent back.
        pages.shown = "second"
        host.update()
        H.pump()
        #expect(String(cString: gtk_stack_get_visible_child_name(stack.cast())) == "second")
        #expect(pages.chosen.isEmpty, "the renderer's own change is not the user's")
        let sets = host.propertySets
        host.update()
        #expect(host.propertySets == sets, "nothing set when nothing changed")

        // The user presses the first page's button: sent, and shown.
        gtk_button_clicked(radios[0].cast())
        H.pump()
        #expect(pages.chosen == ["first"])
        #expect(String(cString: gtk_stack_get_visible_child_name(stack.cast())) == "first")
    }

    @Test func aScrollingPanelIsFilledByItsContentAndScrollsWhereItIsSmaller() throws {
        final class Size { var least = 100 }
        let size = Size()
        let host = ViewHost {
            ScrollingPanel {
                VBox {
                    Label("Top").expands(.vertical)
                }
                .minimumSize(height: size.least)
                .tag("content")
            }
        }
        let window = H.window(showing: host, width: 300, height: 300)
        defer { gtk_widget_destroy(window) }
        let content = try #require(host.widget(tagged: "content"))
        #expect(gtk_widget_get_allocated_height(content) >= 290, "the content fills the panel")
        size.least = 600
        host.update()
        H.nextFrame(of: window)
        #expect(gtk_widget_get_allocated_height(content) == 600, "the content keeps its least height, and scrolls")
        let scrolled = try #require(gtk_widget_get_ancestor(content, gtk_scrolled_window_get_type()))
        let adjustment = try #require(gtk_scrolled_window_get_vadjustment(scrolled.cast()))
        #expect(gtk_adjustment_get_upper(adjustment) == 600)
    }
}
