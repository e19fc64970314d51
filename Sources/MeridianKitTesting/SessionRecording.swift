import Foundation

/// The switch that records a folder of sessions again, when an app's behaviour changed on
/// purpose: `MERIDIAN_RECORD_SESSIONS=1 swift test`, as snapshot-testing libraries record
/// their references. While it is set, every replay records its folder and fails, so a
/// recording is never taken for a pass.
public enum SessionRecording {
    /// The environment variable's name.
    public static let environmentVariable = "MERIDIAN_RECORD_SESSIONS"

    /// Whether the switch is on: set to anything but "", "0", "no" or "false".
    public static var isOn: Bool {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable]?.lowercased() else { return false }
        return !["", "0", "no", "false"].contains(value)
    }
}
