import CoreTestSupport
import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore
import RandomStates
import Testing
import TestSupport

/// The limits on what the state and a log may hold: the reducers never leave them, whatever an
/// action carries, and the validators name every value outside them by its place in the file.
@Suite struct LimitsTests {
    let validator = StateValidator(catalog: systemCatalog)
    let random = RandomAppStates(identifiers: systemCatalog.identifiers)

    @Test func whateverAnActionCarriesTheStateStaysOneAFileCouldHold() throws {
        let reducer = AppReducer(catalog: systemCatalog)
        let baseSeed = UInt64.random(in: 0...UInt64.max >> 1)
        for sequence in 0..<600 {
            let seed = baseSeed &+ UInt64(sequence)
            var generator = SeededRandom(seed: seed)
            var state = random.state(&generator)
            #expect(validator.problems(in: state, at: "state").isEmpty, "seed \(seed): the generator made an invalid state")
            for step in 0..<30 {
                let action =
                    Bool.random(using: &generator) ? random.hostileAction(in: state, &generator) : random.userAction(in: state, &generator)
                _ = reducer.reduce(into: &state, action: action)
                let problems = validator.problems(in: state, at: "state")
                guard problems.isEmpty else {
                    Issue.record("seed \(seed), step \(step): after \(String(describing: action).prefix(300)) the state has problems: \(problems.prefix(3))")
                    return
                }
            }
        }
    }

    @Test func theReducerCutsWhatIsTooLongAndClampsWhatIsTooLarge() throws {
        let long = String(repeating: "m", count: 20_000)
        assertReduce(firstLaunch, .messageShown(UserMessage(verbatim: long))) {
            $0.viewState.message = UserMessage(verbatim: String(repeating: "m", count: Limits.message - 1) + "…")
        }
        assertReduce(firstLaunch, .messageShown(UserMessage("Could not import “{file}”: {reason}", ["file": .text(long), "reason": "x"]))) {
            $0.viewState.message = UserMessage(
                "Could not import “{file}”: {reason}", ["file": .text(String(repeating: "m", count: Limits.message - 1) + "…"), "reason": "x"])
        }
        assertReduce(firstLaunch, .window(.resized(width: 1_000_000_000_000, height: -5))) {
            $0.viewState.window.width = 100_000
            $0.viewState.window.height = WindowLayout.minimumHeight
        }
        assertReduce(firstLaunch, .tick(at: Instant(millisecondsSince1970: .max))) { $0.now = .latest }
        assertReduce(firstLaunch, .clockList(.scrolled(offsetY: 1e300))) { $0.viewState.master.scrollOffsetY = 1e7 }
        var detail = firstLaunch
        let london = WorldClock.standard.zones[1]
        detail.viewState.detail = DetailPane(zoneID: london.id, nameText: "London")
        assertReduce(detail, .detail(.nameTextChanged(zoneID: london.id, text: String(repeating: "x", count: 5_000)))) {
            $0.viewState.detail?.nameText = String(repeating: "x", count: Limits.typedText)
            $0.viewState.detail?.nameError = .tooLong(count: Limits.typedText)
        }
    }

    @Test func mediaWhoseAddressIsTooLongIsNotOpened() throws {
        let uri = "file:///" + String(repeating: "a", count: Limits.mediaURI)
        assertReduce(firstLaunch, .player(.mediaOpened(uri: uri, title: "a"))) {
            $0.viewState.message = UserMessage(
                "Could not open the media: its address is {length} bytes long, more than the {limit} Meridian opens.", ["length": 16392, "limit": 16384])
        }
    }

    /// What the shell records comes back at the next launch only if the validator accepts it:
    /// the actions it makes from the world's raw values are within the limits, whatever the input.
    @Test func actionsTheShellMakesFromAnyInputAreOnesAFileMayHold() throws {
        let actions = ActionValidator(states: validator)
        let inputs = ["", "x", "weather", "document", String(repeating: "é", count: 30_000), "file:///" + String(repeating: "a", count: 20_000)]
        for input in inputs {
            let messages = [
                UserMessage(verbatim: input), UserMessage("Could not import “{file}”: {reason}", ["file": .text(input), "reason": .text(input)]),
                (0..<8).reduce(UserMessage(verbatim: input)) { inner, _ in UserMessage("Could not rename {zone}: {reason}", ["zone": .text(input), "reason": .message(inner)]) },
            ]
            for action in messages.map(AppAction.message) + [.message(AppHistory.unknownScope(input)), .openMedia(uri: input)] {
                #expect(actions.problems(in: action, at: "action").isEmpty, "\(String(describing: action).prefix(120))")
            }
        }
        #expect(AppAction.message(AppHistory.unknownScope("weather")).messageText
            == "“weather” is not a way to travel through history; choose one of everything, document, view, player.")
        #expect(AppAction.openMedia(uri: "").messageText == "Could not open the media: no file was named.")
        #expect(MediaFailure.other(String(repeating: "e", count: 5_000)).message.text.count == Limits.message)
    }

    @Test func engineReportsWithoutMediaChangeNothing() throws {
        assertReduce(PlayerState(), .engine(.stateChanged(.playing)))
        assertReduce(PlayerState(), .engine(.failed(message: UserMessage(verbatim: "late"))))
        assertReduce(PlayerState(), .engine(.ended))
    }

    @Test func timesStayInsideTheYearsAFileCanWrite() throws {
        #expect(Instant.latest.iso8601 == "9999-12-31T23:59:59.999Z")
        #expect(Instant.earliest.iso8601 == "0000-01-01T00:00:00.000Z")
        #expect(Instant.latest.adding(seconds: 4) == .latest)
        #expect(Instant(millisecondsSince1970: .max).adding(seconds: 4) == .latest)
        #expect(noon.adding(seconds: -1e300) == .earliest)
        #expect(noon.adding(seconds: .nan) == .earliest)
        #expect(noon.adding(seconds: 4).millisecondsSince1970 == noon.millisecondsSince1970 + 4000)
    }

    @Test func presentationNeverTrapsOnAHugeNumber() throws {
        #expect(PlayerClock.text(seconds: 1e300) == "277777:46:40")
        #expect(PlayerClock.rateText(1e300).hasSuffix("×"))
        var player = PlayerState()
        player.chrome.transition.duration = 1e300
        #expect(PlayerModel(player).transitionMilliseconds == 10_000)
    }
}

/// The checks of meaning on states, actions and whole sessions, with the place of each problem.
@Suite struct ValidatorLimitsTests {
    let sessions = SessionValidator(catalog: systemCatalog)

    @Test func everyValueOfAStateOutsideItsLimitIsNamed() throws {
        var state = firstLaunch
        state.viewState.message = UserMessage(english: "{a} {b}", values: ["a": .text(String(repeating: "m", count: 2_001)), "b": .message(UserMessage(verbatim: "b"))])
        state.viewState.selection = ZoneChooser(scrollOffsetY: 2e7, searchText: String(repeating: "s", count: 201), highlightedRow: 60)
        state.player = PlayerState(
            media: Media(uri: "file:///" + String(repeating: "u", count: 16_384), title: String(repeating: "t", count: 1_001)),
            status: .failed(UserMessage(verbatim: String(repeating: "f", count: 2_001))), position: 2e9, duration: 1e300, rate: 100)
        state.player.chrome.transition.duration = 60
        state.now = Instant(millisecondsSince1970: .max)
        #expect(sessions.states.problems(in: state, at: "state").map(\.description) == [
            "state.viewState.selection.scrollOffsetY: 20000000 is past the end of any list (a scroll offset is at most 10000000)",
            "state.viewState.selection.searchText: is 201 characters long; a search has at most 200",
            "state.viewState.selection.highlightedRow: 60 is not among the time zone chooser’s rows (0–59)",
            "state.viewState.message.values.a: is 2001 characters long; a message’s value has at most 2000",
            "state.player.position: 2000000000 is not a position in seconds (0 to 1000000000)",
            "state.player.duration: 1e+300 is not a duration in seconds (0 to 1000000000)",
            "state.player.rate: 100 is not a playback speed; it must be from 0.0625 to 16",
            "state.player.media.uri: is 16392 bytes long; a media address has at most 16384",
            "state.player.media.title: is 1001 characters long; a media title has at most 1000",
            "state.player.status.failed: is 2001 characters long; a message has at most 2000",
            "state.player.chrome.transition.duration: 60 is not how long the controls take to show or hide (0 to 10 seconds)",
            "state.now: 9223372036854775807 ms since 1970 is not a time between the years 0000 and 9999",
        ])
    }

    @Test func anActionInALogIsNamedByItsPlaceInTheFile() throws {
        let actions = sessions.actions
        func problems(_ action: AppAction) -> [String] { actions.problems(in: action, at: "history.actions[7]").map(\.description) }
        #expect(problems(.messageShown(UserMessage(verbatim: String(repeating: "m", count: 20_000)))) == [
            "history.actions[7].messageShown._0: is 20000 characters long; a message has at most 2000"
        ])
        let deep = (0..<5).reduce(UserMessage(verbatim: "x")) { inner, _ in UserMessage(english: "{inner}", values: ["inner": .message(inner)]) }
        #expect(problems(.messageShown(deep)) == [
            "history.actions[7].messageShown._0.values.inner.values.inner.values.inner.values.inner: nests messages more than 4 deep"
        ])
        #expect(problems(.tick(at: Instant(millisecondsSince1970: .max))) == [
            "history.actions[7].tick.at: 9223372036854775807 ms since 1970 is not a time between the years 0000 and 9999"
        ])
        #expect(problems(.window(.resized(width: 1_000_000_000_000, height: 700))) == [
            "history.actions[7].window._0.resized.width: 1000000000000 is not a size in pixels (1–100000)"
        ])
        #expect(problems(.player(.engine(.bufferingChanged(percent: 400, at: noon)))) == [
            "history.actions[7].player._0.engine._0.bufferingChanged.percent: 400 is not a percentage (0–100)"
        ])
        #expect(problems(.player(.mediaOpened(uri: "", title: "x"))) == ["history.actions[7].player._0.mediaOpened.uri: is empty"])
        var imported = firstLaunch
        imported.document.zones[0].identifier = "Mars/Olympus"
        imported.document.zones[2].id = imported.document.zones[1].id
        #expect(problems(.snapshotImported(imported)) == [
            "history.actions[7].snapshotImported._0.document.zones[0].identifier: \"Mars/Olympus\" is not a known time zone",
            "history.actions[7].snapshotImported._0.document.zones[2].id: 6D657269-6469-616E-0000-000000000001 is already the id of history.actions[7].snapshotImported._0.document.zones[1]",
        ])
        #expect(problems(.detail(.nameTextChanged(zoneID: testID(1), text: "Home"))).isEmpty)
        #expect(problems(.chooser(.highlightMoved(by: 100, rowCount: 61))) == [
            "history.actions[7].chooser._0.highlightMoved.by: 100 is not among the time zone chooser’s rows (-60–60)",
            "history.actions[7].chooser._0.highlightMoved.rowCount: 61 is not among the time zone chooser’s rows (0–60)",
        ])
        let long = String(repeating: "p", count: 201)
        #expect(problems(.chooser(.zoneChosen(id: testID(1), identifier: "UTC", name: long))) == [
            "history.actions[7].chooser._0.zoneChosen.name: is 201 characters long; a place’s name has at most 200"
        ])
        #expect(problems(.chooser(.entered(id: testID(1), listed: Array(repeating: ZoneChoice(identifier: "UTC", name: "UTC"), count: 61)))) == [
            "history.actions[7].chooser._0.entered.listed: 61 is not among the time zone chooser’s rows (0–60)"
        ])
        #expect(problems(.chooser(.entered(id: testID(1), listed: [ZoneChoice(identifier: "UTC", name: long)]))) == [
            "history.actions[7].chooser._0.entered.listed[0].name: is 201 characters long; a place’s name has at most 200"
        ])
        #expect(problems(.chooser(.entered(id: testID(1), listed: [ZoneChoice(identifier: "America/Sao_Paulo", name: "São Paulo")]))).isEmpty)
    }

    @MainActor
    @Test func aSessionIsCheckedWholeBeforeAnythingIsRestored() throws {
        let store = Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules())
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.messageShown(UserMessage(verbatim: "hello")))
        var archive = try store.archive()
        #expect(sessions.problems(in: archive).isEmpty)

        archive.stepTimes.milliseconds[1] = .max - 5
        archive.checkpointInterval = 0
        archive.actions[1] = .messageShown(UserMessage(verbatim: String(repeating: "m", count: 3_000)))
        #expect(sessions.problems(in: archive).map(\.description) == [
            "history.checkpointInterval: is 0; it must be from 1 to 65536",
            "history.actions[1].messageShown._0: is 3000 characters long; a message has at most 2000",
            "history.stepTimes.offsets[1]: \(Int64.max - 5 - archive.stepTimes.milliseconds[0]) ms after the start puts step 1 outside the years 0000 to 9999",
        ])
        archive = try store.archive()
        archive.restores = [.init(entry: 1, step: 5, scope: "everything")]
        #expect(sessions.problems(in: archive).map(\.description) == [
            "history.restores[0].step: is 5; it must name a step before step 1, the present when it was made"
        ])
    }
}

extension AppAction {
    /// A message action's words as the user reads them.
    var messageText: String? {
        if case .messageShown(let message) = self { message.text } else { nil }
    }
}
