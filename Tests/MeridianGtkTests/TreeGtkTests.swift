import CGtk
import MeridianKit
import MeridianKitCore
import Testing

private typealias H = GtkTestHarness

/// A described tree in GTK: what a screen reader hears of its rows.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"), .failsOnGLibProblems)
struct TreeGtkTests {
    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    struct Folder: Equatable {
        var name: String
        var subfolders: [Folder] = []
    }

    final class Shown {
        var expansion = TreeExpansion<String>.folded()
        var selected: String?
    }

    /// Its rows, top to bottom: each row's states that say whether it opens and is open.
    private func expansionStates(of list: Widget) -> [String] {
        Look.rows(list).map { row in
            let states = atk_object_ref_state_set(gtk_widget_get_accessible(row))
            defer { g_object_unref(states) }
            if atk_state_set_contains_state(states, ATK_STATE_EXPANDED) != 0 { return "expanded" }
            if atk_state_set_contains_state(states, ATK_STATE_EXPANDABLE) != 0 { return "collapsed" }
            return "leaf"
        }
    }

    @Test func aScreenReaderHearsWhetherANodeOpensAndIsOpenAsOfGtksOwnTrees() throws {
        let roots = [Folder(name: "Music", subfolders: [Folder(name: "Bach")]), Folder(name: "Notes")]
        let shown = Shown()
        let host = ViewHost {
            Tree(roots, id: \.name, children: \.subfolders, expansion: shown.expansion) { name, open in
                shown.expansion = shown.expansion.setting(name, open: open)
            } row: { folder in
                Label(folder.name)
            }
            .selection(shown.selected) { shown.selected = $0 }
            .tag("tree")
        }
        let window = H.window(showing: host)
        defer { gtk_widget_destroy(window) }
        let list = try #require(host.widget(tagged: "tree"))
        #expect(expansionStates(of: list) == ["collapsed", "leaf"])
        // A screen reader that knows the row hears it open.
        let music = try #require(Look.rows(list).first)
        var heard: [String] = []
        onSignal(UnsafeMutableRawPointer(gtk_widget_get_accessible(music)), "state-change") { name, _ in
            heard.append(name.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
        }
        shown.expansion = shown.expansion.setting("Music", open: true)
        host.update()
        #expect(expansionStates(of: list) == ["expanded", "leaf", "leaf"])
        #expect(heard.contains("expanded"))
        // A row that shows another node says what that node is.
        shown.expansion = .folded()
        host.update()
        #expect(expansionStates(of: list) == ["collapsed", "leaf"])
        // What GTK's own states say of a row (here, that it is selected) is still said.
        shown.selected = "Music"
        host.update()
        let first = try #require(Look.rows(list).first)
        let states = atk_object_ref_state_set(gtk_widget_get_accessible(first))
        defer { g_object_unref(states) }
        #expect(atk_state_set_contains_state(states, ATK_STATE_SELECTED) != 0)
        #expect(atk_state_set_contains_state(states, ATK_STATE_EXPANDABLE) != 0)
    }
}
