import CoreTestSupport
import Foundation
import MeridianCore
import MeridianFileFormat
import Testing
import TestSupport

@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    func syntaxError(_ text: String) -> String? {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null, "x"], "b": {}} "#)
        #expect(value == .object([
            "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object([:], keys: []),
        ], keys: ["a", "b"]))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(try parse(#""\u00e9\u20AC\ud83d\ude00""#) == .string("é€😀"))
        #expect(try parse("\"São 😀\"") == .string("São 😀"))
    }

    @Test(arguments: [
        ("", "line 1, column 1: the file ends where a value should be (is it cut short?)"),
        ("[1,]", "line 1, column 4: expected a value, found ']'"),
        ("{\"a\" 1}", "line 1, column 6: expected ':' after the key \"a\""),
        ("{a: 1}", "line 1, column 2: expected a key in quotes, found 'a'"),
        ("[01]", "line 1, column 4: a number cannot start with 0"),
        ("[1.]", "line 1, column 4: a number needs digits after '.'"),
        ("[-]", "line 1, column 3: a number needs digits"),
        ("\"\\x\"", "line 1, column 3: \\'x' is not an escape JSON knows"),
        ("\"\\ud800\"", "line 1, column 8: an unpaired surrogate \\ud800 in a string"),
        ("\"a\tb\"", "line 1, column 3: a control character inside a string must be escaped"),
        ("\"open", "line 1, column 6: a string is not closed (is the file cut short?)"),
        ("[1] 2", "line 1, column 5: unexpected text after the end of the document"),
        ("[tru]", "line 1, column 2: expected a value, found 't'"),
        ("\n\n  [1 2]", "line 3, column 6: expected ',' or ']' in an array, found '2'"),
        ("[\"é\", x]", "line 1, column 7: expected a value, found 'x'"),
    ])
    func refusesWhatIsNotJSONAndSaysWhere(text: String, message: String) {
        #expect(syntaxError(text) == message)
    }

    @Test func refusesInvalidUTF8InsideStrings() throws {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) }
    }

    @Test func agreesWithFoundationOnRandomDocuments() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let object = randomJSON(depth: 0, &random)
            let data = try JSONSerialization.data(withJSONObject: ["v": object])
            let parsed = try JSONParser.parse(Array(data))
            let reparsed = try JSONSerialization.jsonObject(with: data) as? NSDictionary
            #expect(reparsed != nil)
            #expect(try JSONValueDecoder.decode(AnyJSON.self, from: parsed) == AnyJSON(foundation: ["v": object]))
        }
    }

    @Test func survivesEveryMutationOfAValidFile() throws {
        let valid = Array(try Snapshot(state: Samples.everyField, createdAt: noon).jsonData())
        let reader = MeridianFileReader(catalog: systemCatalog)
        var random = SeededRandom(seed: 11)
        var refused = 0
        for _ in 0..<2000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
                }
            }
            if case .failure(let error) = reader.snapshot(from: bytes) {
                refused += 1
                #expect(!error.problems.isEmpty && error.problems.allSatisfy { !$0.message.isEmpty })
            }
        }
        #expect(refused > 1000)
    }
}

/// Any JSON value, decoded through the Decodable machinery, to compare two parsers.
indirect enum AnyJSON: Decodable, Equatable {
    case object([String: AnyJSON]), array([AnyJSON]), string(String), number(Double), bool(Bool), null

    init(foundation value: Any) {
        switch value {
        case let dictionary as [String: Any]: self = .object(dictionary.mapValues(AnyJSON.init(foundation:)))
        case let array as [Any]: self = .array(array.map(AnyJSON.init(foundation:)))
        case let string as String: self = .string(string)
        case let bool as Bool: self = .bool(bool)
        case let number as Double: self = .number(number)
        case let number as Int: self = .number(Double(number))
        default: self = .null
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [String: AnyJSON] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(AnyJSON.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [AnyJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(AnyJSON.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }
}

func randomJSON(depth: Int, _ random: inout SeededRandom) -> Any {
    switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
    case 0: return Int.random(in: -1_000_000...1_000_000, using: &random)
    case 1: return Double.random(in: -1e6...1e6, using: &random)
    case 2: return String((0..<Int.random(in: 0...8, using: &random)).map { _ in "aé\"\\\n😀 /\u{01}".randomElement(using: &random)! })
    case 3: return Bool.random(using: &random)
    case 4: return (0..<Int.random(in: 0...4, using: &random)).map { _ in randomJSON(depth: depth + 1, &random) }
    default:
        var object: [String: Any] = [:]
        for index in 0..<Int.random(in: 0...4, using: &random) { object["k\(index)"] = randomJSON(depth: depth + 1, &random) }
        return object
    }
}
