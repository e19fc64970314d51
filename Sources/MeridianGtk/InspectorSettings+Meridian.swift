import MeridianCore
import MeridianKit
import MeridianKitCore

extension InspectorSettings where State == AppState {
    /// Meridian's inspector: its words, its times as the desktop's clock writes them, what a
    /// step did in sentences about zones and the player, and its own snapshot JSON.
    static func meridian(store: AppStore, clockFormat: DesktopClockFormat) -> Self {
        var settings = InspectorSettings(words: .meridian)
        settings.stepTime = { milliseconds in
            StepTimeText.time(
                milliseconds, now: store.present.now, timeZone: store.present.userTimeZone, clockFormat: clockFormat.current,
                localeDateFormat: clockFormat.localeDateFormat)
        }
        settings.describeStep = { before, after in
            let change = StepChange(from: before, to: after)
            return StepDescription(words: change.words, tree: change.valueTree())
        }
        settings.encodeState = { try MeridianFile.encoder(prettyPrinted: true).encode($0) }
        settings.searchLimit = Int32(Limits.typedText)
        settings.skipFailed = { store.send(.message(AppHistory.message(for: $0))) }
        settings.whenTimesReword = { lifetime, body in clockFormat.whenChanged(during: lifetime, body) }
        return settings
    }
}
