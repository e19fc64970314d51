import CGtk

/// What an application action (`app.NAME`) is given, read as the type it declared: a file's
/// path, a step's number, a speed. Menus, buttons, shortcuts, D-Bus and the command line all
/// reach an action the same way, so its handler reads its argument here, never from GVariant.
public enum ActionArgument: Equatable, Sendable {
    /// The action takes nothing.
    case none
    /// A text: a file's path, a scope's id.
    case string(String)
    /// A whole number: a step's.
    case int(Int)
    /// A number: a speed.
    case double(Double)

    /// The type an action takes.
    public enum Kind: Sendable {
        /// A text (GVariant `s`).
        case string
        /// A 32-bit whole number (GVariant `i`).
        case int32
        /// A number (GVariant `d`).
        case double
    }

    /// The text given; empty for another kind.
    public var string: String {
        if case .string(let text) = self { text } else { "" }
    }

    /// The number given; 0 for another kind.
    public var int: Int {
        if case .int(let number) = self { number } else { 0 }
    }

    /// The number given; 0 for another kind.
    public var double: Double {
        if case .double(let number) = self { number } else { 0 }
    }
}

/// One of an application's commands, `app.NAME`: what runs it, what it takes, its keys, and,
/// read from the state as it changes, whether it can run now and the state a menu's radio
/// items show (a stateful action: the player's speed).
public struct ApplicationCommand<State> {
    /// The action's name, without "app.".
    public var name: String
    /// What it takes; `nil`: nothing.
    public var parameter: ActionArgument.Kind?
    /// Its keys ("<Primary>z"); `nil`: the kit's (or none).
    public var accelerators: [String]?
    /// Whether it can run, from the state (a menu item and a button grey out); `nil`: always.
    public var isEnabled: (@MainActor (State) -> Bool)?
    /// The action's state, from the state, of the parameter's kind: a radio item shows the one
    /// equal to it. `nil`: a plain action.
    public var state: (@MainActor (State) -> ActionArgument)?
    /// Runs the action with what it was given.
    public var run: @MainActor (ActionArgument) -> Void

    /// `app.NAME` taking `parameter`, on `accelerators`, enabled while `isEnabled`, with the
    /// `state` a stateful action shows, run by `run`.
    public init(
        _ name: String, parameter: ActionArgument.Kind? = nil, accelerators: [String]? = nil,
        isEnabled: (@MainActor (State) -> Bool)? = nil, state: (@MainActor (State) -> ActionArgument)? = nil,
        run: @escaping @MainActor (ActionArgument) -> Void
    ) {
        self.name = name
        self.parameter = parameter
        self.accelerators = accelerators
        self.isEnabled = isEnabled
        self.state = state
        self.run = run
    }
}

/// Something an app puts in the window's header bar, beside the kit's Undo, Redo and menu.
public enum HeaderPart {
    /// A described part (buttons that run application actions: `Button(icon:name:command:)`).
    case view(View)
    /// A widget made by hand, where no description says it yet.
    case widget(@MainActor () -> Widget)
}
