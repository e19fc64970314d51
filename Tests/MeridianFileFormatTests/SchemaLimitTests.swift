import CoreTestSupport
import Foundation
import MeridianCore
import MeridianFileFormat
import Testing

/// The published schemas and the app agree at every limit: a file at a limit is taken by both,
/// one past it is refused by the app and by the schema wherever JSON Schema can say the limit —
/// text in ASCII without CR included, where a code point is a character. Where it cannot — other
/// text, counted in characters as a person counts them, of which a flag, an accented letter or
/// CR LF may be several code points — the schema takes what the app takes, and its description
/// names the limit.
@MainActor
@Suite struct SchemaLimitTests {
    /// One limit: the state at it and one past it, and where the schema describes the value.
    struct Limit: CustomStringConvertible {
        var description: String
        var atLimit: (inout AppState) -> Void
        var pastLimit: (inout AppState) -> Void
        /// `nil` when the schema says the limit itself; else the definition whose description
        /// must name it, and how.
        var describedIn: (definition: String, words: String)? = nil
    }

    static let flag = "🇧🇷"  // two code points, one character
    static let accented = "e\u{301}\u{302}"  // three code points, one character

    static var limits: [Limit] {
        [
            Limit(description: "the fastest speed", atLimit: { $0.player.rate = 16 }, pastLimit: { $0.player.rate = 16.01 }),
            Limit(description: "the slowest speed", atLimit: { $0.player.rate = 0.0625 }, pastLimit: { $0.player.rate = 0.06 }),
            Limit(description: "the widest window", atLimit: { $0.viewState.window.width = 100_000 }, pastLimit: { $0.viewState.window.width = 100_001 }),
            Limit(description: "the smallest window", atLimit: { $0.viewState.window.height = 1 }, pastLimit: { $0.viewState.window.height = 0 }),
            Limit(
                description: "the furthest pane position", atLimit: { $0.viewState.window.panePosition = 100_000 },
                pastLimit: { $0.viewState.window.panePosition = 100_001 }),
            Limit(description: "the longest duration", atLimit: { $0.player.duration = 1e9 }, pastLimit: { $0.player.duration = 1e9 + 1 }),
            Limit(
                description: "the latest position", atLimit: { $0.player.duration = 1e9; $0.player.position = 1e9 },
                pastLimit: { $0.player.duration = 1e9; $0.player.position = 1e9 + 1 }),
            Limit(
                description: "the longest scroll", atLimit: { $0.viewState.master.scrollOffsetY = 1e7 },
                pastLimit: { $0.viewState.master.scrollOffsetY = 1e7 + 1 }),
            Limit(
                description: "the slowest controls", atLimit: { $0.player.chrome.transition.duration = 10 },
                pastLimit: { $0.player.chrome.transition.duration = 10.5 }),
            Limit(description: "a full buffer", atLimit: { $0.player.bufferingPercent = 100 }, pastLimit: { $0.player.bufferingPercent = 101 }),
            Limit(
                description: "the longest media address",
                atLimit: { $0.player.media?.uri = "file:///" + String(repeating: "a", count: Limits.mediaURI - 8) },
                pastLimit: { $0.player.media?.uri = "file:///" + String(repeating: "a", count: Limits.mediaURI - 7) }),
            Limit(
                description: "a media address of a scheme Meridian takes",
                atLimit: { $0.player.media?.uri = "https://media.example.org/a.webm" },
                pastLimit: { $0.player.media?.uri = "rtsp://media.example.org/a" }),
            Limit(
                description: "the most approved addresses",
                atLimit: { $0.player.approvedAddresses = (0..<Limits.approvedAddresses).map { "https://h\($0).example/a.webm" } },
                pastLimit: { $0.player.approvedAddresses = (0...Limits.approvedAddresses).map { "https://h\($0).example/a.webm" } }),
            Limit(
                description: "a message nested four deep", atLimit: { $0.viewState.message = nested(4) }, pastLimit: { $0.viewState.message = nested(5) }),
            Limit(
                description: "a message with eight values", atLimit: { $0.viewState.message = withValues(8) },
                pastLimit: { $0.viewState.message = withValues(9) }),
            // Text in ASCII without CR, where a code point is a character: the schema says the
            // app's limit exactly.
            Limit(
                description: "a search", atLimit: { $0.viewState.selection?.searchText = ascii(Limits.typedText) },
                pastLimit: { $0.viewState.selection?.searchText = ascii(Limits.typedText + 1) }),
            Limit(
                description: "a rename", atLimit: { $0.viewState.detail?.nameText = ascii(Limits.typedText) },
                pastLimit: { $0.viewState.detail?.nameText = ascii(Limits.typedText + 1) }),
            Limit(
                description: "a name", atLimit: { $0.document.zones[0].name = ascii(ZoneNameValidator.maximumLength) },
                pastLimit: { $0.document.zones[0].name = ascii(ZoneNameValidator.maximumLength + 1) }),
            Limit(
                description: "a media title", atLimit: { $0.player.media?.title = ascii(Limits.mediaTitle) },
                pastLimit: { $0.player.media?.title = ascii(Limits.mediaTitle + 1) }),
            Limit(
                description: "a message", atLimit: { $0.viewState.message = UserMessage(verbatim: ascii(Limits.message)) },
                pastLimit: { $0.viewState.message = UserMessage(verbatim: ascii(Limits.message + 1)) }),
            Limit(
                description: "a translated message's text", atLimit: { $0.viewState.message = UserMessage(english: ascii(Limits.message), values: [:]) },
                pastLimit: { $0.viewState.message = UserMessage(english: ascii(Limits.message + 1), values: [:]) }),
            Limit(
                description: "a message's value", atLimit: { $0.viewState.message = withText(ascii(Limits.message)) },
                pastLimit: { $0.viewState.message = withText(ascii(Limits.message + 1)) }),
            // Other text, counted as a person counts characters, of which a flag, an accented
            // letter or CR LF may be several code points: the schema cannot say these.
            Limit(
                description: "a search of flags", atLimit: { $0.viewState.selection?.searchText = String(repeating: flag, count: 200) },
                pastLimit: { $0.viewState.selection?.searchText = String(repeating: flag, count: 201) },
                describedIn: ("typedText", "at most 200 characters")),
            Limit(
                description: "a rename of accented letters", atLimit: { $0.viewState.detail?.nameText = String(repeating: accented, count: 200) },
                pastLimit: { $0.viewState.detail?.nameText = String(repeating: accented, count: 201) },
                describedIn: ("typedText", "at most 200 characters")),
            Limit(
                description: "a name of flags", atLimit: { $0.document.zones[0].name = String(repeating: flag, count: 64) },
                pastLimit: { $0.document.zones[0].name = String(repeating: flag, count: 65) }, describedIn: ("zoneName", "1 to 64 characters")),
            Limit(
                description: "a name of accented letters", atLimit: { $0.document.zones[0].name = String(repeating: accented, count: 64) },
                pastLimit: { $0.document.zones[0].name = String(repeating: accented, count: 65) }, describedIn: ("zoneName", "1 to 64 characters")),
            Limit(
                description: "a name with one accented letter", atLimit: { $0.document.zones[0].name = ascii(63) + "é" },
                pastLimit: { $0.document.zones[0].name = ascii(64) + "é" }, describedIn: ("zoneName", "1 to 64 characters")),
            Limit(
                description: "a media title of flags", atLimit: { $0.player.media?.title = String(repeating: flag, count: 1_000) },
                pastLimit: { $0.player.media?.title = String(repeating: flag, count: 1_001) }, describedIn: ("mediaTitle", "at most 1,000 characters")),
            Limit(
                description: "a message of flags", atLimit: { $0.viewState.message = UserMessage(verbatim: String(repeating: flag, count: 2_000)) },
                pastLimit: { $0.viewState.message = UserMessage(verbatim: String(repeating: flag, count: 2_001)) },
                describedIn: ("messageText", "at most 2,000 characters")),
            Limit(
                description: "a message of line breaks, CR LF each",
                atLimit: { $0.viewState.message = UserMessage(verbatim: String(repeating: "\r\n", count: 2_000)) },
                pastLimit: { $0.viewState.message = UserMessage(verbatim: String(repeating: "\r\n", count: 2_001)) },
                describedIn: ("messageText", "at most 2,000 characters")),
        ]
    }

    /// A message `depth` messages deep.
    static func nested(_ depth: Int) -> UserMessage {
        var message = UserMessage("Could not open the media.")
        for _ in 1..<depth { message = UserMessage("Because {reason}", ["reason": .message(message)]) }
        return message
    }

    /// `count` ASCII letters: as many characters as code points.
    static func ascii(_ count: Int) -> String {
        String(repeating: "a", count: count)
    }

    /// A message with one value, `text`.
    static func withText(_ text: String) -> UserMessage {
        UserMessage(english: "Because {reason}", values: ["reason": .text(text)])
    }

    static func withValues(_ count: Int) -> UserMessage {
        UserMessage(english: "Values", values: Dictionary(uniqueKeysWithValues: (0..<count).map { ("v\($0)", UserMessage.Value.number($0)) }))
    }

    static let snapshotSchema: [String: Any] = {
        let url = SchemaTests.repository.appendingPathComponent("Resources/snapshot.schema.json")
        return (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: Any] ?? [:]
    }()

    @Test func theSchemaAndTheAppAgreeAtEveryLimitAndOnePast() throws {
        let reader = MeridianFileReader(catalog: systemCatalog)
        let limits = Self.limits
        var documents: [Data] = []
        for limit in limits {
            var at = Samples.everyField
            limit.atLimit(&at)
            var past = Samples.everyField
            limit.pastLimit(&past)
            let atData = try Snapshot(state: at, createdAt: noon).jsonData()
            let pastData = try Snapshot(state: past, createdAt: noon).jsonData()
            #expect(throws: Never.self, "the app takes \(limit)") { try reader.snapshot(from: Array(atData)).get() }
            #expect(throws: FileError.self, "the app refuses one past \(limit)") { try reader.snapshot(from: Array(pastData)).get() }
            documents += [atData, pastData]
        }
        let result = try SchemaTests().validate("snapshot", documents)
        let definitions = Self.snapshotSchema["$defs"] as? [String: [String: Any]] ?? [:]
        for (index, limit) in limits.enumerated() {
            let refusedAt = result.output.contains("/snapshot-\(2 * index).json: ")
            let refusedPast = result.output.contains("/snapshot-\(2 * index + 1).json: ")
            #expect(!refusedAt, "the schema takes \(limit): \(result.output)")
            if let (definition, words) = limit.describedIn {
                #expect(!refusedPast, "the schema never refuses what the app might take: \(limit)")
                let description = definitions[definition]?["description"] as? String ?? ""
                #expect(description.contains(words), "the schema's \(definition) says \(words): \(description)")
            } else {
                #expect(refusedPast, "the schema refuses one past \(limit)")
            }
        }
    }

    /// The pattern of text whose every code point is a character (ASCII without CR), of which
    /// the schema says the app's limit as `maxLength`, and of the rest, of which it cannot.
    static let asciiText = "^[\\u0000-\\u000C\\u000E-\\u007F]*$"
    static let otherText = "[^\\u0000-\\u000C\\u000E-\\u007F]"

    /// Every limit the schema says is the app's: read from the schema and compared with
    /// `Limits`, so neither can change alone. A new definition of text counted in characters
    /// must say its limit as these do, and be named here.
    @Test func everyLimitTheSchemaSaysIsTheApps() throws {
        let definitions = try #require(Self.snapshotSchema["$defs"] as? [String: [String: Any]])
        let textLimits = [
            "typedText": Limits.typedText, "placeName": Limits.typedText, "zoneName": ZoneNameValidator.maximumLength,
            "zoneIdentifierText": Limits.zoneIdentifier, "mediaTitle": Limits.mediaTitle, "messageText": Limits.message,
        ]
        let counted = definitions.filter {
            $0.value["type"] as? String == "string" && ($0.value["description"] as? String ?? "").contains("characters as a person counts them")
        }
        #expect(Set(counted.keys) == Set(textLimits.keys), "every text counted in characters has its limit checked here")
        for (name, limit) in textLimits {
            let branches = definitions[name]?["anyOf"] as? [[String: Any]] ?? []
            #expect(branches.count == 2, "\(name): ASCII text and the rest")
            #expect(branches.first?["pattern"] as? String == Self.asciiText && branches.first?["maxLength"] as? Int == limit, "\(name): \(branches)")
            #expect(branches.last?["pattern"] as? String == Self.otherText && branches.last?["maxLength"] == nil, "\(name): \(branches)")
            let description = definitions[name]?["description"] as? String ?? ""
            let said = limit < 1_000 ? "\(limit)" : "\(limit / 1_000),\(String(limit % 1_000 + 1_000).dropFirst())"
            #expect(description.contains("at most \(said) characters") || description.contains("to \(said) characters"), "\(name): \(description)")
        }
        func range(_ name: String) -> ClosedRange<Double>? {
            guard let minimum = number(definitions[name]?["minimum"]), let maximum = number(definitions[name]?["maximum"]) else { return nil }
            return minimum...maximum
        }
        func number(_ value: Any?) -> Double? {
            (value as? Int).map(Double.init) ?? value as? Double
        }
        #expect(definitions["mediaURI"]?["maxLength"] as? Int == Limits.mediaURI)
        #expect(range("scrollOffset") == Limits.scrollOffset)
        #expect(range("mediaSeconds") == Limits.mediaSeconds)
        #expect(range("playbackRate") == Limits.playbackRate)
        #expect(range("pixels") == Double(Limits.windowPixels.lowerBound)...Double(Limits.windowPixels.upperBound))
        #expect(range("chooserRow") == Double(Limits.chooserRow.lowerBound)...Double(Limits.chooserRow.upperBound))
        #expect(range("step") == Double(Limits.steps.lowerBound)...Double(Limits.steps.upperBound))
        for name in ["message", "message2", "message3", "message4"] {
            let object = (definitions[name]?["oneOf"] as? [[String: Any]])?.last
            let values = (object?["properties"] as? [String: [String: Any]])?["values"]
            #expect(values?["maxProperties"] as? Int == Limits.messageValues, "\(name)")
        }
    }

    /// Text in actions at its limit and one past: ASCII text is taken and refused alike by the
    /// app and the schema; other text past the limit is refused by the app alone.
    @Test func sessionsWithTextInActionsAtTheLimitsAndPast() throws {
        let reader = MeridianFileReader(catalog: systemCatalog)
        let zone = firstLaunch.document.zones[0].id
        let ascii = Self.ascii
        func actions(_ length: (Int) -> Int) -> [AppAction] {
            [
                .detail(.nameTextChanged(zoneID: zone, text: ascii(length(Limits.typedText)))),
                .chooser(.searchTextChanged(ascii(length(Limits.typedText)))),
                .chooser(.zoneChosen(id: zone, identifier: ascii(length(Limits.zoneIdentifier)))),
                .chooser(.zoneChosen(id: zone, identifier: "Europe/London", name: ascii(length(Limits.typedText)))),
                .player(.mediaOpened(uri: "file:///tmp/a.ogv", title: ascii(length(Limits.mediaTitle)))),
                .messageShown(UserMessage(verbatim: ascii(length(Limits.message)))),
                .messageShown(Self.withText(ascii(length(Limits.message)))),
            ]
        }
        let atLimit = actions { $0 }
        let pastLimit = actions { $0 + 1 }
        let otherPastLimit: [AppAction] = [
            .detail(.nameTextChanged(zoneID: zone, text: String(repeating: Self.accented, count: Limits.typedText + 1))),
            .player(.mediaOpened(uri: "file:///tmp/a.ogv", title: String(repeating: Self.flag, count: Limits.mediaTitle + 1))),
            .messageShown(UserMessage(verbatim: String(repeating: "\r\n", count: Limits.message + 1))),
        ]
        var documents: [Data] = []
        for action in atLimit + pastLimit + otherPastLimit {
            let store = Samples.sessionStore()
            store.send(action)
            documents.append(try Session(history: store.archive(), createdAt: noon).jsonData())
        }
        for (index, data) in documents.enumerated() {
            if index < atLimit.count {
                #expect(throws: Never.self, "the app takes action \(index)") { try reader.session(from: Array(data)).get() }
            } else {
                #expect(throws: FileError.self, "the app refuses action \(index)") { try reader.session(from: Array(data)).get() }
            }
        }
        let result = try SchemaTests().validate("session", documents)
        for index in documents.indices {
            let refused = result.output.contains("/session-\(index).json: ")
            switch index {
            case ..<atLimit.count: #expect(!refused, "the schema takes action \(index) at its limit: \(result.output)")
            case ..<(atLimit.count + pastLimit.count): #expect(refused, "the schema refuses action \(index - atLimit.count) one past its limit")
            default: #expect(!refused, "the schema takes other text past the limit, as it cannot count its characters: \(index)")
            }
        }
    }

    @Test func sessionsWithActionsPastTheLimitsAreRefusedByTheSchemaAsByTheApp() throws {
        let reader = MeridianFileReader(catalog: systemCatalog)
        let past: [AppAction] = [
            .player(.rateChosen(16.01)), .window(.resized(width: 100_001, height: 800)), .window(.panePositionChanged(100_001)),
            .player(.seekChanged(to: 1e9 + 1)), .clockList(.scrolled(offsetY: 1e7 + 1)),
            .player(.mediaOpened(uri: "file:///" + String(repeating: "a", count: Limits.mediaURI - 7), title: "a")),
            .player(.engine(.bufferingChanged(percent: 101, at: noon))),
            .player(.mediaOpened(uri: "smb://server/share/a.ogv", title: "a")),
            .player(.remoteMediaApproved(uri: "dvb://BBC")),
        ]
        var documents: [Data] = []
        for action in past {
            let store = Samples.sessionStore()
            store.send(action)
            let data = try Session(history: store.archive(), createdAt: noon).jsonData()
            #expect(throws: FileError.self, "the app refuses \(action)") { try reader.session(from: Array(data)).get() }
            documents.append(data)
        }
        let result = try SchemaTests().validate("session", documents)
        for (index, action) in past.enumerated() {
            #expect(result.output.contains("/session-\(index).json: history.actions"), "the schema refuses \(action): \(result.output)")
        }
    }
}
