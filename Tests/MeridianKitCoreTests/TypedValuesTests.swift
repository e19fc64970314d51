import Foundation
import MeridianKitCore
import Testing

/// Choices and values that are not strings (issue 62, item 2): a drop-down of any `Hashable`,
/// and an entry that sends only what reads as a value, as values.
@MainActor
struct TypedValuesTests {
    enum Category: CaseIterable, Hashable { case food, travel, home }

    @Test func aChoiceOfAnEnumShowsEveryCaseAndSendsTheCaseChosen() throws {
        var chosen: [Category] = []
        let view = Choice(selected: Category.travel, title: { "\($0)".capitalized }) { chosen.append($0) }
        let content = try #require(view.content(as: ChoiceContent.self))
        #expect(content.options.map(\.title) == ["Food", "Travel", "Home"])
        #expect(content.options.first { $0.id == content.selected }?.title == "Travel")
        view.events.onText?(content.options[2].id)
        #expect(chosen == [.home])
        // An id the drop-down never had sends nothing.
        view.events.onText?("nine")
        #expect(chosen == [.home])
    }

    @Test func aChoiceOfValuesShowsNoneSelectedForAValueNotAmongThem() throws {
        var chosen: [Int] = []
        let view = Choice([10, 20, 30], selected: 40, title: { "\($0) %" }) { chosen.append($0) }
        let content = try #require(view.content(as: ChoiceContent.self))
        #expect(content.selected == nil)
        #expect(content.options.map(\.title) == ["10 %", "20 %", "30 %"])
        view.events.onText?(content.options[1].id)
        #expect(chosen == [20])
    }

    @Test func aNumberIsWrittenAndReadInTheLocalesSeparatorsAndNothingElseReads() {
        let english = ValueFormat<Double>.number(fractionDigits: 2, locale: Locale(identifier: "en_US"))
        #expect(english.text(1234.5) == "1,234.5")
        #expect(english.value("1,234.5") == 1234.5)
        #expect(english.value("1234.50") == 1234.5)
        #expect(english.value("-3") == -3)
        #expect(english.value(" 12. ") == 12)
        // Foundation's lenient parsing reads these as 12; a person did not type 12.
        for typed in ["12a", "12.5.1", "1.234", "", "-", ",12", "12.345"] { #expect(english.value(typed) == nil, "“\(typed)”") }
        let german = ValueFormat<Double>.number(fractionDigits: 2, locale: Locale(identifier: "de_DE"))
        #expect(german.text(1234.5) == "1.234,5")
        #expect(german.value("1.234,5") == 1234.5)
        #expect(german.value("1.234.567,5") == 1_234_567.5)
        // Grouping is by threes: a German's "12.5" is not 125, an English "12,34" not 1234.
        #expect(german.value("12.5") == nil)
        #expect(english.value("12,34") == nil)
        #expect(english.value("1,2345") == nil)
    }

    @Test func aRangeAndAWholeNumberAreSaidInTheMessage() {
        let percent = ValueFormat<Int>.integer(range: 0...100, locale: Locale(identifier: "en_US"))
        #expect(percent.value("100") == 100)
        #expect(percent.value("101") == nil)
        #expect(percent.value("12.5") == nil)
        #expect(percent.invalid == "Type a whole number from 0 to 100")
        // What "12.555" breaks is said too, not only the range.
        #expect(ValueFormat<Double>.number(locale: Locale(identifier: "en_US")).invalid == "Type a number with at most 2 decimal places")
        #expect(
            ValueFormat<Double>.number(fractionDigits: 1, range: 0...1_000_000, locale: Locale(identifier: "en_US")).invalid
                == "Type a number from 0 to 1,000,000 with at most 1 decimal place")
        #expect(ValueFormat<Double>.number(fractionDigits: 0, locale: Locale(identifier: "en_US")).invalid == "Type a whole number")
        #expect(ValueFormat<Double>.number(invalid: "Ein Betrag, bitte").invalid == "Ein Betrag, bitte")
    }

    @Test func anEntryForAValueSendsOnlyWhatReadsAndKeepsWhatReadsAsTheValueShown() throws {
        var sent: [Double] = []
        var unreadable: [String] = []
        let view = Entry(12.5, format: .number(fractionDigits: 2, locale: Locale(identifier: "en_US"))) { sent.append($0) } onInvalid: {
            unreadable.append($0)
        }
        let content = try #require(view.content(as: ValueEntryContent.self))
        #expect(content.text == "12.5")
        #expect(content.invalidMessage == "Type a number with at most 2 decimal places")
        for typed in ["12.50", "13", "13x", "1", "12.555"] { view.events.onText?(typed) }
        #expect(sent == [12.5, 13, 1])
        // The state keeps 1 while "12.555" shows: the app hears that the entry does not read.
        #expect(unreadable == ["13x", "12.555"])
        #expect(content.reading.read("12.50") == .theValueShown)
        #expect(content.reading.read("13") == .anotherValue)
        #expect(content.reading.read("13x") == .invalid)
    }

    /// A number is sent when the user is done unless the entry says otherwise; text read by a
    /// format of the app's own is sent at every edit unless the format says otherwise.
    @Test func aNumberIsSentWhenTheUserIsDoneAndAFormatOfYourOwnAtEveryEdit() throws {
        func commit(_ view: View) throws -> ValueCommit { try #require(view.content(as: ValueEntryContent.self)).commit }
        #expect(try commit(Entry(3, format: .integer()) { _ in }) == .whenDone)
        #expect(try commit(Entry(2.5, format: .number()) { _ in }) == .whenDone)
        #expect(try commit(Entry(3, format: .integer(), commit: .everyValue) { _ in }) == .everyValue)
        let code = ValueFormat<String>(text: { $0 }, value: { $0.count == 3 ? $0 : nil }, invalid: "Three letters")
        #expect(try commit(Entry("EUR", format: code) { _ in }) == .everyValue)
        #expect(ValueCommit.whenDone.pause == .seconds(1) && !ValueCommit.whenDone.sendsEveryEdit)
        #expect(ValueCommit.whenDone(pause: nil).pause == nil && ValueCommit.everyValue.sendsEveryEdit)
    }
}
