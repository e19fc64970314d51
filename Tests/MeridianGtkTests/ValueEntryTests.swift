import CGtk
import Foundation
import MeridianKit
import Testing

/// An amount typed as text (issue 62, item 2): the store holds a number, and the entry sends
/// only what reads as one.
private struct Expense: Equatable {
    var amount = 12.5
}

private enum ExpenseAction {
    case amountChanged(Double)
}

/// Amounts are never negative: the reducer refuses one (and keeps the amount it had).
private struct ExpenseReducer: Reducer {
    func reduce(into state: inout Expense, action: ExpenseAction) -> [Never] {
        switch action {
        case .amountChanged(let amount): if amount >= 0 { state.amount = amount }
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

    init() {
        precondition(GtkTestHarness.isReady, "GTK could not open the display")
        let amount = amount
        host = store.describe { expense, send in
            VBox {
                Entry(expense.amount, format: .number(fractionDigits: 2, locale: Locale(identifier: "en_US"))) { send(.amountChanged($0)) }
                    .accessibleName("Amount")
                    .reference(amount)
            }
        }
        window = GtkTestHarness.window(showing: host, width: 300, height: 100)
    }

    isolated deinit {
        gtk_widget_destroy(window)
    }

    private func type(_ text: String) {
        gtk_entry_set_text(amount.mountedWidget.cast(), text)
    }

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
}
