/// A place the chooser lists: a city, a country, or a time zone known only by its identifier.
/// Whatever it is, choosing it adds a clock for its zone, called by its name.
public struct Place: Equatable, Hashable, Sendable {
    public enum Kind: Equatable, Hashable, Sendable {
        case city, country, zone
    }

    public var kind: Kind
    /// What the chooser shows first, and what a new clock for it is called: "São Paulo".
    public var name: String
    /// The country of a city or a zone; `nil` for a country itself, and a zone of no one country.
    public var country: String?
    /// The state or region of its country, for a city that shares its name with another of
    /// its country ("Paris, Illinois, United States"); `nil` otherwise.
    public var region: String?
    /// The IANA identifier of the zone a clock for it keeps.
    public var identifier: String
    /// Other names it is found by: its English name beside the translated one.
    public var otherNames: [String]
    /// Where a city is; `nil` for a country or a zone.
    public var coordinates: Coordinates?

    public init(
        kind: Kind, name: String, country: String? = nil, region: String? = nil, identifier: String, otherNames: [String] = [],
        coordinates: Coordinates? = nil
    ) {
        self.kind = kind
        self.name = name
        self.country = country
        self.region = region
        self.identifier = identifier
        self.otherNames = otherNames
        self.coordinates = coordinates
    }

    /// What choosing it adds.
    public var choice: ZoneChoice { ZoneChoice(identifier: identifier, name: name, coordinates: coordinates) }

    /// What the chooser lists it as: "São Paulo, Brazil", "Paris, Texas, United States"; a
    /// country or a zone of no country alone.
    public var title: String {
        guard let country else { return name }
        guard let region else { return tr("{place}, {country}", ["place": name, "country": country]) }
        return tr("{place}, {region}, {country}", ["place": name, "region": region, "country": country])
    }
}

/// A zone to add, as the chooser lists it: its identifier, and the name the new clock gets.
public struct ZoneChoice: Codable, Equatable, Hashable, Sendable {
    public var identifier: String
    public var name: String
    /// Where a city is, which the new clock keeps for its sunrise and sunset; `nil` for a
    /// country or a zone (and in logs written before choices said it).
    public var coordinates: Coordinates?

    public init(identifier: String, name: String, coordinates: Coordinates? = nil) {
        self.identifier = identifier
        self.name = name
        self.coordinates = coordinates
    }
}
