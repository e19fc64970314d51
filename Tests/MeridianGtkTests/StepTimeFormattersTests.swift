import Foundation
@testable import MeridianKit
import Testing

/// A step's time, as the past banner and the inspector's rows say it, from the kept formatters.
struct StepTimeFormattersTests {
    private func madeAfresh(_ date: Date, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    @Test func todayIsTheTimeAndAnotherDayTheDateAndTime() {
        let now = Date()
        let earlier = now.addingTimeInterval(-3 * 86_400)
        #expect(StepTimeFormatters.string(from: now) == madeAfresh(now, "HH:mm:ss"))
        #expect(StepTimeFormatters.string(from: earlier) == madeAfresh(earlier, "yyyy-MM-dd HH:mm:ss"))
        // Asked again, the kept formatters say the same.
        #expect(StepTimeFormatters.string(from: now) == madeAfresh(now, "HH:mm:ss"))
    }
}
