import CGtk
import MeridianCore
import MeridianKit

/// Every key Meridian answers to, in one table: the GActions take their accelerators from it,
/// and the Keyboard Shortcuts window (Ctrl+?) lists it, so the two cannot disagree.
@MainActor
enum KeyboardShortcuts {
    struct Shortcut {
        let title: String
        /// GTK accelerators, the first the one shown first ("<Primary>z": Ctrl).
        let accelerators: [String]
        /// The GAction it runs ("app.undo"); `nil` for a key a pane handles itself.
        let action: String?
    }

    static let sections: [(title: String, shortcuts: [Shortcut])] = [
        (tr("General"), [
            Shortcut(title: tr("Add a time zone"), accelerators: ["<Primary>n"], action: "app.add-zone"),
            Shortcut(title: tr("Edit mode: move the clock up or down"), accelerators: ["<Alt>Up", "<Alt>Down"], action: nil),
            Shortcut(title: tr("Open media"), accelerators: ["<Primary>m"], action: "app.open-media"),
            Shortcut(title: tr("Keyboard shortcuts"), accelerators: ["<Primary>question"], action: "app.shortcuts"),
            Shortcut(title: tr("Open the main menu"), accelerators: ["F10"], action: "app.main-menu"),
            Shortcut(title: tr("Quit"), accelerators: ["<Primary>q"], action: "app.quit"),
        ]),
        (tr("Files"), [
            Shortcut(title: tr("Export a snapshot"), accelerators: ["<Primary>e"], action: "app.export-snapshot"),
            Shortcut(title: tr("Import a snapshot"), accelerators: ["<Primary>o"], action: "app.import-snapshot"),
            Shortcut(title: tr("Export the session"), accelerators: ["<Primary><Shift>e"], action: "app.export-session"),
            Shortcut(title: tr("Import a session"), accelerators: ["<Primary><Shift>o"], action: "app.import-session"),
        ]),
        (tr("History"), [
            Shortcut(title: tr("Undo the last change"), accelerators: ["<Primary>z"], action: "app.undo"),
            Shortcut(title: tr("Redo the change undone"), accelerators: ["<Primary><Shift>z", "<Primary>y"], action: "app.redo"),
            Shortcut(title: tr("Show or hide the history inspector"), accelerators: ["<Primary>h"], action: "app.toggle-inspector"),
            Shortcut(title: tr("Inspector: the step before or after"), accelerators: ["Up", "Down"], action: nil),
            Shortcut(title: tr("Inspector: the first step, the present"), accelerators: ["Home", "End"], action: nil),
            Shortcut(title: tr("Inspector: carry on from the step shown"), accelerators: ["Return"], action: nil),
            Shortcut(title: tr("Inspector: back to the present"), accelerators: ["Escape"], action: nil),
        ]),
        (tr("Player"), [
            Shortcut(title: tr("Play or pause"), accelerators: ["space"], action: nil),
            Shortcut(title: tr("Seek back or forward"), accelerators: ["Left", "Right"], action: nil),
        ]),
    ]

    /// The accelerators of a GAction ("app.undo"); none when the table has none.
    static func accelerators(of action: String) -> [String] {
        sections.lazy.flatMap(\.shortcuts).first { $0.action == action }?.accelerators ?? []
    }

    /// Shows `window` (made by `makeWindow`) over `parent`. Escape or its close button hide it;
    /// it is kept for the next time, never destroyed: GTK 3 leaves a destroyed shortcuts
    /// window's style behind, and the next style change then logs criticals.
    static func show(_ window: Widget, over parent: Widget?) {
        if let parent { gtk_window_set_transient_for(window.cast(), parent.cast()) }
        gtk_window_present(window.cast())
    }

    /// The Keyboard Shortcuts window, made from the table (GtkBuilder's format, escaped; what
    /// GtkBuilder makes is hidden unless it says "visible").
    static func makeWindow() -> Widget {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        func property(_ name: String, _ value: String) -> String { "<property name=\"\(name)\">\(escaped(value))</property>" }
        let groups = sections.map { section in
            let shortcuts = section.shortcuts.map { shortcut in
                "<child><object class=\"GtkShortcutsShortcut\">\(property("visible", "1"))\(property("title", shortcut.title))\(property("accelerator", shortcut.accelerators.joined(separator: " ")))</object></child>"
            }
            return "<child><object class=\"GtkShortcutsGroup\">\(property("visible", "1"))\(property("title", section.title))\(shortcuts.joined())</object></child>"
        }
        let ui = """
            <interface><object class="GtkShortcutsWindow" id="shortcuts">\(property("title", tr("Keyboard Shortcuts")))\(property("modal", "1"))\(property("section-name", "shortcuts"))\
            <child><object class="GtkShortcutsSection">\(property("visible", "1"))\(property("section-name", "shortcuts"))\(property("max-height", "12"))\
            \(groups.joined())</object></child></object></interface>
            """
        let builder = gtk_builder_new_from_string(ui, -1)!
        // A toplevel is GTK's own until destroyed: it outlives the builder.
        let window = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "shortcuts")!).assumingMemoryBound(to: GtkWidget.self)
        g_object_unref(UnsafeMutableRawPointer(builder))
        // Escape and the window manager's close both end in "delete-event", whose default
        // destroys the window (the app then held a dead pointer): hide it instead.
        onEvent(window, "delete-event") { _ in
            gtk_widget_hide(window)
            return true
        }
        return window
    }
}
