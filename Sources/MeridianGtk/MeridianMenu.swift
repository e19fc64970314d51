import MeridianCore
import MeridianKit
import MeridianKitCore

/// Meridian's items in the kit's main menu and header bar, each running one of its commands
/// (`MeridianCommands`, or the kit's).
@MainActor
enum MeridianMenu {
    /// The main menu's first items, above the kit's.
    static var itemsFirst: [MenuItem] {
        [
            MenuItem(tr("Add Time Zone"), action: "app.add-zone"), MenuItem(tr("Open Media…"), action: "app.open-media"),
            MenuItem(tr("Export Snapshot…"), action: "app.export-snapshot"), MenuItem(tr("Import Snapshot…"), action: "app.import-snapshot"),
        ]
    }

    /// GNOME's last section: the shortcuts and About.
    static var sectionsLast: [[MenuItem]] {
        [[MenuItem(tr("Keyboard Shortcuts"), action: "app.shortcuts"), MenuItem(tr("About Meridian"), action: "app.about")]]
    }

    /// The header bar's buttons at its end: the snapshot's import and export.
    static var headerEnd: [HeaderPart] {
        [
            .view(Button(icon: "document-open-symbolic", name: tr("Import snapshot"), command: "app.import-snapshot").tooltip(tr("Import snapshot (Ctrl+O)"))),
            .view(Button(icon: "document-save-as-symbolic", name: tr("Export snapshot"), command: "app.export-snapshot").tooltip(tr("Export snapshot (Ctrl+E)"))),
        ]
    }
}
