/// The only code that changes state: a pure function of the state and an action.
///
/// It returns the effects the shell should perform (start a timer, seek the player, write a
/// file) as values. Anything impure — the time, a new id, a file's contents — must arrive inside
/// the action, so that replaying the history reproduces every state.
public protocol Reducer<State, Action, Effect> {
    /// Everything that can change.
    associatedtype State
    /// What can happen.
    associatedtype Action
    /// What the app asks of the world; `Never` when it asks nothing.
    associatedtype Effect

    /// Changes `state` for `action` and returns the effects the app should perform.
    func reduce(into state: inout State, action: Action) -> [Effect]
}
