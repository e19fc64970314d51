import MeridianKitCore
import Testing

/// What the info bar, the paned and the menu button with a face describe, as values.
@MainActor
struct MoreKindsTests {
    @Test func anInfoBarHoldsItsMessageThenItsButtonsAndAnswersThroughOnActivate() throws {
        var answered = 0
        let bar = InfoBar(.warning, onResponse: { answered += 1 }) {
            Label("Could not import")
        } actions: {
            Button("Open Folder", command: "app.open-folder")
        }
        let content = try #require(bar.content(as: InfoBarContent.self))
        #expect(content.messageType == .warning && content.showsCloseButton)
        #expect(bar.children.count == 2)
        #expect(bar.children[0].content(as: LabelContent.self)?.text == "Could not import")
        let button = try #require(bar.children[1].content(as: ButtonContent.self))
        #expect(button.command == "app.open-folder")
        bar.events.onActivate?()
        #expect(answered == 1)
        // Another type is the same bar, coloured anew.
        let news = try #require(InfoBar(.info, closable: false, onResponse: {}) { Label("Exported") }.content(as: InfoBarContent.self))
        #expect(news.isSameWidget(as: content) && news != content && !news.showsCloseButton)
    }

    @Test func aPanedSendsWhereTheHandleMovedAndIsAnotherWidgetWhenItsPackingChanges() throws {
        var moves: [Int] = []
        let paned = Paned(.horizontal, position: 380, firstKeepsItsSize: true, onMove: { moves.append($0) }) {
            Label("clocks")
            Label("detail")
        }
        let content = try #require(paned.content(as: PanedContent.self))
        #expect(content.position == 380 && content.firstKeepsItsSize && paned.children.count == 2)
        paned.events.onValue?(452)
        #expect(moves == [452])
        func panes(position: Int, firstKeepsItsSize: Bool) throws -> PanedContent {
            try #require(Paned(position: position, firstKeepsItsSize: firstKeepsItsSize) { Label("a"); Label("b") }.content(as: PanedContent.self))
        }
        #expect(try !content.isSameWidget(as: panes(position: 380, firstKeepsItsSize: false)))
        #expect(try content.isSameWidget(as: panes(position: 200, firstKeepsItsSize: true)))
        #expect(Paned { Label("a"); Label("b") }.events.onValue == nil, "a paned nobody hears sends nothing")
    }

    @Test func aMenuButtonWithAFaceShowsItsChildAndRunsItsItemsWithTheirTargets() throws {
        var used = 0
        let speeds = MenuSection([MenuItem("1×", action: "app.playback-speed", target: .number(1)), MenuItem("Tokyo", action: "app.open", target: "tokyo")])
        let button = MenuButton(name: "Playback speed", sections: [speeds], onUse: { used += 1 }) { Label("1×") }
        let content = try #require(button.content(as: MenuButtonContent.self))
        #expect(content.iconName == nil && content.sections == [speeds])
        #expect(speeds.items.map(\.target) == [.number(1), .string("tokyo")])
        #expect(button.children.first?.content(as: LabelContent.self)?.text == "1×")
        #expect(button.traits.accessibleName == "Playback speed")
        button.events.onActivate?()
        #expect(used == 1)
        // An icon button and one with a face are different widgets.
        let icon = try #require(MenuButton(name: "Main menu", sections: []).content(as: MenuButtonContent.self))
        #expect(!icon.isSameWidget(as: content))
    }

    @Test func aScrolledAreaMayStopGrowingWithItsContent() throws {
        let scrolled = Scrolled { Label("A long message") }.takesNaturalHeight(maximum: 120)
        let content = try #require(scrolled.content(as: ScrollContent.self))
        #expect(content.takesNaturalHeight && content.maximumContentHeight == 120 && content.minimumContentHeight == -1)
    }
}

/// A header bar's parts: those of `start` first, counted, then those of `end`.
@MainActor
struct HeaderBarContentTests {
    @Test func aHeaderBarCountsItsStartPartsAndIsAnotherBarWhenAPartChangesEnds() throws {
        let bar = HeaderBar(title: "Tasks", subtitle: "3 open") { Label("undo") } end: { Label("menu"); Label("import") }
        let content = try #require(bar.content(as: HeaderBarContent.self))
        #expect(content.title == "Tasks" && content.subtitle == "3 open" && content.showsCloseButton && content.startCount == 1)
        #expect(bar.children.compactMap { $0.content(as: LabelContent.self)?.text } == ["undo", "menu", "import"])
        let renamed = try #require(HeaderBar(title: "Other") { Label("undo") }.content(as: HeaderBarContent.self))
        #expect(renamed.isSameWidget(as: content))
        let moved = try #require(HeaderBar(title: "Tasks") { Label("undo"); Label("menu") }.content(as: HeaderBarContent.self))
        #expect(!moved.isSameWidget(as: content))
    }
}
