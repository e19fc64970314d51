import Foundation
import MeridianCore
import MeridianFileFormat
import MeridianFiles

// meridian-fuzz: libFuzzer's entry point for the snapshot and session readers. `make fuzz`
// builds it with `-sanitize=fuzzer,address` and runs it, seeded with the fixtures, for a
// bounded time. Any input must give a value or a FileError: a crash, a trap, an overflow or a
// hang is a bug.
nonisolated(unsafe) let reader = MeridianFileReader(catalog: SystemTimeZones.catalog())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    switch reader.snapshot(from: bytes) {
    case .success(let snapshot):
        // A snapshot that reads must write and read back as the same value.
        if let data = try? snapshot.jsonData(), case .success(let again) = reader.snapshot(from: Array(data)) {
            precondition(again == snapshot, "a snapshot changed on its way through a file")
        }
    case .failure(let error):
        precondition(!error.problems.isEmpty)
    }
    if case .failure(let error) = reader.session(from: bytes) {
        precondition(!error.problems.isEmpty)
    }
    return 0
}

// SwiftPM links an executable's entry point as `<module>_main`; hand it to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt
) -> CInt

@_cdecl("meridian_fuzz_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { start, count in fuzz(start, count) }
}
