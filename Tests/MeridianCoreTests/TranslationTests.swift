import Foundation
import MeridianCore
import Testing

/// Messages through gettext: a catalog made here with msgfmt, as `make` makes po/de.po's.
@Suite(.serialized) struct TranslationTests {
    @Test func withoutACatalogAMessageReadsAsWrittenWithItsValuesInPlace() {
        #expect(tr("Renamed {old} to {new}", ["old": "New York", "new": "Home"]) == "Renamed New York to Home")
        #expect(trn("{count} step", "{count} steps", count: 1) == "1 step")
        #expect(trn("{matching} of {count} step", "{matching} of {count} steps", count: 400, ["matching": 12]) == "12 of 400 steps")
        // A value is put in as it is, even one that looks like a name.
        #expect(tr("Searched for “{text}”", ["text": "{text}"]) == "Searched for “{text}”")
        #expect(tr("Renamed {old} to {new}", ["old": "{new}", "new": "Home"]) == "Renamed {new} to Home")
        #expect(tr("{count} of {total}", ["count": 3]) == "3 of {total}", "a name without a value stays as written")
    }

    @Test func aMessageKeptInTheStateReadsAsWrittenWithoutACatalog() throws {
        let message = UserMessage("Could not rename {zone}: {reason}", ["zone": "{reason}", "reason": .message(ZoneNameError.tooLong(count: 41).message)])
        #expect(message.text == "Could not rename {reason}: A name can have at most \(ZoneNameValidator.maximumLength) characters; this one has 41.")
        #expect(message.englishText == message.text)
        #expect(UserMessage(verbatim: "Could not rename {zone}").text == "Could not rename {zone}", "verbatim words are not filled")
        // A file's message whose values would make it endless is cut when shown.
        let long = UserMessage(english: String(repeating: "{a}", count: 600), values: ["a": .text(String(repeating: "x", count: 2_000))])
        #expect(long.text.count == Limits.message)
    }

    @Test func aMessageKeepsItsFormThroughAFile() throws {
        let messages = [
            UserMessage(verbatim: "Autosave is off."),
            UserMessage("Could not import “{file}”: {reason}", ["file": "x.json", "reason": .message(UserMessage(verbatim: "the file is empty"))]),
            UserMessage("Could not open the media: its address is {length} bytes long, more than the {limit} Meridian opens.", ["length": 20_000, "limit": 16_384]),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try messages.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        #expect(json == [
            "\"Autosave is off.\"",
            "{\"text\":\"Could not import “{file}”: {reason}\",\"values\":{\"file\":\"x.json\",\"reason\":\"the file is empty\"}}",
            "{\"text\":\"Could not open the media: its address is {length} bytes long, more than the {limit} Meridian opens.\",\"values\":{\"length\":20000,\"limit\":16384}}",
        ])
        #expect(try json.map { try JSONDecoder().decode(UserMessage.self, from: Data($0.utf8)) } == messages)
    }

    @Test(arguments: [
        (NumberGrouping.none, 1_234_567, "1234567"),
        (NumberGrouping(thousandsSeparator: ",", grouping: [3, 3]), 1_234_567, "1,234,567"),
        (NumberGrouping(thousandsSeparator: ".", grouping: [3]), -1_234_567, "-1.234.567"),
        (NumberGrouping(thousandsSeparator: "\u{202F}", grouping: [3]), 999, "999"),
        (NumberGrouping(thousandsSeparator: ",", grouping: [3, 2]), 123_456_789, "12,34,56,789"),
        (NumberGrouping(thousandsSeparator: ",", grouping: [3, 127]), 123_456_789, "123456,789"),
        (NumberGrouping(thousandsSeparator: "", grouping: [3]), 123_456, "123456"),
        (NumberGrouping(thousandsSeparator: ".", grouping: [3]), Int.min, "-9.223.372.036.854.775.808"),
    ])
    func aNumberIsGroupedAsTheLocaleSays(grouping: NumberGrouping, number: Int, text: String) {
        #expect(grouping.text(number) == text)
    }

    @Test func aCatalogTranslatesAndPutsTheNamedValuesWhereItsLanguageWantsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-catalog-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = folder.appendingPathComponent("de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let po = folder.appendingPathComponent("de.po")
        try """
            msgid ""
            msgstr ""
            "Project-Id-Version: meridian-tests\\n"
            "PO-Revision-Date: 2026-01-01 00:00+0000\\n"
            "Last-Translator: Meridian's tests\\n"
            "Language-Team: German\\n"
            "Language: de\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

            msgid "Renamed {old} to {new}"
            msgstr "{new} hieß vorher {old}"

            msgid "Could not rename {zone}: {reason}"
            msgstr "{zone} konnte nicht umbenannt werden: {reason}"

            msgid "A name cannot contain control characters such as tabs or line breaks."
            msgstr "Ein Name darf keine Steuerzeichen wie Tabulatoren oder Zeilenumbrüche enthalten."

            msgid "{count} step"
            msgid_plural "{count} steps"
            msgstr[0] "{count} Schritt"
            msgstr[1] "{count} Schritte"

            """.write(to: po, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--check", "-o", messages.appendingPathComponent("meridian.mo").path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        try #require(msgfmt.terminationStatus == 0)

        setenv("LANGUAGE", "de", 1)
        setlocale(LC_MESSAGES, "C.UTF-8")
        Translation.bind(catalogs: folder.path)
        defer {
            unsetenv("LANGUAGE")
            setlocale(LC_MESSAGES, "C")
            Translation.bind(catalogs: "/nonexistent")
        }
        #expect(tr("Renamed {old} to {new}", ["old": "New York", "new": "Home"]) == "Home hieß vorher New York")
        #expect(trn("{count} step", "{count} steps", count: 1) == "1 Schritt")
        #expect(trn("{count} step", "{count} steps", count: 3) == "3 Schritte")
        #expect(tr("Skip this step") == "Skip this step", "a message the catalog lacks reads as written")
        // A message the state keeps is translated when shown, and what it holds with it.
        let kept = UserMessage("Could not rename {zone}: {reason}", ["zone": "Home", "reason": .message(ZoneNameError.controlCharacter.message)])
        #expect(kept.text == "Home konnte nicht umbenannt werden: Ein Name darf keine Steuerzeichen wie Tabulatoren oder Zeilenumbrüche enthalten.")
        #expect(kept.englishText == "Could not rename Home: A name cannot contain control characters such as tabs or line breaks.")
    }
}
