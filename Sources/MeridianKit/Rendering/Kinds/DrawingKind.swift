import CGtk
import MeridianKitCore

/// A drawing (`Drawing`): a drawing area that paints the shapes its content lays out for the
/// size GTK gives it, in the theme's colours, and paints again only when the content's model
/// or size changed (GTK repaints it by itself when it is resized). A press of the first button
/// sends `onPressAt`.
@MainActor
extension DrawingContent: GtkKind {
    typealias Gtk = GtkDrawingArea

    static func make(_ drawing: DrawingContent) -> Widget { gtk_drawing_area_new() }

    static func setUp(_ area: UnsafeMutablePointer<GtkDrawingArea>, of node: MountedView) {
        gtk_widget_add_events(area.widget, Int32(GDK_BUTTON_PRESS_MASK.rawValue))
        onEvent(area, "draw") { [weak node] cairo in
            guard let node, let cairo, let drawing = node.view.content(as: DrawingContent.self) else { return false }
            drawing.paint(on: OpaquePointer(cairo), in: area.widget)
            return true
        }
        onEvent(area, "button-press-event") { [weak node] event in
            guard let node, let event, node.view.events.onPressAt != nil else { return false }
            let press = event.assumingMemoryBound(to: GdkEventButton.self).pointee
            guard press.button == 1 else { return false }
            let size = Self.size(of: area.widget)
            node.fromUser { $0.view.events.onPressAt?(DrawingPoint(x: press.x, y: press.y), size) }
            return true
        }
    }

    func apply(over old: DrawingContent?, to area: UnsafeMutablePointer<GtkDrawingArea>, of node: MountedView) {
        if old?.width != width || old?.height != height {
            node.set { gtk_widget_set_size_request(area.widget, Int32(width), Int32(height)) }
        }
        // Only called when the model or the size changed.
        if old != nil { node.set { gtk_widget_queue_draw(area.widget) } }
    }

    private static func size(of widget: Widget) -> DrawingSize {
        DrawingSize(width: Double(gtk_widget_get_allocated_width(widget)), height: Double(gtk_widget_get_allocated_height(widget)))
    }

    private func paint(on cairo: OpaquePointer, in widget: Widget) {
        let style = gtk_widget_get_style_context(widget)
        var foreground = GdkRGBA()
        gtk_style_context_get_color(style, gtk_style_context_get_state(style), &foreground)
        var accent = GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 1)
        _ = gtk_style_context_lookup_color(style, "theme_selected_bg_color", &accent)
        func setColor(_ color: DrawingColor) {
            switch color {
            case .foreground(let opacity): cairo_set_source_rgba(cairo, foreground.red, foreground.green, foreground.blue, opacity)
            case .accent(let opacity): cairo_set_source_rgba(cairo, accent.red, accent.green, accent.blue, opacity)
            case .rgb(let red, let green, let blue, let opacity): cairo_set_source_rgba(cairo, red, green, blue, opacity)
            }
        }
        func paint(_ style: ShapeStyle) {
            switch style {
            case .fill: cairo_fill(cairo)
            case .stroke(let width):
                cairo_set_line_width(cairo, width)
                cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
                cairo_stroke(cairo)
            }
        }
        for shape in shapes(Self.size(of: widget)) {
            cairo_new_path(cairo)
            switch shape {
            case .path(let start, let parts, let style, let color):
                setColor(color)
                cairo_move_to(cairo, start.x, start.y)
                for part in parts {
                    switch part {
                    case .line(let point): cairo_line_to(cairo, point.x, point.y)
                    case .curve(let first, let second, let point): cairo_curve_to(cairo, first.x, first.y, second.x, second.y, point.x, point.y)
                    }
                }
                paint(style)
            case .circle(let center, let radius, let style, let color):
                setColor(color)
                cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
                paint(style)
            }
        }
    }
}
