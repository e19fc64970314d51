import CGtk
import Foundation

// What the window's benchmarks share: printing a figure, percentiles, and turning the main loop.

/// Prints a line at once, even into a pipe.
public func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The value below which a share `p` of `values` lies; NaN for none.
public func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

/// How long `work` took, in nanoseconds (a label's measure takes microseconds).
func nanoseconds(of work: () -> Void) -> Int64 {
    let began = DispatchTime.now().uptimeNanoseconds
    work()
    return Int64(DispatchTime.now().uptimeNanoseconds - began)
}

/// Turns the main loop for a moment, so the X server maps windows and GTK lays them out.
@MainActor
public func settle(milliseconds: Int = 300) {
    let end = g_get_monotonic_time() + milliseconds * 1000
    while g_get_monotonic_time() < end {
        while g_main_context_iteration(nil, 0) != 0 {}
        g_usleep(2000)
    }
}
