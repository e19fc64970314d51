/// A timer of the shell's that can be stopped before it fires: a runner of subscriptions keeps
/// one for each that the state asks for, and stops it when the state no longer does.
@MainActor
public protocol ShellTimer: AnyObject {
    /// Stops the timer if it has not fired yet.
    func cancel()
}

extension GLibTimer: ShellTimer {}
