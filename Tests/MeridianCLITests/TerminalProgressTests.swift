import Foundation
import Testing

/// Long work on a file says how far it has come on a terminal, and on nothing else.
@Suite struct TerminalProgressTests {
    static let session = EveryReaderTests.fixtures.appendingPathComponent("sessions/valid.json").path

    /// `script` gives the command a terminal; `MERIDIAN_PROGRESS_AFTER=0` shows the line from the
    /// start, as a second of work would, without a test that depends on the machine's speed.
    @Test func onATerminalTheWorkSaysHowFarItHasComeAndTheLineIsWipedBeforeTheAnswer() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(CommandLineTests.executable) session replay --verify \(Self.session)", "/dev/null"]
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }.merging(["MERIDIAN_PROGRESS_AFTER": "0"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let shown = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shown)")
        #expect(shown.contains("\rReading “valid.json”… "), "\(shown.debugDescription)")
        #expect(shown.contains("\rReplaying “valid.json”… "), "\(shown.debugDescription)")
        // The line is wiped, and the answer stands alone on its line.
        #expect(shown.contains("\r\u{1B}[K\(Self.session): all 4 actions replay to the states that were recorded"), "\(shown.debugDescription)")
    }

    @Test func offATerminalNothingButTheAnswer() throws {
        let run = try CommandLineTests().meridian(["session", "replay", "--verify", Self.session], environment: ["MERIDIAN_PROGRESS_AFTER": "0"])
        #expect(run.status == 0 && run.errors == "")
        #expect(run.output == "\(Self.session): all 4 actions replay to the states that were recorded\n")
    }
}
