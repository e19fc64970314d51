import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore
import TestSupport

/// A person using Meridian over time, as the shell would report it: the clock ticking, the
/// engine playing and reporting, the pointer moving over the video in bursts, the chrome's
/// timers firing at their deadlines, the window resized, messages, and between them the
/// person's own actions and trips into the past.
public struct RandomUse {
    public enum Move {
        case send(AppAction)
        case jump(step: Int, scopeIndex: Int)
    }

    /// The scopes a jump goes through: the slider's, and Undo's.
    public static let jumpScopes = AppHistory.scopes + [AppHistory.changes]

    let states: RandomAppStates
    /// The shell's clock: it only moves forward.
    public private(set) var now: Instant

    public init(identifiers: [String], start: Instant = RandomAppStates.noon) {
        states = RandomAppStates(identifiers: identifiers)
        now = start
    }

    /// The next thing that happens, given the state on screen and the number of steps.
    public mutating func next(in state: AppState, steps: Int, _ random: inout SeededRandom) -> Move {
        let player = state.player
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<20:
            now = now.adding(seconds: Double(Int.random(in: 1...90, using: &random)))
            return .send(.tick(at: now))
        case 20..<32:
            let position = min(player.position + Double.random(in: 0.05...1, using: &random), player.seekableEnd)
            return .send(.player(.engine(.positionChanged(position))))
        case 32..<44:
            now = now.adding(seconds: Double.random(in: 0.01...0.2, using: &random))
            return .send(.player(.pointerMoved(at: now)))
        case 44..<48:
            // The shell's timer fires at the deadline, or finds it moved (the pointer moved on):
            // either way at the current time, which never goes back.
            now = max(now, Bool.random(using: &random) ? player.hideDeadline ?? now : now)
            return .send(.player(.hideDeadlineReached(at: now)))
        case 48..<50:
            now = max(now, player.bufferingIndicatorDeadline ?? now)
            return .send(.player(.bufferingGraceElapsed(at: now)))
        case 50..<56:
            return .send(.player(.engine(engineReport(player, &random))))
        case 56..<59:
            return .send(.window(.resized(width: Int.random(in: 600...1600, using: &random), height: Int.random(in: 400...1000, using: &random))))
        case 59..<61:
            return .send(.window(.panePositionChanged(Int.random(in: 200...600, using: &random))))
        case 61..<66:
            return .send(Bool.random(using: &random) ? .message(RandomAppStates.messages.randomElement(using: &random)!) : .messageDismissed)
        case 66..<76:
            return .send(playerAction(player, &random))
        case 76..<92:
            return .send(states.userAction(in: state, &random))
        default:
            return .jump(step: Int.random(in: 0...max(steps - 1, 0), using: &random), scopeIndex: Int.random(in: 0..<Self.jumpScopes.count, using: &random))
        }
    }

    private func engineReport(_ player: PlayerState, _ random: inout SeededRandom) -> PlayerEngineEvent {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: .stateChanged(player.intent == .play && Int.random(in: 0..<4, using: &random) > 0 ? .playing : .paused)
        case 4..<7: .bufferingChanged(percent: [10, 50, 90, 100, 100].randomElement(using: &random)!, at: now)
        case 7: .durationKnown(Double(Int.random(in: 5...600, using: &random)))
        case 8: .ended
        default: .failed(message: MediaFailure.other("a test").message)
        }
    }

    private mutating func playerAction(_ player: PlayerState, _ random: inout SeededRandom) -> AppAction {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .openMedia(uri: "file:///nonexistent/clip-\(Int.random(in: 1...3, using: &random)).ogv")
        case 1, 2: return .player(.playPauseClicked(at: now))
        case 3: return .player(.seekBegan)
        case 4: return .player(.seekChanged(to: Double.random(in: 0...max(player.seekableEnd, 1), using: &random)))
        case 5: return .player(.seekEnded(at: now))
        case 6: return .player(.backgroundClicked(at: now))
        default: return .player(.rateChosen([0.5, 1, 1.5, 2].randomElement(using: &random)!))
        }
    }
}
