import CoreTestSupport
import Foundation
import MeridianCore
import MeridianFileFormat
import Testing

/// The published schemas and the app agree at every limit: a file at a limit is taken by both,
/// one past it is refused by the app and by the schema wherever JSON Schema can say the limit.
/// Where it cannot — text counted in characters as a person counts them, of which a flag or an
/// accented letter may be several code points — the schema takes what the app takes, and its
/// description names the limit.
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
            // Counted as a person counts characters: the schema cannot say these.
            Limit(
                description: "a search", atLimit: { $0.viewState.selection?.searchText = String(repeating: flag, count: 200) },
                pastLimit: { $0.viewState.selection?.searchText = String(repeating: "a", count: 201) },
                describedIn: ("typedText", "at most 200 characters")),
            Limit(
                description: "a rename", atLimit: { $0.viewState.detail?.nameText = String(repeating: accented, count: 200) },
                pastLimit: { $0.viewState.detail?.nameText = String(repeating: "a", count: 201) },
                describedIn: ("typedText", "at most 200 characters")),
            Limit(
                description: "a history search", atLimit: { $0.viewState.historyPanel.inspector.searchText = String(repeating: "a", count: 200) },
                pastLimit: { $0.viewState.historyPanel.inspector.searchText = String(repeating: "a", count: 201) },
                describedIn: ("typedText", "at most 200 characters")),
            Limit(
                description: "a name of flags", atLimit: { $0.document.zones[0].name = String(repeating: flag, count: 64) },
                pastLimit: { $0.document.zones[0].name = String(repeating: "a", count: 65) }, describedIn: ("zoneName", "1 to 64 characters")),
            Limit(
                description: "a name of accented letters", atLimit: { $0.document.zones[0].name = String(repeating: accented, count: 64) },
                pastLimit: { $0.document.zones[0].name = String(repeating: accented, count: 65) }, describedIn: ("zoneName", "1 to 64 characters")),
            Limit(
                description: "a media title", atLimit: { $0.player.media?.title = String(repeating: flag, count: 1_000) },
                pastLimit: { $0.player.media?.title = String(repeating: "a", count: 1_001) }, describedIn: ("mediaTitle", "at most 1,000 characters")),
            Limit(
                description: "a message", atLimit: { $0.viewState.message = UserMessage(verbatim: String(repeating: flag, count: 2_000)) },
                pastLimit: { $0.viewState.message = UserMessage(verbatim: String(repeating: "a", count: 2_001)) },
                describedIn: ("message", "at most 2,000 characters")),
        ]
    }

    /// A message `depth` messages deep.
    static func nested(_ depth: Int) -> UserMessage {
        var message = UserMessage("Could not open the media.")
        for _ in 1..<depth { message = UserMessage("Because {reason}", ["reason": .message(message)]) }
        return message
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
