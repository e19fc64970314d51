import CGtk

// The renderer's typed layer over GTK 3's C functions. Swift imports each GTK class as its own
// struct, and a `GtkScale *` is no `GtkRange *` to it: GTK's C casts (`GTK_RANGE(scale)`) are
// macros Swift does not see. Each class the renderer uses says here what it is a kind of, and
// a pointer to it reads as a pointer to any of its ancestors (`scale.range`), so a kind's
// adapter calls GTK with pointers of the right type and no cast. A new kind whose class is
// not here declares its conformance in its own adapter file.

/// A GTK class that is a `GtkWidget`.
protocol IsWidget {}
/// A GTK class that is a `GtkContainer`.
protocol IsContainer: IsWidget {}
/// A GTK class that is a `GtkBin`: a container of one child.
protocol IsBin: IsContainer {}
/// A GTK class that is a `GtkButton`.
protocol IsButton: IsBin {}
/// A GTK class that is a `GtkToggleButton`.
protocol IsToggleButton: IsButton {}
/// A GTK class that is a `GtkRange`.
protocol IsRange: IsWidget {}
/// A GTK class that is a `GtkEntry`.
protocol IsEntry: IsWidget {}
/// A GTK class that is a `GtkComboBox`.
protocol IsComboBox: IsBin {}

extension GtkWidget: IsWidget {}
extension GtkBox: IsContainer {}
extension GtkLabel: IsWidget {}
extension GtkImage: IsWidget {}
extension GtkButton: IsButton {}
extension GtkToggleButton: IsToggleButton {}
extension GtkCheckButton: IsToggleButton {}
extension GtkSwitch: IsWidget {}
extension GtkEntry: IsEntry {}
extension GtkSearchEntry: IsEntry {}
extension GtkComboBox: IsComboBox {}
extension GtkComboBoxText: IsComboBox {}
extension GtkRange: IsRange {}
extension GtkScale: IsRange {}
extension GtkSeparator: IsWidget {}
extension GtkSpinner: IsWidget {}
extension GtkProgressBar: IsWidget {}
extension GtkDrawingArea: IsWidget {}
extension GtkEventBox: IsBin {}
extension GtkScrolledWindow: IsBin {}
extension GtkRevealer: IsBin {}
extension GtkStack: IsContainer {}
extension GtkOverlay: IsBin {}
extension GtkPaned: IsContainer {}
extension GtkFlowBox: IsContainer {}
extension GtkListBox: IsContainer {}
extension GtkListBoxRow: IsBin {}
extension GtkLayout: IsContainer {}

extension UnsafeMutablePointer where Pointee: IsWidget {
    /// The same object as a `GtkWidget`.
    var widget: Widget { reinterpreted() }
    /// The same object as `T`, which the caller knows it to be (the typed layer's one cast).
    fileprivate func reinterpreted<T>() -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }
}

extension UnsafeMutablePointer where Pointee: IsContainer {
    /// The same object as a `GtkContainer`.
    var container: UnsafeMutablePointer<GtkContainer> { reinterpreted() }
}

extension UnsafeMutablePointer where Pointee: IsBin {
    /// The same object as a `GtkBin`.
    var bin: UnsafeMutablePointer<GtkBin> { reinterpreted() }
}

extension UnsafeMutablePointer where Pointee: IsButton {
    /// The same object as a `GtkButton`.
    var button: UnsafeMutablePointer<GtkButton> { reinterpreted() }
    /// The button's `GtkActionable` interface.
    var actionable: OpaquePointer { OpaquePointer(self) }
}

extension UnsafeMutablePointer where Pointee: IsToggleButton {
    /// The same object as a `GtkToggleButton`.
    var toggleButton: UnsafeMutablePointer<GtkToggleButton> { reinterpreted() }
}

extension UnsafeMutablePointer where Pointee: IsRange {
    /// The same object as a `GtkRange`.
    var range: UnsafeMutablePointer<GtkRange> { reinterpreted() }
}

extension UnsafeMutablePointer where Pointee: IsEntry {
    /// The same object as a `GtkEntry`.
    var entry: UnsafeMutablePointer<GtkEntry> { reinterpreted() }
    /// The entry's `GtkEditable` interface.
    var editable: OpaquePointer { OpaquePointer(self) }
}

extension UnsafeMutablePointer where Pointee: IsComboBox {
    /// The same object as a `GtkComboBox`.
    var comboBox: UnsafeMutablePointer<GtkComboBox> { reinterpreted() }
}

extension UnsafeMutablePointer where Pointee == GtkScrolledWindow {
    /// The vertical scroll's adjustment.
    var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? { gtk_scrolled_window_get_vadjustment(self) }
}

extension UnsafeMutablePointer where Pointee == GtkLayout {
    /// The layout's `GtkScrollable` interface.
    var scrollable: OpaquePointer { OpaquePointer(self) }
}

/// A widget as a GTK class the renderer made it as: the one place a `GtkWidget *` is taken for
/// a pointer to its class (each kind's adapter gets its widget so, from what it made).
func typed<T>(_ widget: Widget, as type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

extension Bool {
    /// As GLib's `gboolean`.
    var gboolean: gboolean { self ? 1 : 0 }
}

extension gboolean {
    /// As Swift's `Bool`.
    var isTrue: Bool { self != 0 }
}
