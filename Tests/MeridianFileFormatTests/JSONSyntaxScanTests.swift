import CoreTestSupport
import Foundation
import MeridianCore
import MeridianFileFormat
import MeridianKitFiles
import Testing
import TestSupport

/// The scan that stops a read at the first byte that cannot belong, held against the parser
/// that words the refusal: it must never refuse what the parser reads, and where it stops, the
/// parser must refuse the start it kept exactly as it refuses the whole file.
@Suite struct JSONSyntaxScanTests {
    /// Where the scan stops `bytes`, fed in chunks of `chunk` bytes.
    func badByte(_ bytes: [UInt8], chunk: Int = .max) -> Int? {
        var scan = JSONSyntaxScan(maximumDepth: JSONParser.maximumDepth)
        var start = 0
        while start < bytes.count {
            let end = start + min(chunk, bytes.count - start)
            if let bad = bytes[start..<end].withUnsafeBytes({ scan.scan($0) }) { return bad }
            start = end
        }
        return nil
    }

    func parserError(_ bytes: some Collection<UInt8>) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(Array(bytes))
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("[1,]", 3), ("{\"a\" 1}", 5), ("{a: 1}", 1), ("[01]", 2), ("[1.]", 3), ("[-]", 2), ("\"\\x\"", 2),
        ("\"a\tb\"", 2), ("[1] 2", 4), ("[tru]", 4), ("\n\n  [1 2]", 7), ("{\"a\":1,}", 7), ("[1}", 2), ("{\"a\":1]", 6),
        ("\"\\u12g4\"", 5), ("1e", nil), ("[1e+]", 4), ("[1.5.2]", 4), ("nul", nil), ("[nulL]", 4), ("{}}", 2),
        ("[\u{0}]", 1), ("[1,\n\"ok\",\n\u{0}\u{0}]", 10),
    ] as [(String, Int?)])
    func stopsAtTheFirstByteThatCannotBelong(text: String, offset: Int?) {
        #expect(badByte(Array(text.utf8)) == offset)
        // Fed a byte at a time, it stops at the same byte.
        #expect(badByte(Array(text.utf8), chunk: 1) == offset)
    }

    @Test func refusesNestingOnlyPastTheParsersLimit() {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(badByte(Array(deepest.utf8)) == nil)
        #expect(badByte(Array(("[" + deepest + "]").utf8)) == JSONParser.maximumDepth)
        #expect(parserError(Array(("[" + deepest + "]").utf8))?.offset == JSONParser.maximumDepth)
    }

    @Test func neverStopsAValidDocumentHoweverItIsCut() throws {
        var random = SeededRandom(seed: 23)
        var documents = [
            Array(try Snapshot(state: Samples.everyField, createdAt: noon).jsonData()),
            Array(try MeridianFile.encoder(prettyPrinted: false).encode(Snapshot(state: Samples.everyField, createdAt: noon))),
            Array(#" "a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00 São" "#.utf8), Array("-0.5e-3".utf8), Array("[true,false,null,{}]".utf8),
        ]
        for _ in 0..<200 {
            documents.append(Array(try JSONSerialization.data(withJSONObject: ["v": randomJSON(depth: 0, &random)])))
        }
        for document in documents {
            #expect(parserError(document) == nil)
            #expect(badByte(document) == nil)
            #expect(badByte(document, chunk: Int.random(in: 1...64, using: &random)) == nil)
        }
    }

    /// Thousands of damaged files: wherever the scan stops, the start kept up to a little past
    /// that byte is refused by the parser in the very words, at the very place, of the whole.
    @Test func whereItStopsTheParserRefusesTheStartAsItRefusesTheWhole() throws {
        let valid = Array(try Snapshot(state: Samples.everyField, createdAt: noon).jsonData())
        var random = SeededRandom(seed: 29)
        var stopped = 0
        for _ in 0..<3000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                let byte = random.next() % 4 == 0 ? UInt8.random(in: 0...255, using: &random) : Array("{}[]\",:0-e.\\ tn".utf8).randomElement(using: &random)!
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = byte
                case 1: bytes.remove(at: index)
                default: bytes.insert(byte, at: index)
                }
            }
            let whole = parserError(bytes)
            let bad = badByte(bytes, chunk: Int.random(in: 1...4096, using: &random))
            #expect(bad == badByte(bytes))
            guard let bad else {
                // Not stopped: the parser reads it, or refuses it only for what the scan leaves
                // to it (UTF-8, surrogates, a key twice) or at its very end.
                if let whole {
                    #expect(
                        whole.offset >= bytes.count - 8 || ["UTF-8", "surrogate", "appears twice"].contains { whole.message.contains($0) },
                        "\(whole)")
                }
                continue
            }
            stopped += 1
            #expect(whole != nil)
            #expect(parserError(bytes.prefix(bad + 4096)) == whole)
        }
        #expect(stopped > 1500)
    }
}
