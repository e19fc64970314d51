import MeridianKitCore

/// Checks an action read from a session's log or the journal: its strings, times and numbers lie
/// inside `Limits`, its scope is one the history knows, and a state it carries (an imported
/// snapshot) is as valid as a snapshot file. Paths follow the action's JSON form:
/// `history.actions[17].snapshotImported._0.document.zones[0].identifier`.
///
/// The reducers would keep the state valid anyway; this keeps the log itself bounded and truthful,
/// so a file holds only what the app could have recorded.
public struct ActionValidator: Sendable {
    public let states: StateValidator

    public init(states: StateValidator) {
        self.states = states
    }

    public func problems(in action: AppAction, at path: @autoclosure () -> String) -> [FileProblem] {
        var report = ProblemReport()
        switch action {
        case .tick(let now):
            report.instant("tick.at", now)
        case .clockList(.scrolled(let offset)):
            report.scrollOffset("clockList._0.scrolled.offsetY", offset)
        case .clockList:
            break
        case .detail(.nameTextChanged(_, let text)):
            report.text("detail._0.nameTextChanged.text", text, limit: Limits.typedText, what: tr("the name being typed"))
        case .detail(.closeButtonClicked):
            break
        case .chooser(.searchTextChanged(let text)):
            report.text("chooser._0.searchTextChanged._0", text, limit: Limits.typedText, what: tr("a search"))
        case .chooser(.scrolled(let offset)):
            report.scrollOffset("chooser._0.scrolled.offsetY", offset)
        case .chooser(.zoneChosen(_, let identifier, let name, let coordinates)):
            report.choice("chooser._0.zoneChosen", identifier: identifier, name: name, coordinates: coordinates)
        case .chooser(.highlightMoved(let step, let rowCount)):
            report.chooserRows("chooser._0.highlightMoved.by", step, Limits.chooserRowMove)
            report.chooserRows("chooser._0.highlightMoved.rowCount", rowCount, Limits.chooserRowCount)
        case .chooser(.entered(_, let listed)):
            report.chooserRows("chooser._0.entered.listed", listed.count, Limits.chooserRowCount)
            for (index, choice) in listed.enumerated().prefix(Limits.chooserRowCount.upperBound) {
                report.choice("chooser._0.entered.listed[\(index)]", identifier: choice.identifier, name: choice.name, coordinates: choice.coordinates)
            }
        case .chooser(.cancelled):
            break
        case .player(let action):
            check(action, "player._0", &report)
        case .window(.resized(let width, let height)):
            report.pixels("window._0.resized.width", width)
            report.pixels("window._0.resized.height", height)
        case .window(.panePositionChanged(let position)):
            report.pixels("window._0.panePositionChanged._0", position)
        case .messageShown(let message):
            report.message("messageShown._0", message)
        case .messageDismissed, .notice:
            break
        case .snapshotImported(let state):
            return states.problems(in: state, at: [path(), "snapshotImported._0"].filter { !$0.isEmpty }.joined(separator: "."))
        }
        return report.problems(at: path())
    }

    private func check(_ action: PlayerAction, _ place: String, _ report: inout ProblemReport) {
        switch action {
        case .mediaOpened(let uri, let title):
            report.uri("\(place).mediaOpened.uri", uri)
            report.text("\(place).mediaOpened.title", title, limit: Limits.mediaTitle, what: tr("a media title"))
        case .remoteMediaApproved(let uri):
            report.uri("\(place).remoteMediaApproved.uri", uri)
        case .historyReceived:
            break
        case .backgroundClicked(let at): report.instant("\(place).backgroundClicked.at", at)
        case .pointerMoved(let at): report.instant("\(place).pointerMoved.at", at)
        case .playPauseClicked(let at): report.instant("\(place).playPauseClicked.at", at)
        case .seekEnded(let at): report.instant("\(place).seekEnded.at", at)
        case .hideDeadlineReached(let at): report.instant("\(place).hideDeadlineReached.at", at)
        case .bufferingGraceElapsed(let at): report.instant("\(place).bufferingGraceElapsed.at", at)
        case .seekBegan:
            break
        case .seekChanged(let time):
            report.mediaSeconds("\(place).seekChanged.to", time, what: tr("a position"))
        case .rateChosen(let rate):
            report.rate("\(place).rateChosen._0", rate)
        case .engine(.bufferingChanged(let percent, let at)):
            if !(0...100).contains(percent) {
                report("\(place).engine._0.bufferingChanged.percent", tr("{value} is not a percentage (0–100)", ["value": percent]))
            }
            report.instant("\(place).engine._0.bufferingChanged.at", at)
        case .engine(.positionChanged(let time)):
            report.mediaSeconds("\(place).engine._0.positionChanged._0", time, what: tr("a position"))
        case .engine(.durationKnown(let duration)):
            report.mediaSeconds("\(place).engine._0.durationKnown._0", duration, what: tr("a duration"))
        case .engine(.failed(let message)):
            report.message("\(place).engine._0.failed.message", message)
        case .engine(.stateChanged), .engine(.ended):
            break
        }
    }
}
