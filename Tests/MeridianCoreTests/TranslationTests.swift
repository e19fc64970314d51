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
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

            msgid "Renamed {old} to {new}"
            msgstr "{new} hieß vorher {old}"

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
    }
}
