import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import Testing

private typealias H = GtkTestHarness

/// A clock's row says all of its words in the narrowest list, Edit mode's remove buttons and all.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct ClockRowFitTests {
    /// A 620 px window with the detail pane open leaves the list 240 px: in Edit mode the
    /// offsets were cut to "Today · +…".
    @Test func inEditModeANarrowListCutsNoRowsWords() throws {
        var state = H.firstLaunch
        state.document.zones.append(Zone(id: UUID(uuid: (0xAA, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), identifier: "Asia/Kathmandu", name: "Kathmandu"))
        state.viewState.window = WindowLayout(width: 620, height: WindowLayout.minimumHeight, panePosition: WindowLayout.minimumPanePosition)
        state.viewState.detail = DetailPane(zoneID: H.standardZone("Tokyo").id, nameText: "Tokyo")
        state.viewState.master.isEditing = true
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let window = try #require(app.window)
        let rows = Look.rows(window.panes.clockList.listBox)
        #expect(rows.count == 6)
        func labels(_ row: Widget) -> [Widget] {
            Look.descendants(row).filter { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_label_get_type()) != 0 && Look.isShown($0, within: row) }
        }
        /// What is cut or reaches past its row.
        func cut() -> [String] {
            rows.flatMap { row in
                let width = gtk_widget_get_allocated_width(row)
                return labels(row).compactMap { label -> String? in
                    let text = Look.text(label)
                    if pango_layout_is_ellipsized(gtk_label_get_layout(label.cast())) != 0 { return "“\(text)” is cut at \(width) px" }
                    var (x, y): (gint, gint) = (0, 0)
                    gtk_widget_translate_coordinates(label, row, 0, 0, &x, &y)
                    return x >= 0 && x + gtk_widget_get_allocated_width(label) <= width ? nil : "“\(text)” reaches past its row (\(width) px)"
                }
            }
        }
        // Read after painted frames, once every label has a width: one not laid out yet would
        // pass for one not cut.
        let laidOut = { rows.allSatisfy { labels($0).allSatisfy { gtk_widget_get_allocated_width($0) > 1 } } }
        H.wait(until: { H.nextFrame(of: window.window); return laidOut() && cut().isEmpty })
        #expect(laidOut())
        #expect(gtk_widget_get_allocated_width(window.panes.clockList.listBox) <= 260)
        #expect(cut() == [])
        #expect(Look.labels(under: rows[5]) == ["Kathmandu", "17:45", "4 h 45 min ahead"])
        #expect(Look.descendants(rows[5]).contains { Look.accessibleName($0) == "Remove Kathmandu" && Look.isVisible($0) })
    }
}
