import Foundation
import MeridianKitFiles
import Testing

/// A file written whole or not at all, and nothing else in its folder while it is written: a
/// process killed at any moment of the write (Ctrl+C, `kill -9`) leaves the folder as it was.
@Suite struct AtomicFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func whileItIsWrittenTheFolderHoldsOnlyWhatItHeldBefore() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/session.json"
        try AtomicFile.write(Data("old".utf8), to: path)
        var seenWhileWriting: [[String]] = []
        try AtomicFile.write(to: path) { put in
            for piece in ["{", "\"a\":", "1}"] {
                try Data(piece.utf8).withUnsafeBytes { try put($0) }
                seenWhileWriting.append(try names())
                #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            }
        }
        #expect(seenWhileWriting == Array(repeating: ["session.json"], count: 3))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"a\":1}")
        #expect(try names() == ["session.json"])
    }

    @Test func aWriteStoppedHalfwayLeavesNothingBehind() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        struct Stopped: Error {}
        let path = folder + "/new.json"
        #expect(throws: Stopped.self) {
            try AtomicFile.write(to: path) { put in
                try Data("{\"half\":".utf8).withUnsafeBytes { try put($0) }
                throw Stopped()
            }
        }
        #expect(try names() == [])
    }

    @Test func aFolderThatIsNotThereIsSaidAsTheFilesProblem() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/missing/new.json"
        #expect(throws: FileWriteError(errno: ENOENT, path: path)) { try AtomicFile.write(Data("x".utf8), to: path) }
        #expect(try names() == [])
    }
}
