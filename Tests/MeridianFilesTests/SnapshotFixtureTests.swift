import Foundation
import MeridianCore
import MeridianFiles
import Testing
import TestSupport

/// Every fixture in `Fixtures/snapshots/` through `FileLoader`, the path the app's Import
/// Snapshot and `meridian snapshot validate` take: `NAME.json` is refused with exactly the
/// message in `NAME.expected` (`{path}` stands for the fixture's path), or read when there is
/// no `.expected`.
@Suite struct SnapshotFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/snapshots")
    static let loader = FileLoader(catalog: SystemTimeZones.catalog())

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(arguments: fixtures)
    func eachFixtureIsReadOrRefusedWithItsMessage(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let expectedFile = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".expected")).path
        let expected = try? String(contentsOfFile: expectedFile, encoding: .utf8)
            .trimmingCharacters(in: .newlines).replacingOccurrences(of: "{path}", with: path)
        switch Self.loader.snapshot(at: path) {
        case .success:
            #expect(expected == nil, "\(name) was read; expected: \(expected ?? "")")
        case .failure(let error):
            if ProcessInfo.processInfo.environment["PRINT_FIXTURE_MESSAGES"] != nil { print("FIXTURE \(name)\n\(error)\nEND") }
            #expect(error.description == expected, "\(name)")
        }
    }

    @Test func thereAreAtLeastThirtyWaysToBeWrong() throws {
        let refused = Self.fixtures.filter { FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent($0.replacingOccurrences(of: ".json", with: ".expected")).path) }
        #expect(refused.count >= 30)
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-huge-\(UUID().uuidString).json").path
        defer { unlink(path) }
        // A sparse file: 17 MB on paper, nothing on disk, and nothing read.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 17 << 20) == 0)
        guard case .failure(let error) = Self.loader.snapshot(at: path) else {
            Issue.record("a 17 MB file was read")
            return
        }
        #expect(error.description == "the file is 17 MB; a snapshot can be at most 16 MB")
    }

    @Test func aMissingFileAndSomethingThatIsNotAFileAreNamed() throws {
        #expect(Self.loader.snapshot(at: "/nonexistent/snapshot.json").failure?.description == "there is no file at /nonexistent/snapshot.json")
        #expect(Self.loader.snapshot(at: "/dev/null").failure?.description == "/dev/null is not a regular file")
    }
}
