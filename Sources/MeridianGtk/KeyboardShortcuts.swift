import MeridianCore
import MeridianKit

/// Every key Meridian answers to, in one table: the GActions take their accelerators from it,
/// and the kit's Keyboard Shortcuts window (Ctrl+?) lists it, so the two cannot disagree.
@MainActor
enum KeyboardShortcuts {
    static let sections: [ShortcutSection] = [
        ShortcutSection(tr("General"), [
            Shortcut(tr("Add a time zone"), keys: ["<Primary>n"], action: "app.add-zone"),
            Shortcut(tr("Edit mode: move the clock up or down"), keys: ["<Alt>Up", "<Alt>Down"]),
            Shortcut(tr("Open media"), keys: ["<Primary>m"], action: "app.open-media"),
            Shortcut(tr("Keyboard shortcuts"), keys: ["<Primary>question"], action: "app.shortcuts"),
            Shortcut(tr("Open the main menu"), keys: ["F10"], action: "app.main-menu"),
            Shortcut(tr("Quit"), keys: ["<Primary>q"], action: "app.quit"),
        ]),
        ShortcutSection(tr("Files"), [
            Shortcut(tr("Export a snapshot"), keys: ["<Primary>e"], action: "app.export-snapshot"),
            Shortcut(tr("Import a snapshot"), keys: ["<Primary>o"], action: "app.import-snapshot"),
            Shortcut(tr("Export the session"), keys: ["<Primary><Shift>e"], action: "app.export-session"),
            Shortcut(tr("Import a session"), keys: ["<Primary><Shift>o"], action: "app.import-session"),
        ]),
        ShortcutSection(tr("History"), [
            Shortcut(tr("Undo the last change"), keys: ["<Primary>z"], action: "app.undo"),
            Shortcut(tr("Redo the change undone"), keys: ["<Primary><Shift>z", "<Primary>y"], action: "app.redo"),
            Shortcut(tr("Show or hide the history inspector"), keys: ["<Primary>h"], action: "app.toggle-inspector"),
            Shortcut(tr("Inspector: the step before or after"), keys: ["Up", "Down"]),
            Shortcut(tr("Inspector: the first step, the present"), keys: ["Home", "End"]),
            Shortcut(tr("Inspector: carry on from the step shown"), keys: ["Return"]),
            Shortcut(tr("Inspector: back to the present"), keys: ["Escape"]),
        ]),
        ShortcutSection(tr("Player"), [
            Shortcut(tr("Play or pause"), keys: ["space"]),
            Shortcut(tr("Seek back or forward"), keys: ["Left", "Right"]),
        ]),
    ]

    /// The accelerators of a GAction ("app.undo"); none when the table has none.
    static func accelerators(of action: String) -> [String] {
        ShortcutSection.keys(of: action, in: sections)
    }
}
