import CGtk
import MeridianKitCore
import MeridianStore

// The window's header bar: Undo and Redo naming their steps, the app's header parts, and the
// main menu.
extension TimeTravelApplication {
    // The header bar itself stays hand-made: a `ViewHost`'s widget is a box around what it
    // describes, and a box as the window's titlebar changes its look (a `HeaderBar` kind
    // waits for a host whose widget is its root). What is in it is described.
    func headerBar() -> Widget {
        let bar = gtk_header_bar_new()!
        gtk_header_bar_set_title(bar.cast(), title)
        if let subtitle = words.subtitle { gtk_header_bar_set_subtitle(bar.cast(), subtitle) }
        gtk_header_bar_set_show_close_button(bar.cast(), 1)
        let store = store
        let words = words
        let history = ViewHost {
            HBox {
                Button(icon: "edit-undo-symbolic", name: words.undo, command: "app.undo")
                    .tooltip(words.undoTooltip?(store.undoneLabel) ?? words.undo)
                Button(icon: "edit-redo-symbolic", name: words.redo, command: "app.redo")
                    .tooltip(words.redoTooltip?(store.redoneLabel) ?? words.redo)
            }
            .styleClass("linked")
        }
        // The tooltips name the step Undo and Redo would take: the timeline says which.
        WidgetLifetime(of: history.widget).keep([store.observeTimeline { _ in history.update() }])
        gtk_header_bar_pack_start(bar.cast(), history.widget)
        for part in headerStart { gtk_header_bar_pack_start(bar.cast(), Self.widget(of: part)) }
        gtk_header_bar_pack_end(bar.cast(), mainMenuButton())
        for part in headerEnd { gtk_header_bar_pack_end(bar.cast(), Self.widget(of: part)) }
        return bar
    }

    private static func widget(of part: HeaderPart) -> Widget {
        switch part {
        case .view(let view): ViewHost { view }.widget
        case .widget(let make): make()
        }
    }

    /// The main menu: the app's first items and the kit's session items, the developer's
    /// section, then the app's last sections.
    func mainMenuButton() -> Widget {
        var first = menuItemsFirst
        first += [
            MenuItem(words.exportSession, action: "app.export-session"), MenuItem(words.importSession, action: "app.import-session"),
            MenuItem(words.keptHistories, action: "app.kept-histories"),
        ]
        var sections = [first]
        // The developer's section, for a developer only: what the app did, kept as a test.
        if showsDeveloperCommands { sections.append([MenuItem(words.saveSessionAsTest, action: "app.save-session-as-test")]) }
        sections += menuSectionsLast
        return ViewHost { [words, mainMenu] in MenuButton(name: words.mainMenu, sections: sections.map(MenuSection.init)).reference(mainMenu) }.widget
    }
}
