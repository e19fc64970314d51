import Foundation
import MeridianCore
import MeridianFileFormat
import Testing

/// One action's JSON, as the history's database keeps it: the bytes `Codable` with sorted keys
/// gives, read back to the same action, imported snapshots included.
@Suite struct AppActionJSONTests {
    @Test func everyActionIsWrittenAsCodableWritesItAndReadBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for action in Samples.everyAction {
            let bytes = AppActionJSON.encode(action)
            #expect(bytes == Array(try encoder.encode(action)), "\(String(decoding: bytes, as: UTF8.self))")
            #expect(AppActionJSON.decode(bytes) == action)
        }
    }

    /// Logs written before the chooser named new clocks after their places: no name, the
    /// zone's city, by either reader.
    @Test func aChoiceWrittenBeforePlacesHadNamesIsReadWithoutOne() throws {
        let old = #"{"chooser":{"_0":{"zoneChosen":{"id":"6D657269-6469-616E-0000-000000000001","identifier":"Asia/Kolkata"}}}}"#
        let expected = AppAction.chooser(.zoneChosen(id: UUID(uuidString: "6D657269-6469-616E-0000-000000000001")!, identifier: "Asia/Kolkata"))
        #expect(AppActionJSON.decode(Array(old.utf8)) == expected)
        #expect(try JSONDecoder().decode(AppAction.self, from: Data(old.utf8)) == expected)
        let spaced = #"{"chooser":{"_0":{"zoneChosen":{"id":"6D657269-6469-616E-0000-000000000001", "identifier":"Asia/Kolkata" , "name":"Calcutta"}}}}"#
        #expect(AppActionJSON.decode(Array(spaced.utf8)) == .chooser(.zoneChosen(id: UUID(uuidString: "6D657269-6469-616E-0000-000000000001")!, identifier: "Asia/Kolkata", name: "Calcutta")))
    }

    /// States written before the chooser's highlight was state: the top row.
    @Test func aChooserWrittenBeforeItsHighlightWasStateHighlightsTheTopRow() throws {
        let old = Data(#"{"scrollOffsetY":12,"searchText":"kol"}"#.utf8)
        #expect(try JSONDecoder().decode(ZoneChooser.self, from: old) == ZoneChooser(scrollOffsetY: 12, searchText: "kol", highlightedRow: 0))
    }

    @Test func whatIsNotOneActionIsNil() throws {
        for text in ["", "{}", "{\"tick\":{}}", "{\"clockList\":{\"_0\":{\"scrolled\":{\"offsetY\":40}}}}x", "[1]", "{\"mars\":{}}"] {
            #expect(AppActionJSON.decode(Array(text.utf8)) == nil, "\(text)")
        }
    }
}
