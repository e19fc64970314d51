import CGtk
import Foundation
import MeridianKit
import Testing

private typealias H = GtkTestHarness

/// A described paned: its two panes packed as said, its handle where the state puts it, and
/// the handle's moves sent but for those the description makes.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct PanedTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    final class Layout {
        var position = 200
        var moves: [Int] = []
    }

    /// Whether `child` grows with the paned (its "resize" child property).
    func grows(_ child: Widget, in paned: Widget) -> Bool {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        defer { g_value_unset(&value) }
        gtk_container_child_get_property(UnsafeMutableRawPointer(paned).assumingMemoryBound(to: GtkContainer.self), child, "resize", &value)
        return g_value_get_boolean(&value) != 0
    }

    @Test func itPlacesItsHandleAsDescribedAndSendsOnlyTheUsersMoves() throws {
        let layout = Layout()
        let host = ViewHost {
            Paned(.horizontal, position: layout.position, firstKeepsItsSize: true, onMove: {
                layout.moves.append($0)
                layout.position = $0
            }) {
                Label("Clocks").tag("first")
                Label("Detail").tag("second")
            }
            .tag("paned")
        }
        let window = H.window(showing: host, width: 600, height: 200)
        defer { gtk_widget_destroy(window) }
        let paned = try #require(host.widget(tagged: "paned"))
        let gtkPaned = UnsafeMutableRawPointer(paned).assumingMemoryBound(to: GtkPaned.self)
        let first = try #require(host.widget(tagged: "first"))
        let second = try #require(host.widget(tagged: "second"))
        #expect(gtk_paned_get_child1(gtkPaned) == first && gtk_paned_get_child2(gtkPaned) == second)
        #expect(!grows(first, in: paned) && grows(second, in: paned))
        #expect(gtk_paned_get_position(gtkPaned) == 200)

        // The state moves the handle: the same widget, the handle there, nothing sent back.
        layout.position = 300
        host.update()
        H.pump()
        #expect(host.widget(tagged: "paned") == paned)
        #expect(gtk_paned_get_position(gtkPaned) == 300)
        #expect(layout.moves.isEmpty, "the renderer's own move is not the user's")
        let sets = host.propertySets
        host.update()
        #expect(host.propertySets == sets)

        // The user moves the handle: GTK sets the position while it handles their input, as a
        // drag's motion or a key does. Sent.
        H.asUserInput(on: window) { gtk_paned_set_position(gtkPaned, 250) }
        #expect(layout.moves == [250])
        #expect(layout.position == 250)
        #expect(gtk_paned_get_position(gtkPaned) == 250)
    }

    /// A window made narrower squeezes the handle where GTK's layout must: that is no move of
    /// the user's, and is not sent (it was saved, and the list stayed narrow after a relaunch).
    @Test func aHandleSqueezedByANarrowerWindowIsNotSent() throws {
        let layout = Layout()
        layout.position = 300
        let host = ViewHost {
            Paned(.horizontal, position: layout.position, firstKeepsItsSize: true, onMove: {
                layout.moves.append($0)
                layout.position = $0
            }) {
                Label("Clocks")
                Label("Detail")
            }
            .tag("paned")
        }
        let window = H.window(showing: host, width: 600, height: 200)
        defer { gtk_widget_destroy(window) }
        let paned = try #require(host.widget(tagged: "paned"))
        let gtkPaned = UnsafeMutableRawPointer(paned).assumingMemoryBound(to: GtkPaned.self)
        #expect(gtk_paned_get_position(gtkPaned) == 300)
        gtk_window_resize(window.cast(), 200, 200)
        #expect(H.wait(until: { gtk_widget_get_allocated_width(paned) < 300 }), "the window got narrower")
        H.nextFrame(of: window)
        #expect(gtk_paned_get_position(gtkPaned) < 300, "GTK squeezed the handle")
        #expect(layout.moves.isEmpty, "sent \(layout.moves)")

        // Wide again: the handle back where the state has it, and still nothing sent.
        gtk_window_resize(window.cast(), 600, 200)
        #expect(H.wait(until: { gtk_paned_get_position(gtkPaned) == 300 }), "at \(gtk_paned_get_position(gtkPaned))")
        #expect(layout.moves.isEmpty, "sent \(layout.moves)")
    }
}
