import CGtk
import MeridianKit
import MeridianKitCore
import Testing

private typealias H = GtkTestHarness

/// A described drawing: painted from its shapes, painted again when its model changes and not
/// when another part of the window does, and a press sent with where it fell.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct DrawingGtkTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    final class Shown {
        var marks = [0.5]
        var note = "Note"
        var pressed: [(DrawingPoint, DrawingSize)] = []
    }

    @Test func itPaintsItsShapesAgainOnlyWhenItsModelChangesAndSendsWhereItWasPressed() throws {
        let shown = Shown()
        let host = ViewHost {
            VBox {
                Label(shown.note)
                Drawing(shown.marks, height: 30, shapes: { marks, size in
                    marks.map { .circle(center: DrawingPoint(x: size.width * $0, y: 15), radius: 5, style: .fill, color: .rgb(red: 1, green: 0, blue: 0)) }
                }) { point, size in shown.pressed.append((point, size)) }
                .accessibleName("Marks")
                .tag("drawing")
            }
        }
        let window = H.window(showing: host, width: 200, height: 100)
        defer { gtk_widget_destroy(window) }
        let area = try #require(host.widget(tagged: "drawing"))
        #expect(gtk_widget_get_allocated_height(area) >= 30)
        // The red dot is where the shapes put it: the middle of the drawing.
        #expect(H.wait(until: { H.nextFrame(of: window); return isRed(at: (gtk_widget_get_allocated_width(area) / 2, 15), in: area) }))
        #expect(!isRed(at: (10, 15), in: area))

        // Another part's change leaves the drawing as it is: the label's words are all it sets.
        let sets = host.propertySets
        shown.note = "Another note"
        host.update()
        #expect(host.propertySets == sets + 1)
        shown.marks = [0.1]
        host.update()
        #expect(H.wait(until: { H.nextFrame(of: area); return isRed(at: (gtk_widget_get_allocated_width(area) / 10, 15), in: area) }))

        let event = try #require(gdk_event_new(GDK_BUTTON_PRESS))
        defer { gdk_event_free(event) }
        event.pointee.button.button = 1
        event.pointee.button.window = gtk_widget_get_window(area)
        g_object_ref(UnsafeMutableRawPointer(event.pointee.button.window))
        (event.pointee.button.x, event.pointee.button.y) = (12, 7)
        #expect(gtk_widget_event(area, event) != 0)
        #expect(shown.pressed.count == 1)
        #expect(shown.pressed.first.map { ($0.0.x, $0.0.y) } ?? (0, 0) == (12, 7))
        #expect(shown.pressed.first?.1.width == Double(gtk_widget_get_allocated_width(area)))
    }

    /// Whether the drawing is painted red at `point`, read from what it paints.
    private func isRed(at point: (Int32, Int32), in area: Widget) -> Bool {
        let (width, height) = (gtk_widget_get_allocated_width(area), gtk_widget_get_allocated_height(area))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return false }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        gtk_widget_draw(area, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let pixel = data.advanced(by: Int(point.1) * stride + Int(point.0) * 4)
        // ARGB32, little endian: blue, green, red, alpha.
        return pixel[2] > 200 && pixel[1] < 60 && pixel[0] < 60
    }
}
