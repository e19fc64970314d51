/// What a database of the world's places says of them, as plain values: the cities and the
/// countries with their time zones. The shell reads it once from GWeather's location database
/// (the one GNOME Clocks searches); the core builds the chooser's places from it.
public struct Gazetteer: Equatable, Sendable {
    public struct City: Equatable, Sendable {
        /// In the user's language, then in English (the same when there is no translation).
        public var name: String
        public var englishName: String
        public var country: String?
        public var englishCountry: String?
        /// The state, province or region of its country it is in, when the database says:
        /// what tells apart the cities of a country that share a name (Paris, Illinois and
        /// Paris, Texas).
        public var state: String?
        /// The IANA identifier of the zone the city keeps.
        public var identifier: String
        /// Where it is, when the database says.
        public var coordinates: Coordinates?

        public init(
            name: String, englishName: String? = nil, country: String?, englishCountry: String? = nil, state: String? = nil,
            identifier: String, coordinates: Coordinates? = nil
        ) {
            self.name = name
            self.englishName = englishName ?? name
            self.country = country
            self.englishCountry = englishCountry ?? country
            self.state = state
            self.identifier = identifier
            self.coordinates = coordinates
        }
    }

    public struct Country: Equatable, Sendable {
        public var name: String
        public var englishName: String
        /// Its ISO 3166 code ("DE"), as the tz database's `zone.tab` names countries.
        public var code: String?
        /// Every zone of the country.
        public var identifiers: [String]
        /// The zone the database gives the country as a whole, when it gives one.
        public var mainIdentifier: String?

        public init(name: String, englishName: String? = nil, code: String? = nil, identifiers: [String], mainIdentifier: String? = nil) {
            self.name = name
            self.englishName = englishName ?? name
            self.code = code
            self.identifiers = identifiers
            self.mainIdentifier = mainIdentifier
        }
    }

    public var cities: [City]
    public var countries: [Country]

    public init(cities: [City] = [], countries: [Country] = []) {
        self.cities = cities
        self.countries = countries
    }
}
