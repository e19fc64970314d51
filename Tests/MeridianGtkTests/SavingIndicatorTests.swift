import CGtk
@testable import MeridianKit
import MeridianKitCore
import Testing

/// The History bar's warning that saving fails: its tooltip says why, but not while its
/// popover is open, where it would cover the popover's Try Now button.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct SavingIndicatorTests {
    typealias H = GtkTestHarness

    // GTK started by the suite itself: run alone, it crashed in GLib on another thread.
    init() { precondition(GtkTestHarness.isReady) }

    /// A value a description reads, changed after the description was made.
    final class Shown<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test func theWarningsTooltipIsNotShownOverItsOpenPopover() throws {
        let reason = "the disk is full"
        let indicator = SavingIndicator(words: HistoryWords())
        // What the host describes, changed below: a box, as the description's closure keeps it.
        let notice = Shown(SavingNotice.notSaved(reason: reason, unsavedSteps: 3))
        let host = ViewHost { indicator.view(notice.value) }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        let warning = try #require(Look.descendants(host.widget).first { Look.accessibleName($0)?.hasPrefix("Not Saved: ") == true })
        #expect(Look.tooltip(warning) == reason)

        gtk_toggle_button_set_active(warning.cast(), 1)
        H.pump()
        let popover = try #require(gtk_menu_button_get_popover(warning.cast()))
        #expect(gtk_widget_get_visible(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) != 0, "the popover is open")
        #expect(Look.tooltip(warning) == nil && gtk_widget_get_has_tooltip(warning) == 0, "a tooltip would cover Try Now")
        // Saving still fails, for another reason, while the popover is open: still no tooltip.
        notice.value = .notSaved(reason: "the folder is read-only", unsavedSteps: 4)
        host.update()
        #expect(Look.tooltip(warning) == nil)

        gtk_toggle_button_set_active(warning.cast(), 0)
        H.pump()
        #expect(Look.tooltip(warning) == "the folder is read-only", "closed, the tooltip says why again")
    }

    /// The Not Saved warning's popover in `host`, opened as a click opens it.
    private func openedPopover(in host: ViewHost) throws -> Widget {
        let warning = try #require(Look.descendants(host.widget).first { Look.accessibleName($0)?.hasPrefix("Not Saved: ") == true })
        gtk_toggle_button_set_active(warning.cast(), 1)
        H.pump()
        let popover = try #require(gtk_menu_button_get_popover(warning.cast()))
        return UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)
    }

    /// The warning's popover says why and how many steps wait; Try Now closes it and tries.
    @Test func tryNowClosesThePopoverAndTries() throws {
        let indicator = SavingIndicator(words: HistoryWords())
        var tried = 0
        indicator.onTryNow = { tried += 1 }
        let notice = SavingNotice.notSaved(reason: "the disk is full", unsavedSteps: 3)
        let host = ViewHost { indicator.view(notice) }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        let popoverWidget = try openedPopover(in: host)
        #expect(gtk_widget_get_visible(popoverWidget) != 0)
        let labels = Look.labels(under: popoverWidget)
        #expect(labels.contains("the disk is full") && labels.contains(HistoryWords().notSavedDetail(3)), "\(labels)")
        let tryNow = try #require(Look.descendants(popoverWidget).first { Look.labels(under: $0) == [HistoryWords().tryNow] && gtk_widget_get_can_focus($0) != 0 })
        gtk_button_clicked(tryNow.cast())
        #expect(tried == 1)
        #expect(H.wait(until: { gtk_widget_get_visible(popoverWidget) == 0 }), "Try Now closes the popover")
    }

    /// The popover offers Export Session where the app gives one, beside Try Now, so that what
    /// is not saved can be kept in a file; it closes the popover and exports.
    @Test func thePopoverOffersToExportTheSession() throws {
        for offered in [false, true] {
            let indicator = SavingIndicator(words: HistoryWords())
            var exported = 0
            if offered { indicator.onExport = { exported += 1 } }
            let host = ViewHost { indicator.view(.notSaved(reason: "the disk is full", unsavedSteps: 3)) }
            let window = H.window(showing: host)
            defer { gtk_widget_destroy(window) }
            let popoverWidget = try openedPopover(in: host)
            let export = Look.descendants(popoverWidget).first { Look.labels(under: $0) == [HistoryWords().exportSession] && gtk_widget_get_can_focus($0) != 0 && Look.isVisible($0) }
            guard offered else {
                #expect(export == nil, "no Export Session where the app offers none")
                continue
            }
            gtk_button_clicked(try #require(export).cast())
            #expect(exported == 1)
            #expect(H.wait(until: { gtk_widget_get_visible(popoverWidget) == 0 }), "Export Session closes the popover")
        }
    }
}
