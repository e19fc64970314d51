import Synchronization

/// The sun's times already worked out, by day and place. A clock's row asks at every change of
/// the state (each History jump describes the list again), and working them out takes some
/// 6 µs a clock (eleven passes through NOAA's formulae); a day's times at a place never
/// change, so each is worked out once. Bounded: past `capacity` the oldest half goes.
final class SunTimesCache: Sendable {
    struct Key: Hashable {
        var day: Int
        var latitude: Double
        var longitude: Double
    }

    static let shared = SunTimesCache()
    static let capacity = 1024

    private let kept = Mutex<(times: [Key: SunTimes], order: [Key])>(([:], []))

    /// The sun's times at `place` on `day` (as `SunTimes(day:at:)`), worked out once.
    func sunTimes(day: Int, at place: Coordinates) -> SunTimes {
        let key = Key(day: day, latitude: place.latitude, longitude: place.longitude)
        if let known = kept.withLock({ $0.times[key] }) { return known }
        let times = SunTimes(day: day, at: place)
        kept.withLock { kept in
            if kept.times.updateValue(times, forKey: key) == nil { kept.order.append(key) }
            if kept.order.count > Self.capacity {
                for old in kept.order.prefix(Self.capacity / 2) { kept.times[old] = nil }
                kept.order.removeFirst(Self.capacity / 2)
            }
        }
        return times
    }

    var count: Int { kept.withLock { $0.times.count } }
}
