import CGtk
import Foundation
import MeridianKitCore

/// A Keyboard Shortcuts window (`ShortcutsWindow`): a hidden placeholder in the window's
/// description, and GTK's shortcuts window over the window, made with it and destroyed with it,
/// shown while the content says. Escape and its close send `onActivate`; it hides only when
/// the state says so. GTK builds a shortcuts window only from GtkBuilder's format, so its
/// section is written in it from the description (escaped).
@MainActor
extension ShortcutsContent: GtkKind {
    typealias Gtk = GtkBox

    static func make(_ content: ShortcutsContent) -> Widget { DialogPlaceholder.make() }

    static func setUp(_ placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        KeptShortcutsWindow.lend(to: placeholder.widget, node: node)
        // Never destroyed: GTK 3 leaves a destroyed shortcuts window's style behind, and the
        // next change of style logs criticals. Hidden and kept for the next window instead.
        onSignal(placeholder, "destroy") {
            DialogPlaceholder.dialog(of: placeholder.widget).flatMap(KeptShortcutsWindow.lent)?.giveBack()
        }
    }

    func apply(over old: ShortcutsContent?, to placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard let kept = DialogPlaceholder.dialog(of: placeholder.widget).flatMap(KeptShortcutsWindow.lent) else { return }
        fill(kept, of: node)
    }

    /// Gives `kept` this title and these sections, where it does not show them already (a
    /// window kept from an earlier one may).
    private func fill(_ kept: KeptShortcutsWindow, of node: MountedView) {
        if kept.title != title { node.set { gtk_window_set_title(kept.window.cast(), title) } }
        guard kept.title != title || kept.sections != sections else { return }
        (kept.title, kept.sections) = (title, sections)
        node.set { Self.showSection(of: sections, titled: title, in: kept.window) }
    }

    /// After the rest: shown or hidden, over the window the placeholder is in, with as many
    /// columns as the screen's height needs.
    func finish(over old: ShortcutsContent?, _ placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard old?.isShown != isShown else { return }
        guard isShown else {
            if old != nil, let window = DialogPlaceholder.dialog(of: placeholder.widget) { node.set { gtk_widget_hide(window) } }
            return
        }
        // One destroyed from outside (its X window killed) is let go of: another is lent.
        if DialogPlaceholder.dialog(of: placeholder.widget) == nil, let kept = KeptShortcutsWindow.lend(to: placeholder.widget, node: node) {
            fill(kept, of: node)
        }
        guard let window = DialogPlaceholder.dialog(of: placeholder.widget) else { return }
        let parent = gtk_widget_get_toplevel(placeholder.widget).flatMap { gtk_widget_is_toplevel($0) != 0 ? $0 : nil }
        if let parent { gtk_window_set_transient_for(window.cast(), parent.cast()) }
        let screenHeight = parent.map { WindowGeometry.monitorWorkArea($0).height } ?? 0
        if let section = Self.section(of: window) {
            meridian_object_set_uint(UnsafeMutableRawPointer(section), "max-height", guint(Self.linesPerColumn(screenHeight: screenHeight)))
        }
        node.set { gtk_window_present(window.cast()) }
    }

    /// How many lines (a shortcut or a group's title) a column holds on a screen `screenHeight`
    /// pixels high: as many as fit below the window's title and switcher, at least 8 (GTK's
    /// default 15 made three columns, 1,146 pixels, wider than a 1,024 screen).
    nonisolated static func linesPerColumn(screenHeight: Int) -> Int {
        guard screenHeight > 0 else { return 15 }
        return max(8, (screenHeight - 200) / 36)
    }

    private static let sectionKey = "meridian-shortcuts-section"

    /// The section the window shows (the window's own child is its box of a stack and a switcher).
    private static func section(of window: Widget) -> Widget? {
        g_object_get_data(UnsafeMutablePointer(OpaquePointer(window)), sectionKey)?.assumingMemoryBound(to: GtkWidget.self)
    }

    /// The window's one section, made anew from `sections`.
    private static func showSection(of sections: [ShortcutSection], titled title: String, in window: Widget) {
        if let old = section(of: window) { gtk_widget_destroy(old) }
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        func property(_ name: String, _ value: String) -> String { "<property name=\"\(name)\">\(escaped(value))</property>" }
        let groups = sections.map { section in
            let shortcuts = section.shortcuts.map { shortcut in
                "<child><object class=\"GtkShortcutsShortcut\">\(property("visible", "1"))\(property("title", shortcut.title))\(property("accelerator", shortcut.keys.joined(separator: " ")))</object></child>"
            }
            return "<child><object class=\"GtkShortcutsGroup\">\(property("visible", "1"))\(property("title", section.title))\(shortcuts.joined())</object></child>"
        }
        let made = #"<object class="GtkShortcutsSection" id="made">"# + property("visible", "1") + property("section-name", "shortcuts") + property("title", title) + groups.joined() + "</object>"
        // The section is the builder's until the window holds it.
        built(made) { section in
            gtk_container_add(window.cast(), section)
            g_object_set_data(UnsafeMutablePointer(OpaquePointer(window)), sectionKey, UnsafeMutableRawPointer(section))
        }
    }

    /// The object GtkBuilder makes of `object` (its id "made"), given to `use` while the
    /// builder still holds it.
    @discardableResult
    private static func built(_ object: String, _ use: (Widget) -> Void) -> Widget? {
        let builder = gtk_builder_new_from_string("<interface>\(object)</interface>", -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let made = gtk_builder_get_object(builder, "made").map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }) else { return nil }
        use(made)
        return made
    }
}

/// A shortcuts window kept for the process's life, lent to one described `ShortcutsWindow` at a
/// time (a window closed and another made borrow the same one).
@MainActor
private final class KeptShortcutsWindow {
    private static var idle: [KeptShortcutsWindow] = []
    private static var all: [KeptShortcutsWindow] = []
    let window: Widget
    /// The title and the sections it shows.
    var title: String?
    var sections: [ShortcutSection]?
    /// The described window it shows now.
    weak var node: MountedView?

    private init?() {
        // A toplevel is GTK's own until destroyed: it outlives the builder.
        guard let made = gtk_builder_new_from_string(#"<interface><object class="GtkShortcutsWindow" id="made"><property name="modal">1</property></object></interface>"#, -1) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(made)) }
        guard let window = gtk_builder_get_object(made, "made").map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }) else { return nil }
        self.window = window
        // Escape and the window manager's close end in "delete-event": the state decides.
        onEvent(window, "delete-event") { [unowned self] _ in
            self.node?.fromUser { $0.view.events.onActivate?() }
            return true
        }
        // Hidden by anything else than the state (GTK's own Escape in some versions, or its
        // destruction from outside): closed.
        onSignal(window, "hide") { [unowned self] in self.node?.fromUser { $0.view.events.onActivate?() } }
        // Destroyed from outside, it is kept no more, and its placeholder lets go of it.
        onSignal(window, "destroy") { [self] in self.destroyed() }
    }

    private func destroyed() {
        Self.all.removeAll { $0 === self }
        Self.idle.removeAll { $0 === self }
        if let node { DialogPlaceholder.hold(nil, in: node.widget) }
        node = nil
    }

    /// One not lent, or a new one, lent to the placeholder `placeholder` of `node`.
    @discardableResult
    static func lend(to placeholder: Widget, node: MountedView) -> KeptShortcutsWindow? {
        guard let kept = take() else { return nil }
        kept.node = node
        DialogPlaceholder.hold(kept.window, in: placeholder)
        return kept
    }

    /// One not lent, or a new one.
    private static func take() -> KeptShortcutsWindow? {
        if let kept = idle.popLast() { return kept }
        guard let made = KeptShortcutsWindow() else { return nil }
        all.append(made)
        return made
    }

    /// The kept window `window` is.
    static func lent(_ window: Widget) -> KeptShortcutsWindow? { all.first { $0.window == window } }

    /// Hidden, and kept for the next.
    func giveBack() {
        node = nil
        gtk_widget_hide(window)
        gtk_window_set_transient_for(window.cast(), nil)
        Self.idle.append(self)
    }
}
