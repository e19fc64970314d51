import CGtk
import Foundation
import MeridianKit
import Testing

/// An amount typed as text (issue 62, item 2): the store holds a number, and the entry sends
/// only what reads as one.
private struct Expense: Equatable {
    var amount = 12.5
    var minutes = 5
    var seconds = 0
    var hours = 0
}

private enum ExpenseAction {
    case amountChanged(Double)
    case minutesSet(Int)
    case secondsSet(Int)
    case hoursSet(Int)
}

/// Amounts are never negative: the reducer refuses one (and keeps the amount it had).
private struct ExpenseReducer: Reducer {
    func reduce(into state: inout Expense, action: ExpenseAction) -> [Never] {
        switch action {
        case .amountChanged(let amount): if amount >= 0 { state.amount = amount }
        case .minutesSet(let minutes): state.minutes = minutes
        case .secondsSet(let seconds): state.seconds = seconds
        case .hoursSet(let hours): state.hours = hours
        }
        return []
    }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestHarness.hasDisplay), .failsOnGLibProblems)
final class ValueEntryTests {
    private let store = Store(initialState: Expense(), reducer: ExpenseReducer(), history: HistoryRules<Expense, ExpenseAction>())
    private let host: ViewHost
    private let window: Widget
    private let amount = WidgetReference()
    private let minutes = WidgetReference()
    private let seconds = WidgetReference()
    private let hours = WidgetReference()

    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        let (amount, minutes, seconds, hours) = (amount, minutes, seconds, hours)
        host = store.describe { expense, send in
            VBox {
                // Sent at every edit, as a search is.
                Entry(expense.amount, format: .number(fractionDigits: 2, locale: Locale(identifier: "en_US")), commit: .everyValue) {
                    send(.amountChanged($0))
                }
                .accessibleName("Amount")
                .reference(amount)
                // A number's default: when the user is done.
                Entry(expense.minutes, format: .integer(range: 0...99)) { send(.minutesSet($0)) }
                    .accessibleName("Minutes")
                    .reference(minutes)
                Entry(expense.seconds, format: .integer(range: 0...59), commit: .whenDone(pause: .milliseconds(20))) { send(.secondsSet($0)) }
                    .accessibleName("Seconds")
                    .reference(seconds)
                // No pause: only Enter or leaving the field sends it.
                Entry(expense.hours, format: .integer(range: 0...23), commit: .whenDone(pause: nil)) { send(.hoursSet($0)) }
                    .accessibleName("Hours")
                    .reference(hours)
            }
        }
        window = GtkTestHarness.window(showing: host, width: 300, height: 100)
    }

    isolated deinit {
        gtk_widget_destroy(window)
    }

    private func type(_ text: String, in field: WidgetReference? = nil) {
        gtk_entry_set_text((field ?? amount).mountedWidget.cast(), text)
    }

    private func text(of field: WidgetReference) -> String { Look.entryText(field.mountedWidget) }

    private var shown: String { Look.entryText(amount.mountedWidget) }
    private var warns: Bool { gtk_entry_get_icon_name(amount.mountedWidget.cast(), GTK_ENTRY_ICON_SECONDARY) != nil }

    @Test func whatReadsIsSentAndWhatDoesNotIsKeptWithAWarningThatSaysWhatToType() {
        #expect(shown == "12.5")
        type("12.50")
        #expect(store.state.amount == 12.5 && shown == "12.50", "what reads as the value held stays as typed")
        type("13.2")
        #expect(store.state.amount == 13.2 && shown == "13.2" && !warns)
        type("13.2x")
        #expect(store.state.amount == 13.2, "what does not read is not sent")
        #expect(shown == "13.2x", "what does not read stays, to be fixed")
        #expect(warns)
        #expect(Look.accessibleDescription(amount.mountedWidget) == "Type a number with at most 2 decimal places")
        type("14")
        #expect(store.state.amount == 14 && !warns)
        #expect(Look.accessibleDescription(amount.mountedWidget) == "")
    }

    @Test func aValueTheReducerRefusesSpringsBackAndAValueFromElsewhereReplacesWhatIsTyped() {
        type("-3")
        #expect(store.state.amount == 12.5 && shown == "12.5", "the reducer kept its amount, and the entry shows it")
        type("7")
        type("7x")
        #expect(warns)
        // Back to the start on the slider: the value from the history replaces the text that
        // did not read, and the warning goes.
        store.jump(to: 0)
        #expect(store.state.amount == 12.5)
        #expect(shown == "12.5" && !warns)
    }

    /// Typing "12" into a duration sends 12 once, when the user is done: never 1 on the way.
    @Test func aNumberIsSentOnceWhenTheUserPressesEnterAndTypingItIsOneStep() {
        let steps = store.timeline.stepCount
        type("1", in: minutes)
        type("12", in: minutes)
        #expect(store.state.minutes == 5, "nothing is sent while the user types")
        #expect(text(of: minutes) == "12", "what is typed stays, not yet sent")
        gtk_widget_activate(minutes.mountedWidget)
        #expect(store.state.minutes == 12)
        #expect(store.timeline.stepCount == steps + 1)
        // Enter again, with nothing typed since, sends nothing.
        gtk_widget_activate(minutes.mountedWidget)
        #expect(store.timeline.stepCount == steps + 1)
        // Typed on after Enter, in the same run: still one step for the field.
        type("125", in: minutes)
        #expect(warns(minutes), "125 is past 99: the entry says so as it is typed")
        type("15", in: minutes)
        gtk_widget_activate(minutes.mountedWidget)
        #expect(store.state.minutes == 15)
        #expect(store.timeline.stepCount == steps + 1)
    }

    @Test func aNumberIsSentWhenTheFieldLosesTheFocus() {
        GtkTestHarness.waitUntilShown(window)
        giveTheWindowTheFocus()
        gtk_widget_grab_focus(hours.mountedWidget)
        type("7", in: hours)
        #expect(store.state.hours == 0)
        gtk_widget_grab_focus(amount.mountedWidget)
        #expect(store.state.hours == 7)
        #expect(text(of: hours) == "7")
    }

    @Test func aNumberIsSentAfterAPauseInTyping() {
        type("4", in: seconds)
        type("45", in: seconds)
        #expect(store.state.seconds == 0)
        #expect(GtkTestHarness.wait(until: { self.store.state.seconds == 45 }))
        #expect(text(of: seconds) == "45")
    }

    /// What is typed and not sent yet gives way to a value from elsewhere, as typed text does.
    @Test func aValueFromElsewhereReplacesWhatIsTypedAndNotSent() {
        store.send(.minutesSet(8))
        type("9", in: minutes)
        store.jump(to: 0)
        #expect(text(of: minutes) == "5")
        gtk_widget_activate(minutes.mountedWidget)
        #expect(store.state.minutes == 5, "what was typed was let go, not sent later")
    }

    private func warns(_ field: WidgetReference) -> Bool {
        gtk_entry_get_icon_name(field.mountedWidget.cast(), GTK_ENTRY_ICON_SECONDARY) != nil
    }

    /// As the window manager does when the window becomes the active one: without it (Xvfb has
    /// none), GTK tells no widget that it lost the focus.
    private func giveTheWindowTheFocus() {
        let event = gdk_event_new(GDK_FOCUS_CHANGE)!
        defer { gdk_event_free(event) }
        let gdkWindow = gtk_widget_get_window(window)
        g_object_ref(UnsafeMutableRawPointer(gdkWindow))
        event.pointee.focus_change.window = gdkWindow
        event.pointee.focus_change.send_event = 1
        event.pointee.focus_change.in = 1
        gtk_widget_send_focus_change(window, event)
    }
}
