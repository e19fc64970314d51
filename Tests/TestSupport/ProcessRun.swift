import Foundation

/// What a command run to its end said and how it ended.
public struct ProcessRun: Sendable {
    /// Its exit status.
    public var status: Int32
    /// Its standard output and standard error, together, as they came.
    public var output: String

    /// Runs `executable` with `arguments`, in this process's environment with `environment` over it.
    public init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
    }
}
