import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore

/// The header bar: Undo and Redo, Export and Import, and the main menu. Every button names a
/// GAction of the application, so buttons, menu, shortcuts and D-Bus share one path. Undo's and
/// Redo's tooltips name the step each would take back or bring back ("Undo “Sorted by name”").
/// The menu's developer section ("Save Session as Test…") shows only with `developer`
/// (`DeveloperCommands`).
@MainActor
enum HeaderBar {
    static func make(store: AppStore, developer: Bool) -> Widget {
        let bar = gtk_header_bar_new()!
        gtk_header_bar_set_title(bar.cast(), "Meridian")
        gtk_header_bar_set_subtitle(bar.cast(), tr("World clock"))
        gtk_header_bar_set_show_close_button(bar.cast(), 1)

        let undo = Widgets.actionButton("edit-undo-symbolic", accessibleName: tr("Undo"), action: "app.undo", tooltip: tr("Undo (Ctrl+Z)"))
        let redo = Widgets.actionButton("edit-redo-symbolic", accessibleName: tr("Redo"), action: "app.redo", tooltip: tr("Redo (Ctrl+Shift+Z)"))
        let history = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [undo, redo])
        Widgets.addClass(history, "linked")
        gtk_header_bar_pack_start(bar.cast(), history)
        let words = HistoryWords.meridian
        WidgetLifetime(of: bar).keep([
            store.observeTimeline { _ in
                gtk_widget_set_tooltip_text(undo, store.undoneLabel.map(words.undoStep) ?? tr("Undo (Ctrl+Z)"))
                gtk_widget_set_tooltip_text(redo, store.redoneLabel.map(words.redoStep) ?? tr("Redo (Ctrl+Shift+Z)"))
            },
        ])

        let menu = g_menu_new()
        g_menu_append(menu, tr("Add Time Zone"), "app.add-zone")
        g_menu_append(menu, tr("Open Media…"), "app.open-media")
        g_menu_append(menu, tr("Export Snapshot…"), "app.export-snapshot")
        g_menu_append(menu, tr("Import Snapshot…"), "app.import-snapshot")
        g_menu_append(menu, tr("Export Session…"), "app.export-session")
        g_menu_append(menu, tr("Import Session…"), "app.import-session")
        g_menu_append(menu, tr("Kept Histories…"), "app.kept-histories")
        // The developer's section, for a developer only: what the app did, kept as a test.
        if developer {
            let section = g_menu_new()
            g_menu_append(section, tr("Save Session as Test…"), "app.save-session-as-test")
            g_menu_append_section(menu, nil, UnsafeMutablePointer(section))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        // GNOME's last section: the shortcuts and About.
        let about = g_menu_new()
        g_menu_append(about, tr("Keyboard Shortcuts"), "app.shortcuts")
        g_menu_append(about, tr("About Meridian"), "app.about")
        g_menu_append_section(menu, nil, UnsafeMutablePointer(about))
        g_object_unref(UnsafeMutableRawPointer(about))
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_menu_model(menuButton.cast(), UnsafeMutablePointer(menu))
        gtk_button_set_image(menuButton.cast(), gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON))
        Widgets.setAccessibleName(menuButton, tr("Main menu"))
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_header_bar_pack_end(bar.cast(), menuButton)
        gtk_header_bar_pack_end(
            bar.cast(), Widgets.actionButton("document-open-symbolic", accessibleName: tr("Import snapshot"), action: "app.import-snapshot", tooltip: tr("Import snapshot (Ctrl+O)")))
        gtk_header_bar_pack_end(
            bar.cast(), Widgets.actionButton("document-save-as-symbolic", accessibleName: tr("Export snapshot"), action: "app.export-snapshot", tooltip: tr("Export snapshot (Ctrl+E)")))
        return bar
    }
}
