/// A timer of the shell's that can be stopped before it fires: the runner keeps one for each
/// subscription the state asks for, and stops it when the state no longer does.
@MainActor
public protocol ShellTimer: AnyObject {
    func cancel()
}

extension GLibTimer: ShellTimer {}
extension WallClockAlarm: ShellTimer {}
