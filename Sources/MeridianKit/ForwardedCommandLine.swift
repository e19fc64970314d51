import CGtk
import MeridianKitCore

/// A command line another process of the app forwarded to the instance already running
/// (`TimeTravelApplication.forward(_:)`): what it asks, and its answer — lines on that
/// process's standard error, and its exit status — given once, whenever the work it asked for
/// has an outcome. That process waits until then; if this one lets it go unanswered, it exits 0
/// having printed nothing.
@MainActor
public final class ForwardedCommandLine {
    /// The arguments, the program's name first.
    public let arguments: [String]
    /// Whether it came from another process; the app's own launch does not.
    public let isRemote: Bool
    private nonisolated(unsafe) var commandLine: OpaquePointer?

    init(_ commandLine: OpaquePointer) {
        var count: Int32 = 0
        let argv = g_application_command_line_get_arguments(UnsafeMutablePointer(commandLine), &count)
        arguments = (0..<Int(count)).map { index in argv?[index].map { String(cString: $0) } ?? "" }
        g_strfreev(argv)
        isRemote = g_application_command_line_get_is_remote(UnsafeMutablePointer(commandLine)) != 0
        self.commandLine = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(commandLine)))
    }

    /// Shows how far the work asked for has come on the other process's standard error, as a
    /// line redrawn in place (`ProgressLine`), `nil` wiping it; the answer wipes it too. Only
    /// for a standard error that is a terminal, which that process must say (a script's log
    /// would get carriage returns).
    public func showProgress(_ line: String?) {
        guard let commandLine else { return }
        guard let line else {
            if showsProgress { meridian_command_line_printerr(UnsafeMutablePointer(commandLine), ProgressLine.wiped) }
            showsProgress = false
            return
        }
        meridian_command_line_printerr(UnsafeMutablePointer(commandLine), ProgressLine.drawn(line))
        showsProgress = true
    }

    private var showsProgress = false

    /// Answers: `lines` on the other process's standard error, each escaped as the command
    /// line escapes what it prints, and `status` as its exit status. Only the first answer counts.
    public func answer(lines: [String], status: Int32) {
        showProgress(nil)
        guard let commandLine else { return }
        for line in lines { meridian_command_line_printerr(UnsafeMutablePointer(commandLine), TerminalText.escaped(line) + "\n") }
        g_application_command_line_set_exit_status(UnsafeMutablePointer(commandLine), status)
        g_object_unref(UnsafeMutableRawPointer(commandLine))
        self.commandLine = nil
    }

    // Releasing it sends the answer (status 0 when none was set); g_object_unref may run anywhere.
    deinit {
        if let commandLine { g_object_unref(UnsafeMutableRawPointer(commandLine)) }
    }
}
