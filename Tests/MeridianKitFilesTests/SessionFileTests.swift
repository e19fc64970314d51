import Foundation
import MeridianKitFiles
import MeridianStore
import Testing

/// A tally: the smallest app with a history.
struct Tally: Codable, Equatable, Sendable {
    var count = 0
}

enum TallyAction: Codable, Equatable, Sendable {
    case added(Int)
}

struct TallyReducer: Reducer {
    func reduce(into state: inout Tally, action: TallyAction) -> [Never] {
        if case .added(let amount) = action { state.count += amount }
        return []
    }
}

@MainActor
func makeStore() -> Store<Tally, TallyAction, Never> {
    Store(
        initialState: Tally(), reducer: TallyReducer(),
        history: HistoryRules(policy: { _ in .step }, label: { action, _, _ in "\(action)" }), now: { Date(timeIntervalSince1970: 0) })
}

private let format = SessionFormat(name: "dev.meridian.Tally.session")

@MainActor
struct SessionFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-files-\(UUID())").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func export(_ store: Store<Tally, TallyAction, Never>, to path: String) async throws {
        let result = await withCheckedContinuation { done in store.exportSession(to: path, format: format) { done.resume(returning: $0) } }
        try result.get()
    }

    private func importing(_ path: String, into store: Store<Tally, TallyAction, Never>, as format: SessionFormat = format) async -> Result<Void, SessionFileError> {
        await withCheckedContinuation { done in store.importSession(from: path, format: format) { done.resume(returning: $0) } }
    }

    @Test func aSessionExportedThenImportedHasTheSameStepsAndStates() async throws {
        let store = makeStore()
        for amount in [1, 2, 3] { store.send(.added(amount)) }
        store.jump(to: 1)
        let path = folder + "/tally.json"
        try await export(store, to: path)

        let other = makeStore()
        try await importing(path, into: other).get()
        #expect(other.timeline.stepCount == 4)
        #expect(other.present == Tally(count: 6))
        #expect(try other.state(atStep: 2) == Tally(count: 3))
        #expect(other.timeline.isPreviewing && other.state == Tally(count: 1))
    }

    @Test func aFileOfAnotherAppOrOfANewerVersionChangesNothing() async throws {
        let store = makeStore()
        store.send(.added(5))
        let path = folder + "/tally.json"
        try await export(store, to: path)
        let other = makeStore()
        other.send(.added(1))
        let before = try other.archive()

        let otherApp = SessionFormat(name: "dev.meridian.Notes.session")
        #expect(await importing(path, into: other, as: otherApp).failure == (.otherFormat("dev.meridian.Tally.session")))
        let older = SessionFormat(name: format.name, version: 0)
        #expect(await importing(path, into: other, as: older).failure == (.newerVersion(1)))
        #expect(try other.archive() == before)
    }

    @Test func aDamagedFileIsRefusedWithThePlaceItIsWrong() async throws {
        let store = makeStore()
        store.send(.added(5))
        let path = folder + "/tally.json"
        try await export(store, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: #""count":5"#, with: #""count":"five""#)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let other = makeStore()
        guard case .invalid(let place, _) = await importing(path, into: other).failure else {
            Issue.record("a damaged session was imported")
            return
        }
        #expect(place.hasPrefix("history.") && place.hasSuffix("count"))
        #expect(other.timeline.stepCount == 1)
    }

    @Test func aPipeOrAFolderIsRefusedWithoutWaitingOnIt() async throws {
        let pipe = folder + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        let store = makeStore()
        #expect(await importing(pipe, into: store).failure == (.unreadable(.notRegular)))
        #expect(await importing(folder, into: store).failure == (.unreadable(.folder)))
        #expect(await importing(folder + "/none.json", into: store).failure == (.unreadable(.missing)))
        #expect(SessionFileError.unreadable(.folder).message(path: folder) == "\(folder) is a folder, not a file")
    }

    /// A file larger than the format reads is refused by its size before a byte is read: a
    /// 2 GB one (sparse, so it costs no disk) as quickly as a small one, naming both sizes.
    @Test(.timeLimit(.minutes(10))) func aFileOverTheLimitIsRefusedUnread() async throws {
        let big = folder + "/big.json"
        try #require(FileManager.default.createFile(atPath: big, contents: Data("{".utf8)))
        try #require(truncate(big, 2 << 30) == 0)
        defer { try? FileManager.default.removeItem(atPath: big) }
        #expect(await importing(big, into: makeStore()).failure == .unreadable(.tooLarge(size: 2 << 30, limit: format.maximumSize)))
        #expect(SessionFileError.unreadable(.tooLarge(size: 2 << 30, limit: 512 << 20)).message(path: big)
            == "\(big) is 2,048 MB, larger than 512 MB, the most it may be")

        let small = folder + "/small.json"
        try Data(repeating: 0x20, count: 100).write(to: URL(fileURLWithPath: small))
        #expect(RegularFile.read(at: small, maximumSize: 100).map(\.count) == .success(100))
        #expect(RegularFile.bytes(at: small, maximumSize: 100).map(\.count) == .success(100))
        #expect(RegularFile.read(at: small, maximumSize: 99).map(\.count) == .failure(.tooLarge(size: 100, limit: 99)))
        #expect(RegularFile.Problem.tooLarge(size: 100, limit: 99).message(path: small) == "\(small) is 100 bytes, larger than 99 bytes, the most it may be")
        #expect(RegularFile.Problem.tooLarge(size: nil, limit: 99).message(path: small).hasSuffix("it grew while it was read"))
    }

    @Test func aWriteThatFailsLeavesNoFileAndSaysWhy() async throws {
        let store = makeStore()
        let result = await withCheckedContinuation { done in
            store.exportSession(to: folder + "/missing/tally.json", format: format) { done.resume(returning: $0) }
        }
        #expect(result.failure == (FileWriteError(errno: ENOENT, path: folder + "/missing/tally.json")))
        #expect(FileWriteError(errno: ENOSPC, path: "/a.json").description == "could not write /a.json: the disk is full")
    }
}

extension Result where Success == Void {
    /// The error, or `nil` for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
