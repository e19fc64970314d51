import CGtk

/// BENCH_TRACE=measured: GtkLabel's measuring functions, wrapped to count each label measured
/// and the time it takes. GTK has no signal for a measure, and a measure is where a label shapes
/// its text again, so the class's functions are swapped for ones that time the originals.
enum LabelMeasures {
    typealias Measure = @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?) -> Void
    typealias MeasureFor = @convention(c) (UnsafeMutablePointer<GtkWidget>?, gint, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?) -> Void

    nonisolated(unsafe) private static var width: Measure?
    nonisolated(unsafe) private static var height: Measure?
    nonisolated(unsafe) private static var heightForWidth: MeasureFor?
    nonisolated(unsafe) private static var widthForHeight: MeasureFor?

    /// Swaps GtkLabel's measures for counted ones; labels of subclasses made before keep GTK's.
    static func wrap() {
        let labels = g_type_class_ref(gtk_label_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
        width = labels.pointee.get_preferred_width
        height = labels.pointee.get_preferred_height
        heightForWidth = labels.pointee.get_preferred_height_for_width
        widthForHeight = labels.pointee.get_preferred_width_for_height
        labels.pointee.get_preferred_width = { widget, minimum, natural in
            LabelMeasures.timed(widget) { LabelMeasures.width!(widget, minimum, natural) }
        }
        labels.pointee.get_preferred_height = { widget, minimum, natural in
            LabelMeasures.timed(widget) { LabelMeasures.height!(widget, minimum, natural) }
        }
        labels.pointee.get_preferred_height_for_width = { widget, size, minimum, natural in
            LabelMeasures.timed(widget) { LabelMeasures.heightForWidth!(widget, size, minimum, natural) }
        }
        labels.pointee.get_preferred_width_for_height = { widget, size, minimum, natural in
            LabelMeasures.timed(widget) { LabelMeasures.widthForHeight!(widget, size, minimum, natural) }
        }
    }

    private static func timed(_ widget: UnsafeMutablePointer<GtkWidget>?, _ measure: () -> Void) {
        FrameTrace.measured(widget!, nanoseconds: nanoseconds(of: measure))
    }
}
