import CGtk
import MeridianKit
import Testing

/// `Lazy`: a part described from a value is described, and its widgets gone through, only
/// when that value changed.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay), .failsOnGLibProblems)
final class LazyPartTests {
    /// What the window is described from: a toolbar that rarely changes, a counter that often does.
    private final class Shown {
        var isEditing = false
        var count = 0
        var lazily = true
    }

    private let shown = Shown()
    /// How many times the toolbar was described.
    private var described = 0
    private var host: ViewHost!
    private var window: Widget!

    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        host = ViewHost { [unowned self] in
            VBox {
                if shown.lazily {
                    Lazy(shown.isEditing) { [unowned self] isEditing in toolbar(isEditing) }
                } else {
                    toolbar(shown.isEditing)
                }
                Label("\(shown.count)").tag("count")
            }
        }
        window = GtkTestHarness.window(showing: host)
    }

    isolated deinit {
        gtk_widget_destroy(window)
    }

    private func toolbar(_ isEditing: Bool) -> View {
        described += 1
        return HBox(spacing: 6) {
            Toggle("Edit", isOn: isEditing) { _ in }.tag("edit")
            Label(isEditing ? "Editing" : "Reading").tag("mode")
        }
    }

    private func tagged(_ tag: String) throws -> Widget { try #require(host.widget(tagged: tag)) }

    @Test func aLazyPartFromAnEqualValueIsNeitherDescribedNorGoneThrough() throws {
        let (edit, timesBefore, setsBefore) = (try tagged("edit"), described, host.propertySets)
        shown.count += 1
        host.update()
        #expect(described == timesBefore, "the toolbar was not described again")
        // The counter's text, and nothing of the toolbar.
        #expect(host.propertySets == setsBefore + 1)
        #expect(Look.text(try tagged("count")) == "1")
        #expect(try tagged("edit") == edit)
    }

    @Test func aLazyPartWhoseValueChangedIsDescribedAndUpdatedInPlace() throws {
        let (edit, timesBefore) = (try tagged("edit"), described)
        shown.isEditing = true
        host.update()
        #expect(described == timesBefore + 1)
        #expect(try tagged("edit") == edit, "the same toggle, updated")
        #expect(gtk_toggle_button_get_active(edit.cast()) != 0)
        #expect(Look.text(try tagged("mode")) == "Editing")
    }

    @Test func aPartKeepsItsWidgetsBetweenLazyAndDescribedEveryTime() throws {
        let edit = try tagged("edit")
        shown.lazily = false
        shown.isEditing = true
        host.update()
        #expect(try tagged("edit") == edit)
        #expect(Look.text(try tagged("mode")) == "Editing")
        shown.lazily = true
        shown.isEditing = false
        host.update()
        #expect(try tagged("edit") == edit)
        #expect(Look.text(try tagged("mode")) == "Reading")
        // Lazy again, from an equal value: not described.
        let timesBefore = described
        host.update()
        #expect(described == timesBefore)
    }
}
