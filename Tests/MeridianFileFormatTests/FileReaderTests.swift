import CoreTestSupport
import Foundation
@testable import MeridianCore
@testable import MeridianFileFormat
import MeridianStore
import Testing
import TestSupport

@MainActor
@Suite struct FileReaderTests {
    let reader = MeridianFileReader(catalog: systemCatalog)

    func snapshotText(_ state: AppState = Samples.everyField) throws -> String {
        String(decoding: try Snapshot(state: state, createdAt: noon).jsonData(), as: UTF8.self)
    }

    @Test func aSnapshotReadsBackAsTheSameValue() throws {
        for state in [firstLaunch, Samples.everyField, Samples.failedPlayer] {
            let snapshot = Snapshot(state: state, createdAt: noon)
            #expect(try reader.snapshot(from: Array(snapshot.jsonData())).get() == snapshot)
        }
    }

    @Test func twoExportsOfOneStateAreIdenticalBytes() throws {
        #expect(try snapshotText() == snapshotText())
    }

    @Test func aSessionReadsBackAndRestoresTheSameHistory() throws {
        let original = Samples.sessionStore()
        let data = try Session(history: original.archive(), createdAt: noon).jsonData()
        let session = try reader.session(from: Array(data)).get()
        let restored = Store(
            initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules(checkpointInterval: 8))
        try restored.restoreHistory(from: session.history)
        var timeline = original.timeline
        timeline.generation += 1
        #expect(restored.timeline == timeline)
        #expect(restored.state == original.state)
        for step in 0..<original.timeline.stepCount {
            #expect(try restored.state(atStep: step) == original.state(atStep: step))
            #expect(restored.label(ofStep: step) == original.label(ofStep: step))
        }
        #expect(try session.history.verify(reducer: AppReducer(catalog: systemCatalog), rules: AppHistory.rules(checkpointInterval: 8)) == nil)
    }

    /// The fast reader reads every action the writer writes (a snapshot inside the log is left
    /// to the ordinary reader), to the same value Codable reads.
    @Test func theFastReaderReadsEveryActionAsCodableDoes() throws {
        let store = Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules())
        for action in Samples.everyAction {
            guard case .snapshotImported = action else {
                store.send(action)
                continue
            }
        }
        let data = try Session(history: store.archive(), createdAt: noon).jsonData()
        let fast = try #require(FastSessionReader.read(Array(data)), "the fast reader reads the writer's file")
        #expect(fast == (try JSONDecoder().decode(Session.self, from: data)))
        #expect(fast.history.actions.count == Samples.everyAction.count - 1)
    }

    /// A long log is read in parts on several cores; the parts are cut where one action ends
    /// and the next begins, and a name that looks like such a place (it ends in `,{`) makes a
    /// cut that does not read, so the log is read in one piece. Either way, the same session.
    @Test(arguments: ["Home", "Home,{"])
    func aLongLogReadsAsCodableReadsIt(name: String) throws {
        var rules = AppHistory.rules()
        rules.foldsTransients = false  // every tick in the file, to make it long
        let store = Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: rules)
        let zone = firstLaunch.document.zones[2].id
        for index in 0..<24_000 {
            store.send(index % 3 == 0
                ? .detail(.nameTextChanged(zoneID: zone, text: "\(index) \(name)"))
                : .tick(at: noon.adding(seconds: Double(index))))
        }
        let data = try Session(history: store.archive(), createdAt: noon).jsonData()
        let read = try reader.session(from: Array(data)).get()
        #expect(try JSONEncoder().encode(read.history.actions).count > 1 << 20, "long enough to be read in parts")
        #expect(read == (try JSONDecoder().decode(Session.self, from: data)))
        #expect(read.history.actions.count == 24_000)
    }

    /// A long log is cut into parts where one action ends and the next begins; the places a
    /// chooser lists look like such places too (`,{"`), and the parts still read as the whole.
    @Test func actionsThatHoldArraysOfObjectsReadInPartsAsTheWhole() throws {
        var rules = AppHistory.rules()
        rules.foldsTransients = false
        let store = Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: rules)
        let listed = ["Europe/Rome", "Asia/Tokyo", "America/Lima"].map { ZoneChoice(identifier: $0, name: TimeZoneCatalog.city(of: $0)) }
        for index in 0..<24_000 {
            store.send(index % 997 == 0 ? .chooser(.entered(id: UUID(), listed: listed)) : .tick(at: noon.adding(seconds: Double(index))))
        }
        let data = try Session(history: store.archive(), createdAt: noon).jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.components(separatedBy: #",{""#).count - 1 > 24_000 + 24 * 2, "the places listed look like places between actions")
        let read = try #require(FastSessionReader.read(Array(data)), "read in parts by the fast reader")
        #expect(read == (try JSONDecoder().decode(Session.self, from: data)))
        #expect(read.history.actions.count == 24_000)
    }

    /// A long log's bytes can be given back to the system as its parts are read, so that the
    /// file and its actions are never held whole at once: the session read is the same, the
    /// pages behind the readers read as zeros now, and the log stays in its parts, never joined.
    @Test func aLongLogsBytesAreGivenBackAsItIsRead() throws {
        let data = try longSession(name: "Home")
        let bytes = Array(data)
        let (read, released) = FastSessionReader.read(bytes, releasingBytes: true)
        let session = try #require(read)
        #expect(released)
        #expect(session == (try JSONDecoder().decode(Session.self, from: data)))
        #expect(session.history.actionParts.count > 1, "held in the parts it was read in")
        let zeros = bytes.count { $0 == 0 }
        #expect(zeros > bytes.count / 2, "\(zeros) of \(bytes.count) bytes given back")
    }

    /// What the fast reader leaves to the ordinary one, after some bytes are gone, is not read
    /// from what is left: the caller is told to read the file again.
    @Test func aLogTheFastReaderLeavesIsNotReadFromWhatWasGivenBack() throws {
        let data = try longSession(name: "Home \"quoted\"")
        let bytes = Array(data)
        #expect(reader.unchecked(releasing: bytes) == nil, "read again, not from zeros")
        let (read, released) = FastSessionReader.read(Array(data), releasingBytes: true)
        #expect(read == nil && released)
        #expect(try reader.unchecked(from: Array(data)).get() == (try JSONDecoder().decode(Session.self, from: data)))
    }

    /// A session long enough for its log to be read in parts, its clock renamed to `name` now
    /// and then (a name with a quote is escaped, which only the ordinary reader reads).
    func longSession(name: String) throws -> Data {
        var rules = AppHistory.rules()
        rules.foldsTransients = false
        let store = Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: rules)
        let zone = firstLaunch.document.zones[2].id
        for index in 0..<48_000 {
            store.send(index % 3 == 0 && index > 40_000
                ? .detail(.nameTextChanged(zoneID: zone, text: "\(index) \(name)"))
                : .tick(at: noon.adding(seconds: Double(index))))
        }
        return try Session(history: store.archive(), createdAt: noon).jsonData()
    }

    /// Checkpoints are read in parts too, when there are enough of them.
    @Test func aLongArrayOfCheckpointsReadsAsCodableReadsIt() throws {
        let store = Store(
            initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules(checkpointInterval: 1))
        let zone = firstLaunch.document.zones[2].id
        for index in 0..<1_500 {
            store.send(.detail(.nameTextChanged(zoneID: zone, text: "Home \(index)")))
        }
        let data = try Session(history: store.archive(), createdAt: noon).jsonData()
        let read = try reader.session(from: Array(data)).get()
        #expect(read.history.checkpoints.count == 1_500)
        let checkpointBytes = try JSONEncoder().encode(read.history.checkpoints).count
        #expect(checkpointBytes > 1 << 20, "long enough to be read in parts")
        #expect(read == (try JSONDecoder().decode(Session.self, from: data)))
    }

    /// A valid snapshot's text with `original` (which must occur once) replaced.
    func edited(_ original: String, _ replacement: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
        let text = try snapshotText()
        #expect(text.components(separatedBy: original).count == 2, "\(original) occurs once", sourceLocation: sourceLocation)
        return Array(text.replacingOccurrences(of: original, with: replacement).utf8)
    }

    func expectRefused(_ bytes: [UInt8], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        switch reader.snapshot(from: bytes) {
        case .success: Issue.record("accepted; expected \(expected)", sourceLocation: sourceLocation)
        case .failure(let error): #expect(error.problems.map(\.description) == expected, sourceLocation: sourceLocation)
        }
    }

    @Test func whatIsWrongInsideTheStateIsNamedByItsPath() throws {
        try expectRefused(
            edited("\"identifier\" : \"Asia/Tokyo\"", "\"identifier\" : \"Mars/Olympus\""),
            ["state.document.zones[3].identifier: \"Mars/Olympus\" is not a known time zone"])
        try expectRefused(
            edited("\"6D657269-6469-616E-0000-000000000001\"", "\"6D657269-6469-616E-0000-000000000000\""),
            ["state.document.zones[1].id: 6D657269-6469-616E-0000-000000000000 is already the id of state.document.zones[0]"])
        try expectRefused(
            edited("\"zoneID\" : \"AA000000-0000-0000-0000-000000000001\"", "\"zoneID\" : \"AA000000-0000-0000-0000-000000000009\""),
            ["state.viewState.detail.zoneID: AA000000-0000-0000-0000-000000000009 is not the id of any zone in state.document.zones"])
        try expectRefused(
            edited("\"duration\" : 60", "\"duration\" : -5"),
            ["state.player.duration: -5 is negative; a duration is 0 seconds or more"])
        try expectRefused(edited("\"name\" : \"Tokyo\"", "\"name\" : \"  \""), ["state.document.zones[3].name: is empty; a name has 1 to 64 characters"])
        try expectRefused(edited("\"name\" : \"Tokyo\"", "\"name\" : \" Tokyo\""), ["state.document.zones[3].name: \" Tokyo\" has blank space around it"])
    }

    @Test func everyProblemIsReportedNotOnlyTheFirst() throws {
        var state = Samples.everyField
        state.document.zones[0].identifier = "Mars/Olympus"
        state.document.zones.removeLast()
        state.player.rate = -1
        state.userTimeZone = "Nowhere/Land"
        let bytes = Array(try Snapshot(state: state, createdAt: noon).jsonData())
        expectRefused(bytes, [
            "state.document.zones[0].identifier: \"Mars/Olympus\" is not a known time zone",
            "state.viewState.detail.zoneID: AA000000-0000-0000-0000-000000000001 is not the id of any zone in state.document.zones",
            "state.player.rate: -1 is not a playback speed; it must be from 0.0625 to 16",
            "state.userTimeZone: \"Nowhere/Land\" is not a known time zone",
        ])
    }

    @Test func whatDecodingFindsIsNamedByItsPath() throws {
        try expectRefused(edited("\"rate\" : 1.5,", ""), ["state.player.rate: is missing"])
        try expectRefused(edited("\"rate\" : 1.5", "\"rate\" : null"), ["state.player.rate: is null; expected a number"])
        try expectRefused(
            edited("\"isEditing\" : true", "\"isEditing\" : \"yes\""),
            ["state.viewState.master.isEditing: expected true or false, found the string \"yes\""])
        try expectRefused(
            edited("\"width\" : 1280", "\"width\" : 1280.5"),
            ["state.viewState.window.width: expected a whole number, found 1280.5"])
        try expectRefused(
            edited("\"width\" : 1280", "\"width\" : 1e30"),
            ["state.viewState.window.width: the number 1e30 is too large for a whole number"])
        try expectRefused(edited("\"duration\" : 60", "\"duration\" : 1e400"), ["state.player.duration: the number 1e400 is too large"])
        try expectRefused(
            edited("\"now\" : \"2026-03-29T12:00:00.000Z\"", "\"now\" : \"yesterday\""),
            ["state.now: \"yesterday\" is not a UTC time such as \"2026-11-21T21:37:22.123Z\""])
        try expectRefused(
            edited("\"sortOrder\" : \"byOffset\"", "\"sortOrder\" : \"byColor\""),
            ["state.viewState.master.sortOrder: \"byColor\" is not a sort order; expected one of \"manual\", \"byOffset\", \"byName\""])
        try expectRefused(
            edited("\"status\" : \"buffering\"", "\"status\" : \"dancing\""),
            ["state.player.status: \"dancing\" is not a playback status; expected one of buffering, ended, idle, loading, paused, playing or {\"failed\": message}"])
        try expectRefused(
            edited("\"zones\" : [", "\"zones\" : 5, \"x\": ["),
            ["state.document.zones: expected an array, found the number 5"])
    }

    @Test func theFormatAndVersionComeFirst() throws {
        try expectRefused(
            edited("\"version\" : 2", "\"version\" : 3"),
            ["version: this file is format version 3; this Meridian reads up to version 2"])
        try expectRefused(edited("\"version\" : 2", "\"version\" : 0"), ["version: missing or not a version number (1, 2, …)"])
        try expectRefused(
            edited("\"meridian.snapshot\"", "\"acme.notes\""),
            ["format: \"acme.notes\" is not a Meridian file (expected \"meridian.snapshot\" or \"meridian.session\")"])
        try expectRefused(
            edited("\"meridian.snapshot\"", "\"meridian.session\""),
            ["format: this is a Meridian session, not a snapshot; import it as a session"])
        expectRefused(Array(#"{"version": 1}"#.utf8), ["format: missing; this is not a Meridian snapshot or session"])
        expectRefused(Array("[]".utf8), ["the file holds an array, not the object a Meridian snapshot or session is"])
    }

    /// What a refusal comes to for a person, which the window's message says first.
    @Test func eachRefusalSaysWhatTheFileIs() throws {
        func cause(_ bytes: [UInt8]) -> FileError.Cause? { reader.snapshot(from: bytes).failure?.cause }
        #expect(cause([]) == .notMeridian)
        #expect(cause(Array("hello".utf8)) == .notMeridian)
        #expect(cause(Array("[]".utf8)) == .notMeridian)
        // A snapshot cut short, or edited into something that is not JSON, is a damaged one.
        let text = try snapshotText()
        #expect(cause(Array(text.utf8.prefix(text.utf8.count / 2))) == .damaged)
        #expect(cause(Array("{\"format\": \"meridian.snapshot\", \"format\": 1}".utf8)) == .damaged)
        #expect(cause(Array(#"{"version": 1}"#.utf8)) == .notMeridian)
        #expect(try cause(edited("\"meridian.snapshot\"", "\"acme.notes\"")) == .notMeridian)
        #expect(try cause(edited("\"meridian.snapshot\"", "\"meridian.session\"")) == .otherKind(.session))
        #expect(reader.session(from: Array(try snapshotText().utf8)).failure?.cause == .otherKind(.snapshot))
        #expect(try cause(edited("\"version\" : 2", "\"version\" : 3")) == .newer)
        #expect(try cause(edited("\"zones\" : [", "\"zones\" : 5, \"x\": [")) == .damaged)
        #expect(cause([UInt8](repeating: 0x20, count: MeridianFile.Kind.snapshot.maximumSize + 1)) == .unreadable)
    }

    @Test func filesThatAreNotJSONSayWhereTheyStopBeingJSON() throws {
        expectRefused([], ["the file is empty"])
        expectRefused([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A], [
            "the file is not valid JSON (line 1, column 1: expected a value, found the byte 0x89)"
        ])
        expectRefused(Array("{\n  \"format\": NaN\n}".utf8), [
            "the file is not valid JSON (line 2, column 13: expected a value, found 'N')"
        ])
        expectRefused(Array("{\"format\": \"meridian.snapshot\", \"format\": 1}".utf8), [
            "the file is not valid JSON (line 1, column 33: the key \"format\" appears twice in one object)"
        ])
        expectRefused(Array((String(repeating: "[", count: 100) + String(repeating: "]", count: 100)).utf8), [
            "the file is not valid JSON (line 1, column 65: objects and arrays are nested more than 64 deep)"
        ])
        let text = try snapshotText()
        let truncated = Array(text.utf8.prefix(text.utf8.count / 2))
        guard case .failure(let error) = reader.snapshot(from: truncated) else {
            Issue.record("a truncated file was accepted")
            return
        }
        #expect(error.description.hasPrefix("the file is not valid JSON (line "))
        #expect(error.description.contains("cut short") || error.description.contains("the end of the file"))
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let bytes = [UInt8](repeating: 0x20, count: MeridianFile.Kind.snapshot.maximumSize + 1)
        expectRefused(bytes, ["the file is 16 MB; a snapshot can be at most 16 MB"])
    }

    @Test func aSessionIsCheckedLikeASnapshot() throws {
        var archive = try Samples.sessionStore().archive()
        archive.present.document.zones[0].identifier = "Mars/Olympus"
        let bytes = Array(try Session(history: archive, createdAt: noon).jsonData())
        guard case .failure(let error) = reader.session(from: bytes) else {
            Issue.record("accepted")
            return
        }
        #expect(error.description == "history.present.document.zones[0].identifier: \"Mars/Olympus\" is not a known time zone")
        let snapshot = Array(try snapshotText().utf8)
        #expect(reader.session(from: snapshot).failure?.description == "format: this is a Meridian snapshot, not a session; import it as a snapshot")
    }
}

extension FileReaderTests {
    @Test func theHandWrittenSessionWriterWritesWhatCodableWould() throws {
        let session = Session(history: try Samples.sessionStore().archive(), createdAt: noon)
        let fast = try session.jsonData()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let codable = try encoder.encode(session)
        #expect(try JSONDecoder().decode(Session.self, from: fast) == session)
        #expect(try reader.session(from: Array(fast)).get() == session)
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: codable, as: UTF8.self))
    }

    /// A skip goes into a version 3 file (5 here: the sample's messages are translated when
    /// shown, and the steps are written), written by hand as Codable would, read back by the
    /// fast reader, and replays to the same present and skipped steps.
    @Test func aSessionWithASkipIsVersionThreeAndReplaysTheSame() throws {
        let store = Samples.sessionStore()
        store.readsHistoryInBackground = false
        var outcome: Result<Void, HistorySkipError>?
        store.toggleSkip(step: 1) { outcome = $0 }
        try #require(outcome != nil)
        try outcome!.get()
        let session = Session(history: try store.archive(), createdAt: noon)
        #expect(session.version == 5)
        #expect(Session.version(hasSeals: true, hasSkips: true, hasMessages: false) == 3)
        #expect(Session.version(hasSeals: true, hasSkips: true, hasMessages: true) == 4)
        let fast = try session.jsonData()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: try encoder.encode(session), as: UTF8.self))
        let read = try reader.session(from: Array(fast)).get()
        #expect(read == session)
        let restored = Store(
            initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules(checkpointInterval: 8))
        try restored.restoreHistory(from: read.history)
        #expect(restored.present == store.present)
        #expect(restored.skippedSteps == [1])
        #expect(try restored.verify() == nil)
    }

    /// Issue 71: Undo's and Redo's steps are restores `made` by them through the scope
    /// "undoable": a session that holds them is version 6, written by the fast writer as
    /// Codable writes it, and read back with the same steps, labels and present.
    @Test func aSessionWithUndoAndRedoIsVersionSixAndReadsBackTheSame() throws {
        let store = Samples.sessionStore()
        let rate = store.present.player.rate
        store.send(.player(.rateChosen(2)))
        store.undo()
        store.redo()
        store.undo()
        let session = Session(history: try store.archive(), createdAt: noon)
        #expect(session.version == 6)
        #expect(session.history.restores.suffix(3).map(\.made) == [.undo, .redo, .undo])
        #expect(session.history.restores.suffix(3).allSatisfy { $0.scope == "undoable" })
        let fast = try session.jsonData()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: try encoder.encode(session), as: UTF8.self))
        #expect(String(decoding: fast, as: UTF8.self).contains(#""made":"redo""#))
        let read = try reader.session(from: Array(fast)).get()
        #expect(read == session)
        let restored = Store(
            initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules(checkpointInterval: 8))
        try restored.restoreHistory(from: read.history)
        #expect(restored.present == store.present && restored.present.player.rate == rate)
        let last = store.timeline.lastStep
        #expect(restored.label(ofStep: last) == "Undid “Set the speed to 2×”" && restored.label(ofStep: last - 1) == "Redid “Set the speed to 2×”")
        #expect(try restored.verify() == nil)
        // Without Undo's steps the oldest version that reads it still serves.
        #expect(Session.version(hasSeals: false, hasSkips: false, hasMessages: false, hasSteps: true, hasUndoSteps: false) == 5)
    }

    /// Export writes from the store's history, read piece by piece, handing the file on in
    /// pieces: the same bytes as the session made whole in memory.
    @Test func aSessionWrittenPieceByPieceIsTheSameFile() throws {
        let store = Samples.sessionStore()
        let whole = try Session(history: store.archive(), createdAt: noon).jsonData()
        var pieces: [[UInt8]] = []
        try SessionJSONWriter.write(
            store.archiveSource().stream(), createdAt: noon, version: Session.version(hasSeals:hasSkips:hasMessages:hasSteps:hasUndoSteps:), chunkSize: 256
        ) { pieces.append($0) }
        #expect(pieces.count > 4, "small pieces, as a year is written in megabytes")
        #expect(pieces.dropLast().allSatisfy { $0.count >= 256 })
        #expect(Data(pieces.joined()) == whole)
    }

    @Test func awkwardStringsAndNumbersSurviveTheWriter() throws {
        var archive = try Samples.sessionStore().archive()
        archive.actions = [
            .detail(.nameTextChanged(zoneID: testID(1), text: "quote \" back \\ slash / tab \t nl \n bell \u{07} é 😀")),
            .player(.seekChanged(to: 0.001)), .player(.seekChanged(to: 1e-9)), .player(.rateChosen(1.5e300)),
            .clockList(.zoneMoved(zoneID: testID(2), toIndex: Int.min)), .player(.engine(.durationKnown(-0.0))),
        ]
        archive.restores = []
        archive.checkpoints = []
        archive.cursor = nil
        let session = Session(history: archive, createdAt: noon)
        let decoded = try JSONDecoder().decode(Session.self, from: try session.jsonData())
        #expect(decoded.history.actions == archive.actions)
    }
}

extension FileReaderTests {
    @Test func theFastReaderReadsWhatTheOrdinaryOneDoesOrStandsAside() throws {
        let session = Session(history: try Samples.sessionStore().archive(), createdAt: noon)
        // The same actions without the imported snapshot, recorded without restores.
        let plainStore = Store(
            initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules(checkpointInterval: 8))
        for action in Samples.everyAction {
            if case .snapshotImported = action { continue }
            plainStore.send(action)
        }
        let plain = Session(history: try plainStore.archive(), createdAt: noon)
        for candidate in [session, plain] {
            let bytes = Array(try candidate.jsonData())
            let ordinary = try JSONDecoder().decode(Session.self, from: Data(bytes))
            #expect(try reader.session(from: bytes).get() == ordinary)
        }
        // The fast path takes a plain log itself…
        let plainBytes = Array(try plain.jsonData())
        #expect(FastSessionReader.read(plainBytes) == (try JSONDecoder().decode(Session.self, from: Data(plainBytes))))
        // …and stands aside for what it does not handle: escapes, a snapshot inside, odd numbers.
        #expect(FastSessionReader.read(Array(try session.jsonData())) == nil)
        let escaped = String(decoding: plainBytes, as: UTF8.self).replacingOccurrences(of: "\"Home\"", with: "\"Ho\\u006de\"")
        #expect(FastSessionReader.read(Array(escaped.utf8)) == nil)
        #expect(try reader.session(from: Array(escaped.utf8)).get() == (try JSONDecoder().decode(Session.self, from: Data(escaped.utf8))))
        let leadingZero = String(decoding: plainBytes, as: UTF8.self).replacingOccurrences(of: "\"offsetY\":30", with: "\"offsetY\":030")
        #expect(FastSessionReader.read(Array(leadingZero.utf8)) == nil)
        #expect(reader.session(from: Array(leadingZero.utf8)).failure?.description.contains("a number cannot start with 0") == true)
    }
}
