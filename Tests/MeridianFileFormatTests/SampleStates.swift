import CoreTestSupport
import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore

/// States and sessions that use every field and every action, for file and schema tests.
enum Samples {
    static let kolkata = Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Home", coordinates: Coordinates(latitude: 22.5726, longitude: 88.3639))

    /// A state with every optional value set.
    static var everyField: AppState {
        var state = firstLaunch
        state.document.zones.append(kolkata)
        state.viewState = ViewState(
            master: MasterPane(scrollOffsetY: 12.5, isEditing: true, sortOrder: .byOffset),
            detail: DetailPane(zoneID: kolkata.id, nameText: "Home\t", nameError: .controlCharacter),
            selection: ZoneChooser(scrollOffsetY: 88, searchText: "São", highlightedRow: 2),
            window: WindowLayout(width: 1280, height: 800, panePosition: 420),
            message: UserMessage("Could not rename {zone}: {reason}", ["zone": "Home", "reason": .message(ZoneNameError.tooLong(count: 41).message)]),
            notice: RemovalNotice(zoneID: testID(2), zoneName: "Tokyo", isHovered: true, hasFocus: false))
        state.player = PlayerState(
            media: Media(uri: "file:///home/ana/Videos/clip%20one.ogv", title: "clip one"), status: .buffering,
            intent: .play, position: 12.25, duration: 60, rate: 1.5, isScrubbing: false, chrome: .hidden(.fadeAway),
            hideDeadline: noon.adding(seconds: 4), bufferingIndicatorDeadline: noon.adding(seconds: 0.5),
            isBufferingIndicatorShown: false, bufferingPercent: 40, approvedAddresses: ["https://media.example.org/talk.webm"])
        return state
    }

    static var failedPlayer: AppState {
        var state = firstLaunch
        state.player = PlayerState(media: Media(uri: "file:///gone.ogv", title: "gone"), status: .failed(MediaFailure.notFound(uri: "file:///gone.ogv").message))
        return state
    }

    /// One of every action, in an order the reducer accepts.
    static var everyAction: [AppAction] {
        let newYork = WorldClock.standard.zones[2].id
        return [
            .tick(at: noon.adding(seconds: 1)),
            .clockList(.addButtonClicked),
            .chooser(.searchTextChanged("kol")),
            .chooser(.scrolled(offsetY: 30)),
            .chooser(.highlightMoved(by: 1, rowCount: 2)),
            .chooser(.zoneChosen(id: testID(1), identifier: "Asia/Kolkata")),
            .clockList(.addButtonClicked),
            .chooser(.entered(id: testID(2), listed: [
                ZoneChoice(identifier: "America/Sao_Paulo", name: "São Paulo", coordinates: Coordinates(latitude: -23.55, longitude: -46.6333)),
                ZoneChoice(identifier: "Africa/Sao_Tome", name: "São Tomé"),
            ])),
            .clockList(.addButtonClicked),
            .chooser(.zoneChosen(id: testID(3), identifier: "Europe/Zurich", name: "Zürich", coordinates: Coordinates(latitude: 47.3667, longitude: 8.55))),
            .clockList(.addButtonClicked),
            .chooser(.cancelled),
            .clockList(.rowActivated(zoneID: newYork)),
            .detail(.nameTextChanged(zoneID: newYork, text: "Home")),
            .detail(.closeButtonClicked),
            .clockList(.editToggled(isEditing: true)),
            .clockList(.sortOrderChosen(.byName)),
            .clockList(.scrolled(offsetY: 40)),
            .clockList(.zoneMoved(zoneID: newYork, toIndex: 0)),
            .clockList(.removeButtonClicked(zoneID: testID(1))),
            .notice(.hoverChanged(isHovered: true)),
            .notice(.focusChanged(hasFocus: true)),
            .notice(.timedOut(zoneID: testID(1))),
            .notice(.closeButtonClicked),
            .player(.mediaOpened(uri: "file:///tmp/a.ogv", title: "a")),
            .player(.engine(.durationKnown(30))),
            .player(.engine(.stateChanged(.paused))),
            .player(.playPauseClicked(at: noon.adding(seconds: 2))),
            .player(.engine(.stateChanged(.playing))),
            .player(.engine(.bufferingChanged(percent: 10, at: noon.adding(seconds: 3)))),
            .player(.bufferingGraceElapsed(at: noon.adding(seconds: 4))),
            .player(.engine(.bufferingChanged(percent: 100, at: noon.adding(seconds: 5)))),
            .player(.engine(.positionChanged(3.5))),
            .player(.pointerMoved(at: noon.adding(seconds: 5))),
            .player(.hideDeadlineReached(at: noon.adding(seconds: 9))),
            .player(.backgroundClicked(at: noon.adding(seconds: 10))),
            .player(.seekBegan),
            .player(.seekChanged(to: 12)),
            .player(.seekEnded(at: noon.adding(seconds: 11))),
            .player(.rateChosen(1.25)),
            .player(.engine(.ended)),
            .player(.engine(.failed(message: UserMessage(verbatim: "Playback stopped.")))),
            .window(.resized(width: 1000, height: 700)),
            .window(.panePositionChanged(300)),
            .messageShown(UserMessage(verbatim: "Could not read x.json")),
            .messageShown(UserMessage("Could not import “{file}”: {reason}", ["file": "x.json", "reason": "the file is empty"])),
            .messageDismissed,
            .snapshotImported(everyField),
            .player(.remoteMediaApproved(uri: "https://media.example.org/talk.webm")),
            .player(.historyReceived),
        ]
    }

    /// A store that went through every action, a scoped restore, an undo carried on from, and
    /// is previewing a step.
    @MainActor
    static func sessionStore() -> Store<AppState, AppAction, AppEffect> {
        var clock = noon.millisecondsSince1970
        let store = Store(
            initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog),
            history: AppHistory.rules(checkpointInterval: 8),
            now: {
                clock += 1500
                return Instant(millisecondsSince1970: clock).date
            })
        for (index, action) in everyAction.enumerated() {
            store.send(action)
            if index == 20 {
                store.jump(to: 3, scope: AppHistory.document)
            }
            if index == 30 {
                store.jump(to: 4, scope: AppHistory.changes)
            }
        }
        store.jump(to: 5, scope: AppHistory.viewState)
        return store
    }
}
