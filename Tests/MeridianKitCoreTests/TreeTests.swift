import MeridianKitCore
import Testing

/// A tree's rows and what opens them, as values: which nodes show, how deep, which children are
/// asked for, and what the arrows and keys send.
@MainActor
struct TreeTests {
    struct Folder: Equatable {
        var name: String
        var subfolders: [Folder] = []
    }

    let folders = [
        Folder(name: "Music", subfolders: [Folder(name: "Jazz", subfolders: [Folder(name: "Live")]), Folder(name: "Rock")]),
        Folder(name: "Photos"),
    ]

    @Test func anExpansionKeepsTheNodesNotAsItsDefaultAndForgetsThoseSetBack() {
        let folded = TreeExpansion<String>.folded().setting("Music", open: true)
        #expect(folded.isOpen("Music") && !folded.isOpen("Jazz"))
        #expect(folded.setting("Music", open: false) == .folded(), "a node set back to the default is forgotten")
        let open = TreeExpansion<String>.open().setting("Jazz", open: false)
        #expect(open.isOpen("Music") && !open.isOpen("Jazz") && open.exceptions == ["Jazz"])
        #expect(open.setting("Jazz", open: true).exceptions.isEmpty)
    }

    @Test func anOpenNodesChildrenShowBelowItOneDeeperAndAFoldedNodesAreNeverAskedFor() {
        var asked: [String] = []
        let outline = TreeOutline(
            folders, id: \.name, hasChildren: { !$0.subfolders.isEmpty },
            children: { asked.append($0.name); return $0.subfolders }, expansion: .folded(except: ["Music", "Live"]))
        #expect(outline.rows.map(\.id) == ["Music", "Jazz", "Rock", "Photos"])
        #expect(outline.rows.map(\.depth) == [0, 1, 1, 0])
        #expect(outline.rows.map(\.isOpen) == [true, false, false, false])
        #expect(outline.rows.map(\.hasChildren) == [true, true, false, false])
        #expect(asked == ["Music"], "Jazz is folded, so its children (Live, open or not) are not asked for")
        #expect(outline.index(of: "Rock") == 2 && outline.index(of: "Live") == nil)
    }

    @Test func aNodeWhoseIDShowsAlreadyIsLeftOutWithItsChildren() {
        // A search's finds as tops: "Music" and, found too, its child "Jazz".
        let found = [folders[0], folders[0].subfolders[0]]
        let outline = TreeOutline(found, id: \.name, hasChildren: { !$0.subfolders.isEmpty }, children: \.subfolders, expansion: .open())
        #expect(outline.rows.map(\.id) == ["Music", "Jazz", "Live", "Rock"], "Jazz shows once, under Music, with its child")
        #expect(outline.index(of: "Jazz") == 1 && outline.index(of: "Rock") == 3)
        let folded = TreeOutline(found, id: \.name, hasChildren: { !$0.subfolders.isEmpty }, children: \.subfolders, expansion: .folded())
        #expect(folded.rows.map(\.id) == ["Music", "Jazz"], "under a folded Music, Jazz shows as a find of its own")
    }

    @Test func allOpenShowsEveryNodeDepthFirst() {
        let outline = TreeOutline(folders, id: \.name, hasChildren: { !$0.subfolders.isEmpty }, children: \.subfolders, expansion: .open())
        #expect(outline.rows.map(\.id) == ["Music", "Jazz", "Live", "Rock", "Photos"])
        #expect(outline.rows.map(\.depth) == [0, 1, 2, 1, 0])
    }

    @Test func rightAndPlusOpenAFoldedNodeLeftAndMinusFoldAnOpenOneAndTheRestGoOnToTheList() {
        let outline = TreeOutline(folders, id: \.name, hasChildren: { !$0.subfolders.isEmpty }, children: \.subfolders, expansion: .folded(except: ["Music"]))
        #expect(outline.opening(for: .right, on: "Jazz") == true)
        #expect(outline.opening(for: .other(0x2B), on: "Jazz") == true)
        #expect(outline.opening(for: .left, on: "Music") == false)
        #expect(outline.opening(for: .other(0xFFAD), on: "Music") == false)
        #expect(outline.opening(for: .right, on: "Music") == nil, "an open node is open already")
        #expect(outline.opening(for: .left, on: "Jazz") == nil, "a folded node is folded already")
        #expect(outline.opening(for: .right, on: "Rock") == nil, "a leaf does not open")
        #expect(outline.opening(for: .down, on: "Music") == nil)
    }

    @Test func theTreeIsAListOfItsShownRowsWhoseArrowsEnterAndKeysAskTheAppToOpenOrFold() throws {
        var asked: [(String, Bool)] = []
        let tree = Tree(folders, id: \.name, children: \.subfolders, expansion: .folded(except: ["Music"]), onExpand: { asked.append(($0, $1)) }) { folder in
            Label(folder.name)
        }
        let rows = try #require(tree.rows)
        #expect(Array(rows.ids).map { $0.base as? String } == ["Music", "Jazz", "Rock", "Photos"])
        #expect(tree.traits.accessibleRole == .tree)
        #expect(tree.content(as: ListContent.self)?.activatesOnDoubleClick == true, "a click selects, a double click opens or folds")

        // Jazz's row: its arrow folded, drawn by the row; its label indented one level and the
        // arrow's room, and no box around it.
        let jazz = rows.row(at: 1)
        #expect(jazz.content(as: RowContent.self)?.expander == RowExpander(isOpen: false, tooltip: "Expand"))
        #expect(jazz.traits.accessibleExpansion == false)
        jazz.events.onToggle?(true)
        #expect(jazz.children[0].content(as: LabelContent.self)?.text == "Jazz")
        #expect(jazz.children[0].traits.margins.start == 16 + 16 + 4)
        #expect(rows.row(at: 0).content(as: RowContent.self)?.expander == RowExpander(isOpen: true, tooltip: "Collapse"))
        // A leaf has the arrow's room and no arrow.
        let rock = rows.row(at: 2)
        #expect(rock.content(as: RowContent.self)?.expander == nil && rock.traits.accessibleExpansion == nil)
        #expect(rock.children[0].content(as: LabelContent.self)?.text == "Rock")
        #expect(rock.children[0].traits.margins.start == 16 + 16 + 4)

        tree.events.onRowActivate?(AnyHashable("Music"))
        tree.events.onRowActivate?(AnyHashable("Rock"))
        #expect(tree.events.onRowKeyPress?(AnyHashable("Jazz"), .right, []) == true)
        #expect(tree.events.onRowKeyPress?(AnyHashable("Jazz"), .down, []) == false)
        // ← on a leaf and → on an open node do nothing, and keep the focus in the tree.
        #expect(tree.events.onRowKeyPress?(AnyHashable("Rock"), .left, []) == true)
        #expect(tree.events.onRowKeyPress?(AnyHashable("Music"), .right, []) == true)
        #expect(tree.events.onRowKeyPress?(AnyHashable("Music"), .left, .control) == false, "Ctrl+← is not a fold")
        #expect(asked.map(\.0) == ["Jazz", "Music", "Jazz"] && asked.map(\.1) == [true, false, true])
    }

    @Test func aTreeOfAHundredThousandFoldedNodesAsksForNoChildrenAndFindsARowByItsID() {
        let roots = (0..<100_000).map { Folder(name: "\($0)", subfolders: [Folder(name: "child of \($0)")]) }
        var asked = 0
        let outline = TreeOutline(roots, id: \.name, hasChildren: { !$0.subfolders.isEmpty }, children: { asked += 1; return $0.subfolders }, expansion: .folded(except: ["99999"]))
        #expect(outline.rows.count == 100_001 && asked == 1)
        #expect(outline.index(of: "child of 99999") == 100_000)
    }
}
