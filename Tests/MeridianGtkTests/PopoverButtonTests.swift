import CGtk
import Foundation
import MeridianKit
import MeridianKitCore
import Testing

private typealias H = GtkTestHarness

/// A described popover button: its face is the button's child, its popover holds a described
/// view, both updated in place; its tooltip is not shown over its open popover; the code around
/// it closes the popover through its reference.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct PopoverButtonTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    final class Model {
        var face = "Not Saved"
        var reason = "the disk is full"
        var tooltip: String? = "the disk is full"
        var tried = 0
    }

    @Test func itHoldsItsFaceAndADescribedPopoverAndClosesThroughItsReference() throws {
        let model = Model()
        let button = WidgetReference()
        let host = ViewHost {
            VBox {
                PopoverButton {
                    Label(model.face, overflow: .whole).tag("face")
                } popover: {
                    VBox(spacing: 6) {
                        Label(model.reason, overflow: .wrap).tag("reason")
                        Button("Try Now") {
                            button.closePopover()
                            model.tried += 1
                        }
                        .tag("try")
                    }
                }
                .tooltip(model.tooltip)
                .accessibleName("Not Saved: \(model.reason)")
                .reference(button)
                .tag("button")
            }
        }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        let widget = try #require(host.widget(tagged: "button"))
        #expect(button.widget == widget)
        let menuButton = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkMenuButton.self)
        let toggle = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkToggleButton.self)
        let face = try #require(host.widget(tagged: "face"))
        #expect(gtk_bin_get_child(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBin.self)) == face)
        let popover = try #require(gtk_menu_button_get_popover(menuButton))
        let popoverWidget = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)
        let reason = try #require(host.widget(tagged: "reason"))
        #expect(Look.descendants(popoverWidget).contains(reason), "what the popover holds is in the popover")
        #expect(Look.accessibleName(widget) == "Not Saved: the disk is full" && Look.tooltip(widget) == "the disk is full")

        // The same description sets nothing; a new one changes the face and the popover in place.
        let sets = host.propertySets
        host.update()
        #expect(host.propertySets == sets)
        model.reason = "the folder is read-only"
        model.face = "Still Not Saved"
        host.update()
        #expect(host.widget(tagged: "reason") == reason && Look.text(reason) == "the folder is read-only")
        #expect(host.widget(tagged: "face") == face && Look.text(face) == "Still Not Saved")

        // Open: no tooltip over the popover, even when the description gives a new one.
        gtk_toggle_button_set_active(toggle, 1)
        H.pump()
        #expect(gtk_widget_get_visible(popoverWidget) != 0)
        #expect(Look.tooltip(widget) == nil && gtk_widget_get_has_tooltip(widget) == 0)
        model.tooltip = "the folder is read-only"
        host.update()
        #expect(Look.tooltip(widget) == nil && gtk_widget_get_has_tooltip(widget) == 0)

        // Try Now closes it through the reference, and does what it offers; closed, the tooltip is back.
        let tryNow = try #require(host.widget(tagged: "try"))
        gtk_button_clicked(UnsafeMutableRawPointer(tryNow).assumingMemoryBound(to: GtkButton.self))
        #expect(model.tried == 1)
        #expect(H.wait(until: { gtk_widget_get_visible(popoverWidget) == 0 && gtk_toggle_button_get_active(toggle) == 0 }))
        #expect(Look.tooltip(widget) == "the folder is read-only")
    }
}
