import Foundation

/// The order the clock list shows the zones in, for its sort order at an instant.
public enum ClockListOrder {
    /// The zones as the list shows them. Ties keep the user's order, so sorting is stable.
    public static func zones(_ zones: [Zone], sortedBy order: SortOrder, at now: Instant) -> [Zone] {
        switch order {
        case .manual:
            return zones
        case .byName:
            return stableSorted(zones) {
                $0.name.compare($1.name, options: [.caseInsensitive, .diacriticInsensitive, .numeric])
            }
        case .byOffset:
            let date = now.date
            let offsets = Dictionary(
                zones.map { ($0.id, TimeZone(identifier: $0.identifier)?.secondsFromGMT(for: date) ?? 0) },
                uniquingKeysWith: { first, _ in first })
            return stableSorted(zones) { lhs, rhs in
                let (a, b) = (offsets[lhs.id] ?? 0, offsets[rhs.id] ?? 0)
                return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
            }
        }
    }

    private static func stableSorted(_ zones: [Zone], by compare: (Zone, Zone) -> ComparisonResult) -> [Zone] {
        zones.enumerated().sorted { lhs, rhs in
            switch compare(lhs.element, rhs.element) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
