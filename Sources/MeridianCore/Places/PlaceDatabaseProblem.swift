/// Why the chooser knows no city or country: GWeather's database of places could not be
/// loaded. The shell says which way loading failed; the chooser then says that names of cities
/// and countries are unavailable, and why, and still finds every zone by its own name
/// ("Kolkata", "Tokyo", "America/").
public enum PlaceDatabaseProblem: Error, Equatable, Sendable {
    /// The library (libgweather-4) is not installed, or lacks a function Meridian calls.
    case libraryMissing
    /// The library loaded, but its database gave no place (a missing or damaged file).
    case databaseUnreadable

    /// The Debian package that holds the library and its database.
    public static let package = "libgweather-4-0"

    /// What the chooser says of it, beside what it finds.
    public var note: String {
        switch self {
        case .libraryMissing:
            tr("City and country names are unavailable: the GWeather library could not be loaded. Install the package {package} to find places by them.", ["package": Self.package])
        case .databaseUnreadable:
            tr("City and country names are unavailable: GWeather’s database of places could not be read. Reinstalling the package {package} may repair it.", ["package": Self.package])
        }
    }
}
