import CoreTestSupport
import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore
import Testing
import RandomStates
import TestSupport

@MainActor
@Suite struct AppHistoryTests {
    let newYork = WorldClock.standard["New York"]
    let london = WorldClock.standard["London"]

    func makeStore(_ state: AppState = firstLaunch) -> Store<AppState, AppAction, AppEffect> {
        Store(initialState: state, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules())
    }

    func labels(_ store: Store<AppState, AppAction, AppEffect>) -> [String] {
        (0..<store.timeline.stepCount).map(store.label(ofStep:))
    }

    /// Issue 73: each launch with `--media clip.ogv` added an "Opened clip" step although the
    /// restored history had that clip open. Media open already is not opened again; media that
    /// failed is (a retry), as is another file.
    @Test func openingTheMediaAlreadyOpenAddsNoStep() throws {
        let store = makeStore()
        let clip = "file:///tmp/clip.ogv"
        func open(_ uri: String) {
            if let opening = AppAction.openMedia(uri: uri, over: store.state) { store.send(opening) }
        }
        open(clip)
        store.send(.player(.engine(.stateChanged(.paused))))
        let opened = store.timeline.stepCount
        open(clip)
        open(clip)
        #expect(store.timeline.stepCount == opened)
        #expect(store.state.player.status == .paused)
        store.send(.player(.engine(.failed(message: UserMessage("The file could not be found.")))))
        let failed = store.timeline.stepCount
        open(clip)
        #expect(store.timeline.stepCount == failed + 1)
        #expect(store.state.player.status == .loading)
        open("file:///tmp/other.ogv")
        #expect(store.timeline.stepCount == failed + 2)
        #expect(labels(store).last == "Opened other")
    }

    @Test func theKeystrokesOfOneRenameAreOneStepNamedAfterTheOldAndNewName() throws {
        let store = makeStore()
        store.send(.clockList(.rowActivated(zoneID: newYork.id)))
        for text in ["H", "Ho", "Hom", "Home"] {
            store.send(.detail(.nameTextChanged(zoneID: newYork.id, text: text)))
        }
        // Selecting the row is looking around: it joins the rename, the one thing done.
        #expect(labels(store) == ["Opened Meridian", "Renamed New York to Home"])
        store.stepBack()
        #expect(store.state.document.zone(withID: newYork.id)?.name == "New York")
    }

    /// Typing a clock's name back as it was ("New Yor", then "New York") renames nothing: the
    /// step says so, not "Renamed New York to New York".
    @Test func keystrokesThatTypeTheNameBackAreNoRename() throws {
        let store = makeStore()
        store.send(.clockList(.rowActivated(zoneID: newYork.id)))
        for text in ["New Yor", "New York"] {
            store.send(.detail(.nameTextChanged(zoneID: newYork.id, text: text)))
        }
        #expect(labels(store) == ["Opened Meridian", "Edited the name of New York — nothing changed"])
    }

    /// Issue 60, item 2: opening the chooser and searching in it led to the add, and are part
    /// of it; the step before is as it was before the chooser opened.
    @Test func choosingAZoneIsOneStepHoldingTheSearchThatFoundIt() throws {
        let store = makeStore()
        store.send(.clockList(.addButtonClicked))
        for text in ["k", "ko", "kol"] {
            store.send(.chooser(.searchTextChanged(text)))
        }
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata", name: "Kolkata")))
        #expect(labels(store) == ["Opened Meridian", "Added Kolkata"])
        store.stepBack()
        #expect(store.state.viewState.selection == nil)
        #expect(store.state.document.zones == WorldClock.standard.zones)
    }

    /// Issue 60, item 2: six clocks added from the keyboard — the chooser opened, a search,
    /// the highlight moved, Enter — are six steps, and a scroll, a selection or Edit mode ride
    /// with the next one.
    @Test func addingSixClocksFromTheKeyboardIsSixSteps() throws {
        let store = makeStore()
        let places = [("Mumbai", "Asia/Kolkata"), ("Lima", "America/Lima"), ("Oslo", "Europe/Oslo"), ("Cairo", "Africa/Cairo"), ("Perth", "Australia/Perth"), ("Quito", "America/Guayaquil")]
        for (index, (name, identifier)) in places.enumerated() {
            store.send(.clockList(.addButtonClicked))
            for length in 1...3 { store.send(.chooser(.searchTextChanged(String(name.prefix(length))))) }
            let listed = [ZoneChoice(identifier: "UTC", name: "UTC"), ZoneChoice(identifier: identifier, name: name)]
            store.send(.chooser(.highlightMoved(by: 1, rowCount: listed.count)))
            store.send(.chooser(.scrolled(offsetY: 12)))
            store.send(.chooser(.entered(id: testID(UInt8(index + 1)), listed: listed)))
            store.send(.clockList(.scrolled(offsetY: Double(40 * index))))
        }
        store.send(.clockList(.rowActivated(zoneID: london.id)))
        store.send(.clockList(.editToggled(isEditing: true)))
        #expect(labels(store) == ["Opened Meridian"] + places.map { "Added \($0.0)" })
        #expect(store.state.document.zones.suffix(6).map(\.name) == places.map(\.0))
        // The view still travels with the slider: the step of an add shows the scroll before it.
        store.jump(to: 3, scope: AppHistory.viewState)
        #expect(store.state.viewState.master.scrollOffsetY == 40)
    }

    @Test func ticksMakeNoStepsButThePastShowsTheClocksAsTheyWere() throws {
        let store = makeStore()
        store.send(.tick(at: noon.adding(seconds: 1)))
        store.send(.clockList(.sortOrderChosen(.byName)))
        for second in 2...60 {
            store.send(.tick(at: noon.adding(seconds: Double(second))))
        }
        store.send(.clockList(.sortOrderChosen(.byOffset)))
        store.send(.tick(at: noon.adding(seconds: 61)))
        #expect(store.timeline.stepCount == 3)
        store.jump(to: 1)
        #expect(store.state.now == noon.adding(seconds: 60))
        store.jump(to: 0)
        #expect(store.state.now == noon.adding(seconds: 1))
        #expect(store.present.now == noon.adding(seconds: 61))
    }

    @Test func aDocumentJumpUnderThePresentViewClosesADetailPaneLeftPointingNowhere() throws {
        let store = makeStore()
        store.send(.clockList(.addButtonClicked))
        store.send(.chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata")))
        store.send(.clockList(.scrolled(offsetY: 40)))
        store.jump(to: 0, scope: AppHistory.document)
        var expected = store.present
        expected.document = .standard
        expected.viewState.detail = nil
        #expect(store.state == expected, "\(diff(expected, store.state))")
    }

    @Test func aViewJumpOverThePresentDocumentRepairsToo() throws {
        let store = makeStore()
        store.send(.clockList(.rowActivated(zoneID: london.id)))
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.clockList(.removeButtonClicked(zoneID: london.id)))
        store.jump(to: 1, scope: AppHistory.viewState)
        #expect(store.state.viewState.detail == nil)
        store.jump(to: 1, scope: .everything)
        #expect(store.state.viewState.detail?.zoneID == london.id)
    }

    /// The notice is about now: dragging the slider never brings back the notice of an earlier
    /// removal, and a step that has the zone again (an undo) does not show it.
    @Test func theRemovalNoticeIsThePresentsAndGoesWhereTheZoneIsBack() throws {
        let store = makeStore()
        store.send(.clockList(.removeButtonClicked(zoneID: london.id)))
        store.send(.notice(.closeButtonClicked))
        store.send(.clockList(.removeButtonClicked(zoneID: newYork.id)))
        let notice = RemovalNotice(zoneID: newYork.id, zoneName: "New York")
        #expect(store.state.viewState.notice == notice)
        // Step 1, London removed: its notice, closed since, does not come back; New York's is
        // not true there.
        store.jump(to: 1)
        #expect(store.state.viewState.notice == nil)
        #expect(store.state.document.zone(withID: newYork.id) != nil)
        // Through the view state only, the present document stays, and with it the notice.
        store.jump(to: 1, scope: AppHistory.viewState)
        #expect(store.state.viewState.notice == notice)
        // Through the document only, New York is back, so its notice goes.
        store.jump(to: 1, scope: AppHistory.document)
        #expect(store.state.viewState.notice == nil)
        store.returnToPresent()
        #expect(store.state.viewState.notice == notice)
        // Acting on the past makes it the present, without the notice it did not show.
        store.jump(to: 1)
        store.send(.clockList(.editToggled(isEditing: true)))
        #expect(store.present.viewState.notice == nil)
        #expect(store.present.document.zone(withID: newYork.id) != nil)
    }

    @Test func thePlayerScopeBringsBackOnlyThePlayer() throws {
        let store = makeStore()
        store.send(.player(.mediaOpened(uri: "file:///a.ogv", title: "a")))
        store.send(.player(.engine(.durationKnown(30))))
        store.send(.player(.seekChanged(to: 10)))
        store.send(.clockList(.removeButtonClicked(zoneID: london.id)))
        store.jump(to: 1, scope: AppHistory.player)
        #expect(store.state.player.position == 0)
        #expect(store.state.document == store.present.document)
    }

    @Test func resizingOrChoosingAScopeWhileLookingAtThePastKeepsThePreview() throws {
        let store = makeStore()
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.clockList(.removeButtonClicked(zoneID: london.id)))
        store.jump(to: 1)
        store.send(.window(.resized(width: 1300, height: 900)))
        let panel = HistoryPanelStore()
        panel.send(.scopeChosen(id: "document"))
        #expect(store.isPreviewing)
        #expect(store.timeline.stepCount == 3)
        #expect(store.state.viewState.window == WindowLayout(width: 1300, height: 900, panePosition: 380))
        #expect(panel.state.scopeID == "document")
        #expect(store.state.document == .standard)
        store.jump(to: 0)
        #expect(store.state.viewState.window.width == 1300)
    }

    @Test func importingASnapshotIsAStepTheSliderUndoes() throws {
        let store = makeStore()
        var imported = firstLaunch
        imported.document.zones = [Zone(id: testID(3), identifier: "Asia/Kathmandu", name: "Kathmandu")]
        imported.viewState.detail = DetailPane(zoneID: testID(3), nameText: "Kathmandu")
        imported.viewState.window = WindowLayout(width: 2000, height: 1500, panePosition: 900)
        store.send(.snapshotImported(imported))
        #expect(labels(store) == ["Opened Meridian", "Imported a snapshot"])
        #expect(store.state.document == imported.document)
        #expect(store.state.viewState.detail == imported.viewState.detail)
        #expect(store.state.viewState.window == WindowLayout())
        store.stepBack()
        #expect(store.state == firstLaunch)
    }

    @Test func importingASnapshotWithMediaReopensItWhereItWas() throws {
        var imported = firstLaunch
        imported.player = PlayerState(
            media: Media(uri: "file:///a.ogv", title: "a"), status: .playing, intent: .play, position: 7, duration: 30,
            hideDeadline: noon)
        var expected = imported
        expected.player.status = .loading
        expected.player.hideDeadline = nil
        assertReduce(
            firstLaunch, .snapshotImported(imported),
            effects: [
                .player(.load(uri: "file:///a.ogv")), .player(.seek(to: 7, accuracy: .accurate)),
                .player(.setRate(1)), .player(.play),
            ]
        ) { $0 = expected }
    }

    /// Sessions written before they held their steps (version 4 and before) made a step of
    /// every look around; read by that policy, their steps, and the returns that name them,
    /// stay as they were.
    @Test func sessionsWithoutStepsAreReadByThePolicyOfThen() throws {
        let id = newYork.id
        let cases: [(AppAction, HistoryPolicy)] = [
            (.chooser(.searchTextChanged("a")), .coalesce("search")),
            (.clockList(.scrolled(offsetY: 1)), .coalesce("scroll clock list")),
            (.chooser(.scrolled(offsetY: 1)), .coalesce("scroll chooser")),
            (.chooser(.highlightMoved(by: 1, rowCount: 3)), .coalesce("chooser highlight")),
            (.clockList(.addButtonClicked), .step),
            (.clockList(.rowActivated(zoneID: id)), .step),
            (.clockList(.editToggled(isEditing: true)), .step),
            (.chooser(.cancelled), .step),
            (.detail(.closeButtonClicked), .step),
            (.player(.backgroundClicked(at: noon)), .step),
            (.chooser(.entered(id: id, listed: [])), .transient),
            (.tick(at: noon), .replaceable("clock")),
            (.clockList(.sortOrderChosen(.byName)), .step),
        ]
        for (action, policy) in cases {
            #expect(AppHistory.policyOfSessionsWithoutSteps(action) == policy, "\(action)")
        }
    }

    @Test func everyActionHasThePolicyTheIssueAsksFor() throws {
        let id = newYork.id
        let cases: [(AppAction, HistoryPolicy)] = [
            (.tick(at: noon), .replaceable("clock")),
            (.player(.engine(.positionChanged(1))), .replaceable("playback position")),
            (.player(.engine(.stateChanged(.playing))), .transient),
            (.player(.pointerMoved(at: noon)), .replaceable("pointer")),
            (.player(.hideDeadlineReached(at: noon)), .replaceable("controls' hide deadline")),
            (.player(.bufferingGraceElapsed(at: noon)), .replaceable("buffering indicator")),
            (.window(.resized(width: 800, height: 600)), .replaceable("window size")),
            (.window(.panePositionChanged(300)), .replaceable("pane position")),
            (.messageShown(UserMessage(verbatim: "x")), .transient),
            (.messageDismissed, .transient),
            (.notice(.closeButtonClicked), .transient),
            (.notice(.timedOut(zoneID: id)), .transient),
            (.notice(.hoverChanged(isHovered: true)), .transient),
            (.notice(.focusChanged(hasFocus: false)), .transient),
            (.detail(.nameTextChanged(zoneID: id, text: "a")), .coalesce(CoalescingKey("rename", subject: id))),
            (.chooser(.searchTextChanged("a")), .browse),
            (.clockList(.scrolled(offsetY: 1)), .browse),
            (.chooser(.scrolled(offsetY: 1)), .browse),
            (.clockList(.addButtonClicked), .browse),
            (.clockList(.rowActivated(zoneID: id)), .browse),
            (.clockList(.editToggled(isEditing: true)), .browse),
            (.chooser(.cancelled), .browse),
            (.detail(.closeButtonClicked), .browse),
            (.clockList(.sortOrderChosen(.byName)), .step),
            (.clockList(.zoneMoved(zoneID: id, toIndex: 0)), .step),
            (.player(.seekBegan), .coalesce("seek")),
            (.player(.seekChanged(to: 1)), .coalesce("seek")),
            (.player(.seekEnded(at: noon)), .coalesce("seek")),
            (.clockList(.removeButtonClicked(zoneID: id)), .step),
            (.chooser(.zoneChosen(id: id, identifier: "UTC")), .step),
            (.chooser(.highlightMoved(by: 1, rowCount: 3)), .browse),
            (.chooser(.entered(id: id, listed: [ZoneChoice(identifier: "UTC", name: "UTC")])), .step),
            (.chooser(.entered(id: id, listed: [])), .transient),
            (.player(.playPauseClicked(at: noon)), .step),
            (.player(.backgroundClicked(at: noon)), .browse),
            (.snapshotImported(firstLaunch), .step),
        ]
        for (action, policy) in cases {
            #expect(AppHistory.policy(action) == policy, "\(action)")
        }
    }

    @Test func labelsReadAsSentences() throws {
        var playing = firstLaunch
        playing.player = PlayerState(media: Media(uri: "file:///a.ogv", title: "a"), status: .playing, intent: .play)
        var renamed = firstLaunch
        renamed.document.zones[1].name = "Granny"
        var choosing = firstLaunch
        choosing.viewState.selection = ZoneChooser(searchText: "sao")
        let cases: [(AppAction, AppState, String)] = [
            (.clockList(.removeButtonClicked(zoneID: london.id)), firstLaunch, "Removed London"),
            (.clockList(.zoneMoved(zoneID: london.id, toIndex: 0)), firstLaunch, "Moved London up"),
            (.clockList(.sortOrderChosen(.byOffset)), firstLaunch, "Sorted by offset"),
            (.clockList(.editToggled(isEditing: true)), firstLaunch, "Started editing"),
            // An empty name is the city's: London stays London, and no rename is said.
            (.detail(.nameTextChanged(zoneID: london.id, text: "")), firstLaunch, "Edited the name of London — nothing changed"),
            (.detail(.nameTextChanged(zoneID: london.id, text: "London")), firstLaunch, "Edited the name of London — nothing changed"),
            (.detail(.nameTextChanged(zoneID: london.id, text: "a\tb")), firstLaunch, "Could not rename London to “a\tb”"),
            (.player(.playPauseClicked(at: noon)), playing, "Paused"),
            // Nothing to play: the reducer changed nothing, and the label says so.
            (.player(.playPauseClicked(at: noon)), firstLaunch, "Played — nothing changed"),
            (.player(.seekChanged(to: 65)), firstLaunch, "Seeked to 1:05"),
            (.player(.mediaOpened(uri: "file:///b.ogv", title: "Big Buck Bunny")), firstLaunch, "Opened Big Buck Bunny"),
            (.player(.backgroundClicked(at: noon)), firstLaunch, "Hid the player controls"),
            // A new clock by its place's name; a zone already in the list, by its clock's.
            (.chooser(.zoneChosen(id: testID(1), identifier: "America/Sao_Paulo", name: "São Paulo")), firstLaunch, "Added São Paulo"),
            (.chooser(.zoneChosen(id: testID(1), identifier: "America/Sao_Paulo")), firstLaunch, "Added Sao Paulo"),
            (.chooser(.zoneChosen(id: testID(1), identifier: "Europe/London", name: "London")), renamed, "Showed Granny, already in the list"),
            (.chooser(.entered(id: testID(1), listed: [ZoneChoice(identifier: "America/Sao_Paulo", name: "São Paulo")])), choosing, "Added São Paulo"),
            (.chooser(.entered(id: testID(1), listed: [])), choosing, "Pressed Enter with nothing to choose"),
            (.chooser(.highlightMoved(by: 1, rowCount: 2)), choosing, "Moved the highlight in the time zone chooser"),
        ]
        let reducer = AppReducer(catalog: systemCatalog)
        for (action, before, label) in cases {
            var after = before
            _ = reducer.reduce(into: &after, action: action)
            #expect(AppHistory.label(action, before: before, after: after) == label)
        }
    }

    /// Item 7 of issue 59: an action the reducer refuses — sent from the inspector or replayed
    /// from a session — was named as if it had been done ("Added Olympus" beside the message
    /// that it was refused). Each step reads as what the reducer did, on the slider (the
    /// present and a step jumped to) and in the inspector's list alike.
    @Test func aRefusedActionIsNamedAsRefusedNotAsDone() throws {
        let store = makeStore()
        let missing = testID(99)
        let sent: [(AppAction, String)] = [
            (.chooser(.zoneChosen(id: testID(1), identifier: "Mars/Olympus")), "Could not add “Mars/Olympus”"),
            (.chooser(.zoneChosen(id: testID(2), identifier: "../../../../etc/passwd", name: "passwd")), "Could not add “../../../../etc/passwd”"),
            // A valid zone under an id a clock has already.
            (.chooser(.zoneChosen(id: newYork.id, identifier: "Asia/Kathmandu")), "Could not add “Asia/Kathmandu”"),
            (.clockList(.removeButtonClicked(zoneID: missing)), "Could not remove a time zone that is not in the list"),
            (.clockList(.zoneMoved(zoneID: missing, toIndex: 0)), "Could not move a time zone that is not in the list"),
            (.detail(.nameTextChanged(zoneID: missing, text: "Home")), "Could not rename a time zone that is not in the list"),
            (.clockList(.sortOrderChosen(.byName)), "Sorted by name"),
            (.player(.mediaOpened(uri: "../../../../etc/passwd", title: "passwd")), "Could not open “../../../../etc/passwd”"),
            (.player(.rateChosen(100)), "Set the speed to 100× — nothing changed"),
        ]
        for (action, _) in sent { store.send(action) }
        let expected = ["Opened Meridian"] + sent.map(\.1)
        #expect(store.state.document == firstLaunch.document, "nothing was added, renamed or removed")
        #expect(labels(store) == expected)
        #expect(try store.stepSummaries(0..<store.timeline.stepCount).map(\.label) == expected)
        store.jump(to: 1)
        #expect(store.label(ofStep: 1) == "Could not add “Mars/Olympus”")
        // What was done still reads as done.
        let done = makeStore()
        done.send(.clockList(.addButtonClicked))
        done.send(.chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kathmandu", name: "Kathmandu")))
        done.send(.clockList(.rowActivated(zoneID: newYork.id)))
        done.send(.detail(.nameTextChanged(zoneID: newYork.id, text: "Home")))
        done.send(.detail(.nameTextChanged(zoneID: newYork.id, text: "Home\n")))
        #expect(labels(done) == ["Opened Meridian", "Added Kathmandu", "Renamed New York to Home"])
    }
    /// Issue 74: a name refused for its text (a pasted escape sequence, a 65th character) was
    /// a step of its own, "Could not rename Rome to “…”", though it changed nothing. It is the
    /// entry's answer to typing: no step, and a rename typed on joins the rename before it.
    @Test func aRefusedNameIsNoStep() throws {
        let store = makeStore()
        store.send(.clockList(.rowActivated(zoneID: london.id)))
        store.send(.detail(.nameTextChanged(zoneID: london.id, text: "\u{1B}[31mRED\u{07}X")))
        #expect(labels(store) == ["Opened Meridian"], "a refused name alone makes no step")
        #expect(store.state.viewState.detail?.nameError == .controlCharacter, "the entry says why")
        store.send(.detail(.nameTextChanged(zoneID: london.id, text: "Lon")))
        store.send(.detail(.nameTextChanged(zoneID: london.id, text: "Lon\tdon")))
        store.send(.detail(.nameTextChanged(zoneID: london.id, text: String(repeating: "x", count: ZoneNameValidator.maximumLength + 1))))
        store.send(.detail(.nameTextChanged(zoneID: london.id, text: "Londres")))
        #expect(labels(store) == ["Opened Meridian", "Renamed London to Londres"], "the refusals between are part of the typing")
        #expect(AppHistory.policy(.detail(.nameTextChanged(zoneID: london.id, text: "a\tb"))) == .browse)
        #expect(AppHistory.policy(.detail(.nameTextChanged(zoneID: london.id, text: "ab"))) == .coalesce(CoalescingKey("rename", subject: london.id)))
    }
}

/// Meridian's replaceable transients, checked against its reducer: thousands of random
/// sessions of the app's real mix (ticks, engine reports, pointer bursts, the chrome's timers,
/// resizes, messages, a person's actions and trips into the past), folded and kept whole, agree
/// on every step's state, label and time, every scoped view, the present and `verify`.
/// The store says why a skip was refused as a value; the app says it in the user's words.
@Suite struct SkipRefusalMessageTests {
    @Test func aRefusalReadsInTheAppsWordsWithTheScopeNamed() throws {
        #expect(AppHistory.message(for: .refused(.isASkip(step: 3, skippedStep: 1))).text == "Step 3 is itself a skip; bring back step 1 instead.")
        let across = AppHistory.message(for: .refused(.returnAcrossSkip(step: 1, skipping: false, returnStep: 5, target: 3, scopeID: "view", crossedSkip: 2)))
        #expect(across.text.hasPrefix("Step 1 cannot be brought back: step 5 went back to step 3 in the view state only, across the skip of step 2, so the view state and the rest"))
        #expect(AppHistory.message(for: .unreadable(HistoryStorageError("the disk is gone"))).text == "the disk is gone")
    }
}

@MainActor
@Suite struct FoldingDeclarationTests {
    @Test func foldingChangesNothingAUserCanReachInMeridian() throws {
        let reducer = AppReducer(catalog: systemCatalog)
        let states = RandomAppStates(identifiers: systemCatalog.identifiers)
        let baseSeed = UInt64.random(in: 0...UInt64.max >> 1)
        for session in 0..<2_000 {
            let seed = baseSeed &+ UInt64(session)
            var start = SeededRandom(seed: seed)
            let initialState = states.state(&start)
            let length = Int.random(in: 10...120, using: &start)
            let rules = AppHistory.rules(checkpointInterval: [2, 7, 16, 256][session % 4])
            let divergence = rules.foldingDivergence(initialState: initialState, reducer: reducer) { store in
                var random = SeededRandom(seed: seed &* 31)
                var use = RandomUse(identifiers: systemCatalog.identifiers, start: initialState.now)
                for _ in 0..<length {
                    switch use.next(in: store.state, steps: store.timeline.stepCount, &random) {
                    case .send(let action): store.send(action)
                    case .jump(let step, let scope): store.jump(to: step, scope: RandomUse.jumpScopes[scope])
                    }
                }
            }
            guard divergence == nil else {
                Issue.record("seed \(seed): \(divergence ?? "")")
                return
            }
        }
    }
}
