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

    @Test func whatIsNotOneActionIsNil() throws {
        for text in ["", "{}", "{\"tick\":{}}", "{\"clockList\":{\"_0\":{\"scrolled\":{\"offsetY\":40}}}}x", "[1]", "{\"mars\":{}}"] {
            #expect(AppActionJSON.decode(Array(text.utf8)) == nil, "\(text)")
        }
    }
}
