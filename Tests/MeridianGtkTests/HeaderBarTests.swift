import CGtk
import Foundation
import MeridianKit
import Testing

private typealias H = GtkTestHarness

/// A described header bar: its title, its parts at its two ends, a new title applied to the
/// same bar.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct HeaderBarTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    final class Titles {
        var title = "Tasks"
        var subtitle: String? = "3 open"
        var pressed: [String] = []
    }

    @Test func itShowsItsTitleAndPartsAndAppliesANewTitleInPlace() throws {
        let titles = Titles()
        let host = ViewHost {
            HeaderBar(title: titles.title, subtitle: titles.subtitle) {
                Button(icon: "edit-undo-symbolic", name: "Undo") { titles.pressed.append("undo") }.tag("undo")
            } end: {
                Button(icon: "open-menu-symbolic", name: "Main menu") { titles.pressed.append("menu") }.tag("menu")
                Button(icon: "document-open-symbolic", name: "Import") { titles.pressed.append("import") }.tag("import")
            }
            .tag("bar")
        }
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        defer { gtk_widget_destroy(window) }
        gtk_window_set_titlebar(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), host.widget)
        gtk_widget_show_all(window)
        H.waitUntilShown(window)
        let bar = try #require(host.widget(tagged: "bar"))
        let headerBar = UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkHeaderBar.self)
        #expect(String(cString: gtk_header_bar_get_title(headerBar)) == "Tasks")
        #expect(String(cString: gtk_header_bar_get_subtitle(headerBar)) == "3 open")
        #expect(gtk_header_bar_get_show_close_button(headerBar) != 0)
        // Where each part is: Undo at the start; the menu outermost at the end, Import inside it.
        let parts = try ["undo", "import", "menu"].map { try #require(host.widget(tagged: $0)) }
        let xs = parts.map { part -> Int32 in
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(part, &allocation)
            return allocation.x
        }
        #expect(xs == xs.sorted() && Set(xs).count == 3)
        #expect(parts.allSatisfy { gtk_widget_get_parent($0) == bar })

        let sets = host.propertySets
        host.update()
        #expect(host.propertySets == sets)
        titles.title = "Tasks — Groceries"
        titles.subtitle = nil
        host.update()
        #expect(host.widget(tagged: "bar") == bar)
        #expect(String(cString: gtk_header_bar_get_title(headerBar)) == "Tasks — Groceries")
        #expect(gtk_header_bar_get_subtitle(headerBar) == nil)
        #expect(host.propertySets == sets + 2)
        #expect(titles.pressed.isEmpty)
    }
}
