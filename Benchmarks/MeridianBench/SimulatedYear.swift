import Foundation
import MeridianCore
import MeridianStore

/// A year of Meridian as the shell would feed it, generated straight into a store, not in real
/// time. Each day: a tick every second; a two-hour clip opened and played, with position reports
/// at 10 Hz and a dozen engine state reports; ten minutes of pointer motion over the video at
/// 60 Hz in 30-second bursts, the controls hiding 4 s after each; 20 window resizes; and 300
/// steps of the user's own work (adds, renames typed a key at a time, selections, sorts, seeks,
/// play and pause, and now and then a return to an earlier step, carried on from).
@MainActor
struct SimulatedYear {
    static let start = Instant(millisecondsSince1970: 1_767_225_600_000)  // 2026-01-01
    static let stepsPerDay = 300
    static let identifiers = ["Asia/Kolkata", "Europe/Paris", "America/Lima", "Asia/Tokyo", "Africa/Cairo", "Pacific/Auckland"]

    private var random = SystemRandomNumberGenerator()
    private(set) var actions = 0

    /// Sends a day's actions to `store`; `afterUserStep` runs after each action of the user's
    /// (where the app's autosave timer would flush within 100 ms).
    mutating func day(_ day: Int, into store: Store<AppState, AppAction, AppEffect>, afterUserStep: () -> Void) {
        let midnight = Self.start.adding(seconds: Double(day) * 86_400)
        let playFrom = 20 * 3_600, playTo = 22 * 3_600
        // The user's steps, at random seconds of the waking day; the evening's play and pause are two of them.
        var stepTimes = (0..<(Self.stepsPerDay - 3)).map { _ in Int.random(in: 8 * 3_600..<23 * 3_600, using: &random) }.sorted()[...]
        let bursts = Set((0..<20).map { playFrom + 300 + $0 * 330 })  // 20 × 30 s = 10 minutes
        let resizes = Set((0..<20).map { _ in Int.random(in: 8 * 3_600..<23 * 3_600, using: &random) })
        let engineReports = Set((0..<12).map { playFrom + 60 + $0 * 590 })
        var burstEnds: Int?
        var sent = 0
        defer { actions += sent }
        func send(_ action: AppAction) {
            store.send(action)
            sent += 1
        }
        for second in 0..<86_400 {
            let now = midnight.adding(seconds: Double(second))
            send(.tick(at: now))
            if second == playFrom - 60 {
                send(.openMedia(uri: "file:///home/ana/Videos/day-\(day).ogv"))
                send(.player(.engine(.durationKnown(7_200))))
                send(.player(.engine(.stateChanged(.paused))))
                afterUserStep()
            }
            if second == playFrom || second == playTo {
                send(.player(.playPauseClicked(at: now)))
                send(.player(.engine(.stateChanged(second == playFrom ? .playing : .paused))))
                afterUserStep()
            }
            if (playFrom..<playTo).contains(second) {
                for tenth in 0..<10 {
                    send(.player(.engine(.positionChanged(Double(second - playFrom) + Double(tenth) / 10))))
                }
                if engineReports.contains(second) {
                    send(.player(.engine(.bufferingChanged(percent: 40, at: now))))
                    send(.player(.engine(.bufferingChanged(percent: 100, at: now))))
                }
                if bursts.contains(second) { burstEnds = second + 30 }
                if let end = burstEnds, second < end {
                    for frame in 0..<60 { send(.player(.pointerMoved(at: now.adding(seconds: Double(frame) / 60)))) }
                } else if let end = burstEnds, second == end + 4 {
                    send(.player(.hideDeadlineReached(at: now)))
                    burstEnds = nil
                }
            }
            if resizes.contains(second) {
                send(.window(.resized(width: Int.random(in: 900...1600, using: &random), height: Int.random(in: 600...1000, using: &random))))
            }
            while let next = stepTimes.first, next == second {
                stepTimes.removeFirst()
                userStep(at: now, store, send)
                afterUserStep()
            }
        }
    }

    /// One step of the user's own work.
    private mutating func userStep(at now: Instant, _ store: Store<AppState, AppAction, AppEffect>, _ send: (AppAction) -> Void) {
        let zones = store.state.document.zones
        let zone = zones.randomElement(using: &random)
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<4:
            if let zone { send(.clockList(.rowActivated(zoneID: zone.id))) }
        case 4..<7:
            // A rename, typed a key at a time: one step.
            if let zone {
                for length in 1...6 { send(.detail(.nameTextChanged(zoneID: zone.id, text: String("Places".prefix(length))))) }
            }
        case 7..<9:
            send(.clockList(.sortOrderChosen(SortOrder.allCases.randomElement(using: &random)!)))
        case 9..<11:
            // Between 5 and 11 zones: one of those the user added goes when there are
            // more than 10 (taken from the state: a jump may have taken an add back).
            if zones.count > 10, let added = zones.first(where: { zone in !WorldClock.standard.zones.contains { $0.id == zone.id } }) {
                send(.clockList(.removeButtonClicked(zoneID: added.id)))
            } else {
                send(.chooser(.zoneChosen(id: UUID(), identifier: Self.identifiers.randomElement(using: &random)!)))
            }
        case 11..<14:
            send(.player(.seekBegan))
            for target in [600.0, 1_200, 1_800] { send(.player(.seekChanged(to: target))) }
            send(.player(.seekEnded(at: now)))
        case 14..<16:
            send(.clockList(.editToggled(isEditing: !store.state.viewState.master.isEditing)))
        case 16:
            // Back a few steps, and on from there: the next action returns to that step.
            store.jump(to: max(store.timeline.lastStep - Int.random(in: 1...5, using: &random), 0), scope: AppHistory.scopes.randomElement(using: &random)!)
            send(.clockList(.sortOrderChosen(.byName)))
        default:
            send(.clockList(.scrolled(offsetY: Double(Int.random(in: 0...400, using: &random)))))
        }
    }
}
