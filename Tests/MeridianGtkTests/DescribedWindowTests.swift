import CGtk
import Foundation
import MeridianKit
import Testing

/// A reading list: books kept by id, a note being typed, and what the window does not show.
private struct Shelf: Equatable {
    struct Book: Identifiable, Equatable {
        var id: Int
        var title: String
        var isRead = false
    }

    var books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Ulysses"), Book(id: 3, title: "Middlemarch")]
    var note = ""
    var unshown = 0
}

private enum ShelfAction {
    case added(Shelf.Book)
    case removed(id: Int)
    case movedToFront(id: Int)
    case toggled(id: Int)
    case noted(String)
    case unshownChanged
}

private struct ShelfReducer: Reducer {
    func reduce(into state: inout Shelf, action: ShelfAction) -> [Never] {
        switch action {
        case .added(let book): state.books.append(book)
        case .removed(let id): state.books.removeAll { $0.id == id }
        case .movedToFront(let id):
            if let index = state.books.firstIndex(where: { $0.id == id }) { state.books.insert(state.books.remove(at: index), at: 0) }
        // A book called "Locked" cannot be ticked: the reducer refuses.
        case .toggled(let id):
            if let index = state.books.firstIndex(where: { $0.id == id && $0.title != "Locked" }) { state.books[index].isRead.toggle() }
        // At most ten characters.
        case .noted(let text): state.note = String(text.prefix(10))
        case .unshownChanged: state.unshown += 1
        }
        return []
    }
}

@MainActor
private func shelfWindow(_ shelf: Shelf, _ send: Send<ShelfAction>) -> View {
    VBox(spacing: 6) {
        Entry(shelf.note, placeholder: "A note", limit: 40) { send(.noted($0)) }
            .accessibleName("Note")
            .tag("note")
        Scrolled {
            List(shelf.books) { book in
                HBox(spacing: 6) {
                    CheckButton(book.title, isOn: book.isRead) { _ in send(.toggled(id: book.id)) }
                        .tag("book-\(book.id)")
                    Button(icon: "edit-delete-symbolic", name: "Remove \(book.title)") { send(.removed(id: book.id)) }
                }
            }
            .keepingRowsAside(4)
            .accessibleName("Books")
        }
    }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay), .failsOnGLibProblems)
final class DescribedWindowTests {
    private let store = Store(initialState: Shelf(), reducer: ShelfReducer())
    private let host: ViewHost
    private let window: Widget

    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        host = store.describe(shelfWindow)
        window = GtkTestHarness.window(showing: host, width: 400, height: 500)
    }

    isolated deinit {
        gtk_widget_destroy(window)
    }

    private func book(_ id: Int) -> Widget? { host.widget(tagged: "book-\(id)") }

    private func isShown(_ widget: Widget) -> Bool { gtk_widget_get_mapped(widget) != 0 }

    @Test func aRowIsTheSameWidgetForItsIdAcrossInsertRemoveReorderAndJumps() throws {
        let (emma, ulysses) = (try #require(book(1)), try #require(book(2)))
        store.send(.added(Shelf.Book(id: 4, title: "Beloved")))
        #expect(book(1) == emma)
        store.send(.removed(id: 2))
        #expect(book(1) == emma && book(2) == nil)
        store.send(.movedToFront(id: 3))
        #expect(book(1) == emma)
        #expect(rowTitles() == ["Middlemarch", "Emma", "Beloved"])
        // Back to before Ulysses left: its row is the one kept aside, back in its place.
        store.jump(to: 1)
        #expect(book(1) == emma && book(2) == ulysses)
        #expect(rowTitles() == ["Emma", "Ulysses", "Middlemarch", "Beloved"])
        store.returnToPresent()
        #expect(book(1) == emma && book(2) == nil)
        #expect(rowTitles() == ["Middlemarch", "Emma", "Beloved"])
    }

    /// A row kept aside stays in the list, hidden, and realized: bringing it back does not
    /// make its widgets' windows again in the X server.
    @Test func aRowKeptAsideStaysRealizedAndComesBackShown() throws {
        let ulysses = try #require(book(2))
        GtkTestHarness.nextFrame(of: window)
        #expect(isShown(ulysses))
        store.send(.removed(id: 2))
        #expect(rowTitles() == ["Emma", "Middlemarch"])
        #expect(!isShown(ulysses))
        #expect(gtk_widget_get_realized(ulysses) != 0)
        #expect(gtk_widget_is_sensitive(ulysses) == 0, "nothing gives a kept row the focus")
        store.jump(to: 0)
        #expect(rowTitles() == ["Emma", "Ulysses", "Middlemarch"])
        #expect(book(2) == ulysses && isShown(ulysses))
        #expect(gtk_widget_is_sensitive(ulysses) != 0)
    }

    /// With as many rows kept aside as the list keeps, a new element takes the oldest kept
    /// row, relabelled, rather than a row made while another is destroyed.
    @Test func aNewElementTakesTheOldestKeptRowWhenAsManyAreKeptAsTheListKeeps() throws {
        let (emma, ulysses) = (try #require(book(1)), try #require(book(2)))
        for (id, title) in [(4, "Beloved"), (5, "Dracula")] { store.send(.added(Shelf.Book(id: id, title: title))) }
        for id in 1...4 { store.send(.removed(id: id)) }
        #expect(rowTitles() == ["Dracula"])
        #expect(!isShown(emma))
        store.send(.added(Shelf.Book(id: 6, title: "Persuasion")))
        #expect(book(6) == emma, "Emma's row, kept longest, shows the new book")
        #expect(book(1) == nil)
        #expect(rowTitles() == ["Dracula", "Persuasion"])
        #expect(isShown(emma) && gtk_widget_is_sensitive(emma) != 0)
        // Ulysses' row is still kept; Emma comes back in another row.
        store.jump(to: 0)
        #expect(rowTitles() == ["Emma", "Ulysses", "Middlemarch"])
        #expect(book(2) == ulysses && book(1) != nil && book(1) != emma)
        store.returnToPresent()
        #expect(rowTitles() == ["Dracula", "Persuasion"])
        #expect(book(6) == emma)
    }

    @Test func theKeyboardFocusStaysOnItsRowWhileOthersComeGoAndMove() throws {
        let emma = try #require(book(1))
        gtk_widget_grab_focus(emma)
        #expect(gtk_window_get_focus(window.cast()).map(widget) == emma)
        store.send(.removed(id: 2))
        store.jump(to: 0)
        store.returnToPresent()
        store.send(.movedToFront(id: 3))
        store.send(.added(Shelf.Book(id: 5, title: "Dracula")))
        GtkTestHarness.nextFrame(of: window)
        #expect(gtk_window_get_focus(window.cast()).map(widget) == emma)
        #expect(gtk_widget_is_focus(emma) != 0)
    }

    @Test func textBeingTypedStaysWithItsCursorWhileTheListChanges() throws {
        let note = try #require(host.widget(tagged: "note"))
        gtk_widget_grab_focus(note)
        var position: gint = 0
        gtk_editable_insert_text(note.opaque, "to read", -1, &position)
        gtk_editable_set_position(note.opaque, 3)
        #expect(store.state.note == "to read")
        store.send(.removed(id: 1))
        store.send(.movedToFront(id: 3))
        #expect(Look.entryText(note) == "to read")
        #expect(gtk_editable_get_position(note.opaque) == 3)
        #expect(gtk_window_get_focus(window.cast()).map(widget) == note)
    }

    @Test func aChangeThatTouchesNothingShownSetsNoWidgetProperty() {
        let before = host.propertySets
        store.send(.unshownChanged)
        store.send(.unshownChanged)
        #expect(host.propertySets == before)
        // One book ticked: its check box, and nothing else.
        store.send(.toggled(id: 3))
        #expect(host.propertySets == before + 1)
    }

    @Test func theHostsOwnChangesAreNotSentBackAsTheUsers() throws {
        store.send(.noted("draft"))
        store.send(.toggled(id: 1))
        let steps = store.timeline.stepCount
        store.jump(to: 0)
        store.returnToPresent()
        #expect(store.timeline.stepCount == steps)
        #expect(Look.entryText(try #require(host.widget(tagged: "note"))) == "draft")
    }

    @Test func aToggleTheReducerRefusesSpringsBackAndTextItCutsIsCutOnScreen() throws {
        store.send(.added(Shelf.Book(id: 9, title: "Locked")))
        let locked = try #require(book(9))
        gtk_button_clicked(locked.cast())
        #expect(gtk_toggle_button_get_active(locked.cast()) == 0)
        let note = try #require(host.widget(tagged: "note"))
        gtk_entry_set_text(note.cast(), "far more than ten")
        #expect(Look.entryText(note) == "far more t")
        // The user's tick goes through and stays.
        let emma = try #require(book(1))
        gtk_button_clicked(emma.cast())
        #expect(store.state.books[0].isRead && gtk_toggle_button_get_active(emma.cast()) != 0)
    }

    /// GTK selects by itself while a description is applied: a stack that shows a list where
    /// the focus was gives the list the focus, and the list selects the row it focuses. The
    /// list shows the state's selection again (none), and nothing is sent.
    @Test func aSelectionGTKMakesWhileADescriptionIsAppliedIsPutBack() throws {
        final class Shown { var books: [Shelf.Book] = [] }
        let shown = Shown()
        var selected: [Int?] = []
        let host = ViewHost {
            Stack(showing: shown.books.isEmpty ? "empty" : "list") {
                Scrolled {
                    List(shown.books) { Label($0.title) }
                        .selection(nil as Int?) { selected.append($0) }
                        .accessibleName("Books")
                        .tag("books")
                }
                .id("list")
                VBox { Button("Add a book") {}.tag("add") }.id("empty")
            }
        }
        let other = GtkTestHarness.window(showing: host)
        defer { gtk_widget_destroy(other) }
        let add = try #require(host.widget(tagged: "add"))
        gtk_widget_grab_focus(add)
        shown.books = Shelf().books
        host.update()
        let books = try #require(host.widget(tagged: "books"))
        let focus = gtk_window_get_focus(other.cast())
        #expect(focus.map { gtk_widget_is_ancestor($0, books) != 0 } == true, "the stack gave the list the focus")
        #expect(gtk_list_box_get_selected_row(books.cast()) == nil)
        #expect(selected.isEmpty)
    }

    @Test func theKitsAuditFindsAControlWithoutAName() throws {
        #expect(AccessibilityAudit.unnamedControls(in: window) == [])
        let unnamed = ViewHost { VBox { Button(icon: "list-add-symbolic", name: "") {} } }
        gtk_widget_show(unnamed.widget)
        #expect(AccessibilityAudit.unnamedControls(in: unnamed.widget) == ["GtkBox > GtkBox #1 > GtkButton #1"])
        gtk_widget_destroy(unnamed.widget)
        // An app's test gives the description alone; the audit makes its window.
        #expect(try AccessibilityAudit.unnamedControls(of: { VBox { Button(icon: "list-add-symbolic", name: "") {} } }) == ["GtkBox > GtkBox #1 > GtkButton #1"])
        #expect(try AccessibilityAudit.unnamedControls(of: { VBox { Button(icon: "list-add-symbolic", name: "Add") {} } }) == [])
    }

    /// A button that runs an application action may have its Alt key, as one that sends does.
    @Test func aCommandButtonMayHaveItsAltKey() throws {
        let host = ViewHost { Button("_Undo", mnemonic: true, command: "app.undo").tag("undo") }
        defer { gtk_widget_destroy(host.widget) }
        let undo = try #require(host.widget(tagged: "undo"))
        #expect(gtk_button_get_use_underline(undo.cast()) != 0)
        #expect(Look.accessibleName(undo) == "Undo")
        #expect(gtk_actionable_get_action_name(undo.opaque).map { String(cString: $0) } == "app.undo")
    }

    /// A revealer of an item that goes hides its child as it last showed (no blank notice
    /// slides away), and shows the next item in the same widgets.
    @Test func aRevealerHidesItsChildAsItLastShowed() throws {
        final class Said { var text: String? }
        let said = Said()
        let host = ViewHost { Revealer(showing: said.text) { Label($0).tag("said") }.tag("revealer") }
        defer { gtk_widget_destroy(host.widget) }
        let revealer = try #require(host.widget(tagged: "revealer"))
        #expect(host.widget(tagged: "said") == nil && gtk_revealer_get_reveal_child(revealer.cast()) == 0)
        said.text = "Removed Emma"
        host.update()
        let label = try #require(host.widget(tagged: "said"))
        #expect(gtk_revealer_get_reveal_child(revealer.cast()) != 0 && Look.text(label) == "Removed Emma")
        said.text = nil
        host.update()
        #expect(gtk_revealer_get_reveal_child(revealer.cast()) == 0)
        #expect(host.widget(tagged: "said") == label && Look.text(label) == "Removed Emma")
        said.text = "Removed Ulysses"
        host.update()
        #expect(host.widget(tagged: "said") == label && Look.text(label) == "Removed Ulysses")
    }

    /// A notification is one to a screen reader, announced when it appears and again when its
    /// words change while it shows (it appears anew), not when something else changes.
    @Test func aNotificationIsAnnouncedAgainWhenItsWordsChange() throws {
        store.send(.noted("Read"))
        let said = store.describe { shelf, _ in Label(shelf.note).accessibleRole(.notification).tag("said") }
        let other = GtkTestHarness.window(showing: said)
        defer { gtk_widget_destroy(other) }
        let label = try #require(said.widget(tagged: "said"))
        #expect(atk_object_get_role(gtk_widget_get_accessible(label)) == ATK_ROLE_NOTIFICATION)
        var appearances = 0
        onSignal(label, "show") { appearances += 1 }
        store.send(.toggled(id: 1))
        #expect(appearances == 0)
        store.send(.noted("Read twice"))
        #expect(appearances == 1 && Look.text(label) == "Read twice")
    }

    /// An event area hears the pointer come and go, not its moving onto a child; a box hears
    /// the keyboard's focus come in, move within it and leave.
    @Test func anAreaHearsThePointerAndABoxTheFocusWithin() throws {
        var hovered: [Bool] = []
        var focused: [Bool] = []
        let host = ViewHost {
            VBox {
                EventArea {
                    HBox {
                        Button("Undo") {}.tag("undo")
                        Button("Close") {}.tag("close")
                    }
                    .onFocusWithin { focused.append($0) }
                }
                .onHover { hovered.append($0) }
                .tag("area")
                Button("Elsewhere") {}.tag("elsewhere")
            }
        }
        let other = GtkTestHarness.window(showing: host)
        defer { gtk_widget_destroy(other) }
        let area = try #require(host.widget(tagged: "area"))
        Events.cross(area, entering: true)
        Events.cross(area, entering: false, detail: GDK_NOTIFY_INFERIOR)
        Events.cross(area, entering: true, detail: GDK_NOTIFY_INFERIOR)
        Events.cross(area, entering: false)
        #expect(hovered == [true, false])
        // Each move ends with where the focus is now (GTK clears the old chain first, so a move
        // within the box is heard as leaving and coming back).
        for (tag, isWithin) in [("undo", true), ("close", true), ("elsewhere", false)] {
            let widget = try #require(host.widget(tagged: tag))
            gtk_widget_grab_focus(widget)
            #expect(focused.last == isWithin, "focus on \(tag)")
        }
    }

    @Test func observationsEndWithTheWidgets() {
        weak var released: ViewHost?
        do {
            let other = store.describe(shelfWindow)
            released = other
            gtk_widget_destroy(other.widget)
        }
        store.send(.removed(id: 1))
        #expect(released == nil)
    }

    /// A click gives a focusable event area the keyboard's focus before its `onPress` is sent
    /// (a video area clicked, then Space); an area that is not focusable is only pressed.
    @Test func aFocusableEventAreaTakesTheFocusWhenClickedAndThenHearsItsKeys() throws {
        final class Heard { var events: [String] = [] }
        let heard = Heard()
        let areaWindow = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        defer { gtk_widget_destroy(areaWindow) }
        let areaHost = ViewHost {
            HBox {
                EventArea { Label("Focusable") }
                    .focusable(true)
                    .onPress { heard.events.append(gtk_window_get_focus(areaWindow.cast()) == nil ? "press unfocused" : "press focused") }
                    .onKeyPress { key in
                        heard.events.append("\(key)")
                        return key == .space
                    }
                    .tag("focusable")
                EventArea { Label("Not focusable") }
                    .onPress { heard.events.append("other press") }
                    .tag("unfocusable")
            }
        }
        gtk_container_add(areaWindow.cast(), areaHost.widget)
        gtk_widget_show_all(areaWindow)
        GtkTestHarness.waitUntilShown(areaWindow)
        let (area, other) = (try #require(areaHost.widget(tagged: "focusable")), try #require(areaHost.widget(tagged: "unfocusable")))
        // Shown, the window put its focus on the first focusable widget: the area.
        gtk_window_set_focus(areaWindow.cast(), nil)
        click(other)
        #expect(gtk_window_get_focus(areaWindow.cast()) == nil)
        click(area)
        #expect(gtk_window_get_focus(areaWindow.cast()).map(widget) == area)
        GtkTestHarness.press(GDK_KEY_space, on: area)
        #expect(heard.events == ["other press", "press focused", "space"])
    }

    private func click(_ target: Widget) {
        let click = gdk_event_new(GDK_BUTTON_PRESS)!
        click.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(target))))
        click.pointee.button.button = 1
        gtk_widget_event(target, click)
        gdk_event_free(click)
        GtkTestHarness.pump()
    }

    /// A list that reuses rows shows its i-th element in its i-th row, relabelled where it is
    /// (an element that stays in its place keeps its row untouched); rows past the last element
    /// are hidden in the list, kept for a longer list.
    @Test func aListThatReusesRowsRelabelsTheRowsOfElementsThatLeft() throws {
        final class Titles { var shown = ["Emma", "Ulysses", "Middlemarch"] }
        let titles = Titles()
        let other = ViewHost {
            List(titles.shown, id: \.self) { title in
                Label(title).tag(title)
            }
            .reusingRows(keepingAside: 2)
            .tag("list")
        }
        defer { gtk_widget_destroy(other.widget) }
        let list = try #require(other.widget(tagged: "list"))
        let rowOf = { (title: String) in other.widget(tagged: title).flatMap { gtk_widget_get_parent($0) } }
        let shown = { Look.rows(list).map { Look.labels(under: $0) } }
        let (emma, ulysses, middlemarch) = (try #require(rowOf("Emma")), try #require(rowOf("Ulysses")), try #require(rowOf("Middlemarch")))
        titles.shown = ["Emma", "Beloved", "Dracula"]
        other.update()
        #expect(rowOf("Emma") == emma && rowOf("Beloved") == ulysses && rowOf("Dracula") == middlemarch)
        #expect(shown() == [["Emma"], ["Beloved"], ["Dracula"]])
        // Two leave and are kept aside; three come: two take the kept rows, the third is made.
        titles.shown = ["Emma"]
        other.update()
        #expect(shown() == [["Emma"]])
        // Kept in the list, hidden: nothing leaves the list to come back.
        let children = gtk_container_get_children(list.cast())
        #expect(g_list_length(children) == 3)
        g_list_free(children)
        #expect([ulysses, middlemarch].allSatisfy { gtk_widget_get_parent($0) == list && gtk_widget_get_visible($0) == 0 })
        titles.shown = ["Emma", "Persuasion", "Ulysses", "Middlemarch"]
        other.update()
        #expect(shown() == [["Emma"], ["Persuasion"], ["Ulysses"], ["Middlemarch"]])
        #expect(Set([rowOf("Persuasion"), rowOf("Ulysses")]) == Set([ulysses, middlemarch]))
        #expect(rowOf("Middlemarch").map { [emma, ulysses, middlemarch].contains($0) } == false)
        #expect(other.widget(tagged: "Beloved") == nil && other.widget(tagged: "Dracula") == nil)
        // An element that moves up is shown by the row above, relabelled: no row moves.
        let fourth = try #require(rowOf("Middlemarch"))
        titles.shown = ["Persuasion", "Emma", "Ulysses", "Middlemarch"]
        other.update()
        #expect(shown() == [["Persuasion"], ["Emma"], ["Ulysses"], ["Middlemarch"]])
        #expect(rowOf("Persuasion") == emma && rowOf("Emma") == ulysses && rowOf("Middlemarch") == fourth)
    }

    /// A scrolled area holds any child as it holds a list, without the viewport whose pixel
    /// cache wakes an idle window: the child is as wide as the area and scrolls over its height;
    /// a child of another kind takes its place, leaving nothing of the last one behind.
    @Test func aScrolledAreaHoldsAnyChildWithoutAViewport() throws {
        var paragraphs = 12
        let words = String(repeating: "a long line of words that wraps ", count: 6)
        let other = ViewHost {
            Scrolled {
                if paragraphs > 0 {
                    VBox(spacing: 6) {
                        for index in 0..<paragraphs { Label("\(index): \(words)", overflow: .wrap) }
                    }
                    .tag("content")
                } else {
                    Label("Nothing").tag("content")
                }
            }
            .tag("scrolled")
        }
        let shown = GtkTestHarness.window(showing: other, width: 300, height: 200)
        defer { gtk_widget_destroy(shown) }
        let scrolled = try #require(other.widget(tagged: "scrolled"))
        let isViewport = { (widget: Widget) in g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_viewport_get_type()) != 0 }
        #expect(!Look.descendants(scrolled).contains(where: isViewport))
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
        func fitted() -> Bool {
            guard let content = other.widget(tagged: "content"), let layout = gtk_bin_get_child(scrolled.cast()) else { return false }
            GtkTestHarness.nextFrame(of: shown)
            var natural: gint = 0
            gtk_widget_get_preferred_height_for_width(content, gtk_widget_get_allocated_width(layout), nil, &natural)
            // A layout scrolls over its height, or over the room it has when that is more.
            return gtk_widget_get_allocated_width(content) == gtk_widget_get_allocated_width(layout)
                && gtk_adjustment_get_upper(adjustment) == Double(max(natural, gtk_widget_get_allocated_height(layout)))
        }
        #expect(GtkTestHarness.wait(until: fitted))
        #expect(gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment))
        paragraphs = 0
        other.update()
        #expect(GtkTestHarness.wait(until: fitted))
        #expect(Look.labels(under: scrolled) == ["Nothing"])
        #expect(gtk_adjustment_get_upper(adjustment) == gtk_adjustment_get_page_size(adjustment))
    }

    /// A scrolled area may be as tall as its content where there is room (and no taller), and
    /// scroll where there is not, showing at least its least height of it.
    @Test func aScrolledAreaMayBeAsTallAsItsContent() throws {
        var lines = 2
        let other = ViewHost {
            VBox {
                Scrolled {
                    VBox(spacing: 4) {
                        for index in 0..<lines { Label("Line \(index)") }
                    }
                    .tag("content")
                }
                .takesNaturalHeight(minimum: 40)
                .tag("scrolled")
                Label("Below").expands(.vertical)
            }
        }
        let shown = GtkTestHarness.window(showing: other, width: 300, height: 300)
        defer { gtk_widget_destroy(shown) }
        let scrolled = try #require(other.widget(tagged: "scrolled"))
        #expect(gtk_widget_get_vexpand(scrolled) == 0)
        func height(_ widget: Widget) -> gint { gtk_widget_get_allocated_height(widget) }
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
        // Shown whole, and no taller than that: the label below takes the rest.
        let whole = {
            GtkTestHarness.nextFrame(of: shown)
            let content = other.widget(tagged: "content").map(height) ?? 0
            return content > 0 && gtk_adjustment_get_upper(adjustment) <= gtk_adjustment_get_page_size(adjustment) && height(scrolled) < 100
        }
        #expect(GtkTestHarness.wait(until: whole))
        lines = 40
        other.update()
        // Taller than the window: it scrolls, and the window stays as it was.
        #expect(GtkTestHarness.wait(until: { GtkTestHarness.nextFrame(of: shown); return height(scrolled) > 150 }))
        #expect(gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment))
        var (width, windowHeight): (gint, gint) = (0, 0)
        gtk_window_get_size(shown.cast(), &width, &windowHeight)
        #expect(windowHeight == 300)
        #expect(gtk_scrolled_window_get_min_content_height(scrolled.cast()) == 40)
    }

    /// A list's placeholder described away and back: it leaves through the list's own call, not
    /// its remove, which knows only rows ("Tried to remove non-child"; Kept Histories closed
    /// with no history kept said so), and the rows that come and go meanwhile stay rows.
    @Test func aListsPlaceholderComesAndGoesWithoutAWarning() throws {
        var (shows, titles) = (true, [String]())
        let other = ViewHost {
            Scrolled {
                List(titles, id: \.self, placeholder: shows ? Label("Nothing").tag("nothing") : nil) { Label($0) }.tag("list")
            }
        }
        let shown = GtkTestHarness.window(showing: other, width: 200, height: 200)
        defer { gtk_widget_destroy(shown) }
        let list = try #require(other.widget(tagged: "list"))
        #expect(other.widget(tagged: "nothing") != nil)
        shows = false
        other.update()
        #expect(other.widget(tagged: "nothing") == nil)
        titles = ["Emma", "Ulysses"]
        other.update()
        titles = ["Emma"]
        shows = true
        other.update()
        titles = []
        other.update()
        GtkTestHarness.nextFrame(of: shown)
        #expect(Look.rows(list).filter { Look.isVisible($0) }.isEmpty)
        #expect(other.widget(tagged: "nothing").map(Look.isVisible) == true)
    }

    /// A list's scrolled area that takes its natural height shows every row where it has the
    /// room, up to its most, and then scrolls.
    @Test func aListsScrolledAreaMayBeAsTallAsItsRows() throws {
        var books = [Shelf.Book(id: 1, title: "Emma"), Shelf.Book(id: 2, title: "Ulysses")]
        let other = ViewHost {
            VBox {
                Scrolled {
                    List(books) { Label($0.title).margins(6) }.tag("list")
                }
                .takesNaturalHeight(minimum: 40, maximum: 160)
                .tag("scrolled")
                Label("Below").expands(.vertical)
            }
        }
        let shown = GtkTestHarness.window(showing: other, width: 300, height: 400)
        defer { gtk_widget_destroy(shown) }
        let scrolled = try #require(other.widget(tagged: "scrolled"))
        let list = try #require(other.widget(tagged: "list"))
        func height(_ widget: Widget) -> gint { gtk_widget_get_allocated_height(widget) }
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
        // Both rows whole, the area no taller than they are.
        let whole = {
            GtkTestHarness.nextFrame(of: shown)
            return height(list) > 40 && height(scrolled) >= height(list) && height(scrolled) < height(list) + 8
                && gtk_adjustment_get_upper(adjustment) <= gtk_adjustment_get_page_size(adjustment)
        }
        #expect(GtkTestHarness.wait(until: whole), "the list is \(height(list)) px, its area \(height(scrolled)) px")
        // Forty rows: as tall as its most, and it scrolls.
        books = (1...40).map { Shelf.Book(id: $0, title: "Book \($0)") }
        other.update()
        #expect(GtkTestHarness.wait(until: {
            GtkTestHarness.nextFrame(of: shown)
            return height(scrolled) == 160 && gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment)
        }), "its area is \(height(scrolled)) px")
    }

    /// A list's scrolled area too short for its rows decides once that it scrolls, not at every
    /// layout: it painted all of itself each time a row's words changed (it guessed from the
    /// list's holder, which asked for no height, that it need not scroll, then saw it must).
    @Test func aListsScrolledAreaPaintsOnlyTheRowThatChanged() throws {
        var books = (0..<20).map { Shelf.Book(id: $0, title: "Row \($0)") }
        let other = ViewHost {
            VBox {
                Scrolled {
                    List(books) { Label($0.title) }
                }
                .expands(.vertical)
                .tag("scrolled")
            }
        }
        // As while the past is shown (StillPast): no scrollbar fades in and out.
        meridian_settings_set_animations(0)
        defer { gtk_settings_reset_property(gtk_settings_get_default(), "gtk-enable-animations") }
        let shown = GtkTestHarness.window(showing: other, width: 300, height: 200)
        defer { gtk_widget_destroy(shown) }
        let scrolled = try #require(other.widget(tagged: "scrolled"))
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
        #expect(GtkTestHarness.wait(until: {
            GtkTestHarness.nextFrame(of: shown)
            return gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment)
        }))
        // The most of the area painted in one go from now on.
        var painted = 0.0
        onSignal(scrolled, "draw") { (context: gpointer?) in
            var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
            cairo_clip_extents(OpaquePointer(context), &x1, &y1, &x2, &y2)
            painted = max(painted, (x2 - x1) * (y2 - y1))
        }
        books[0].title = "Row zero, renamed"
        other.update()
        #expect(GtkTestHarness.wait(until: { GtkTestHarness.pump(); return painted > 0 }))
        GtkTestHarness.pump()
        let area = Double(gtk_widget_get_allocated_width(scrolled) * gtk_widget_get_allocated_height(scrolled))
        #expect(painted < area / 4, "painted \(painted) px of \(area)")
        #expect(Look.labels(under: scrolled).first == "Row zero, renamed")
    }

    private func rowTitles() -> [String]? {
        GtkTestHarness.nextFrame(of: window)
        guard let list = (1...9).lazy.compactMap(book).first.flatMap(listOf) else { return nil }
        return Look.rows(list).compactMap { row in
            Look.descendants(row).first { gtk_widget_get_mapped($0) != 0 && g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_check_button_get_type()) != 0 }
                .flatMap { gtk_button_get_label($0.cast()).map { String(cString: $0) } }
        }
    }

    private func listOf(_ widget: Widget) -> Widget? {
        var parent = gtk_widget_get_parent(widget)
        while let current = parent, g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(current)), gtk_list_box_get_type()) == 0 {
            parent = gtk_widget_get_parent(current)
        }
        return parent
    }
}
