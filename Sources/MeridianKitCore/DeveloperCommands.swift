/// Whether the main menu offers a developer's commands ("Save Session as Test…"): only to
/// someone who asks for them with `MERIDIAN_DEVELOPER=1`, as a developer recording a test does.
/// A person using the app never meets a command meant for its test suite; the commands
/// themselves stay (`gapplication action` reaches them), only the menu leaves them out.
public enum DeveloperCommands {
    /// The environment variable that shows them: `1` shows them, anything else does not.
    public static let environmentVariable = "MERIDIAN_DEVELOPER"

    /// Whether `environment` (the process's) asks for the developer's commands.
    public static func areShown(in environment: [String: String]) -> Bool {
        environment[environmentVariable] == "1"
    }
}
