import MeridianKitCore
import MeridianStore

// The window's header bar: Undo and Redo naming their steps, the app's header parts, and the
// main menu.
extension TimeTravelApplication {
    /// The header bar, described: its host's widget is the bar itself (`ViewHost.rooted`), for
    /// a box around it as the window's titlebar would change its look. The tooltips name the
    /// step Undo and Redo would take: the timeline says which, so the bar follows it.
    func headerBar() -> Widget {
        let store = store
        let words = words
        let title = title
        let menu = mainMenuButton()
        let start = headerStart.enumerated().map { Self.view(of: $1, at: "start", $0) }
        let end = headerEnd.enumerated().map { Self.view(of: $1, at: "end", $0) }
        let host = ViewHost.rooted {
            HeaderBar(title: title, subtitle: words.subtitle) {
                HBox {
                    Button(icon: "edit-undo-symbolic", name: words.undo, command: "app.undo")
                        .tooltip(words.undoTooltip?(store.undoneLabel) ?? words.undo)
                    Button(icon: "edit-redo-symbolic", name: words.redo, command: "app.redo")
                        .tooltip(words.redoTooltip?(store.redoneLabel) ?? words.redo)
                }
                .styleClass("linked")
                start
            } end: {
                menu
                end
            }
        }
        host.lifetime.keep([store.observeTimeline { _ in host.update() }])
        return host.widget
    }

    /// An app's header part, described: a hand-made one is a custom widget, made once.
    private static func view(of part: HeaderPart, at end: String, _ index: Int) -> View {
        switch part {
        case .view(let view): view
        case .widget(let make): Custom("header-\(end)-\(index)", make: make)
        }
    }

    /// The main menu: the app's first items and the kit's session items, the developer's
    /// section, then the app's last sections.
    func mainMenuButton() -> View {
        var first = menuItemsFirst
        first += [
            MenuItem(words.exportSession, action: "app.export-session"), MenuItem(words.importSession, action: "app.import-session"),
            MenuItem(words.keptHistories, action: "app.kept-histories"),
        ]
        var sections = [first]
        // The developer's section, for a developer only: what the app did, kept as a test.
        if showsDeveloperCommands { sections.append([MenuItem(words.saveSessionAsTest, action: "app.save-session-as-test")]) }
        sections += menuSectionsLast
        return MenuButton(name: words.mainMenu, sections: sections.map(MenuSection.init)).reference(mainMenu)
    }
}
