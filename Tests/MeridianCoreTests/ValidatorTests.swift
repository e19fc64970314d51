import CoreTestSupport
import Foundation
import MeridianCore
import Testing

@Suite struct ValidatorTests {
    let names = ZoneNameValidator()
    let identifiers = TimeZoneIdentifierValidator(catalog: systemCatalog)

    @Test func anIdentifierTheDatabaseKnowsIsValid() throws {
        #expect(identifiers.validate("Asia/Kolkata") == .success("Asia/Kolkata"))
        #expect(identifiers.validate("Mars/Olympus") == .failure(.unknown("Mars/Olympus")))
        #expect("\(TimeZoneIdentifierError.unknown("Mars/Olympus"))" == "\"Mars/Olympus\" is not a known time zone")
    }

    @Test func aNameIsTrimmed() throws {
        #expect(names.validate("  Home \n", identifier: "Europe/London") == .success("Home"))
    }

    /// The validator trims without Foundation; it must trim exactly what Foundation's
    /// `whitespacesAndNewlines` trims, for every scalar of the Basic Multilingual Plane.
    @Test func trimmingMatchesFoundationsWhiteSpace() throws {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .control || scalar.properties.isWhitespace else { continue }
            let typed = "\(scalar)Home\(scalar)"
            let expected = typed.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(names.validate(typed, identifier: "UTC") == .success(expected), "U+\(String(value, radix: 16))")
        }
    }

    /// A name is refused for a control character exactly where Unicode's tables say so (ASCII
    /// is answered without them), for every scalar of the Basic Multilingual Plane.
    @Test func controlCharactersAreWhatUnicodeSays() throws {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let refused = names.validate("a\(scalar)b", identifier: "UTC") == .failure(.controlCharacter)
            #expect(refused == (scalar.properties.generalCategory == .control), "U+\(String(value, radix: 16))")
        }
    }

    @Test func anEmptyNameFallsBackToTheCity() throws {
        #expect(names.validate("", identifier: "America/New_York") == .success("New York"))
        #expect(names.validate("   ", identifier: "America/Argentina/Buenos_Aires") == .success("Buenos Aires"))
    }

    @Test func aNameOfSixtyFourCharactersIsValidAndSixtyFiveIsNot() throws {
        let longest = String(repeating: "é", count: 64)
        #expect(names.validate(longest, identifier: "UTC") == .success(longest))
        #expect(names.validate(longest + "x", identifier: "UTC") == .failure(.tooLong(count: 65)))
    }

    @Test func controlCharactersInsideANameAreRefused() throws {
        #expect(names.validate("Ho\tme", identifier: "UTC") == .failure(.controlCharacter))
        #expect(names.validate("Ho\u{7}me", identifier: "UTC") == .failure(.controlCharacter))
    }

    @Test func emojiAndAccentsAreWelcome() throws {
        #expect(names.validate("São Paulo 🌴", identifier: "America/Sao_Paulo") == .success("São Paulo 🌴"))
    }
}
