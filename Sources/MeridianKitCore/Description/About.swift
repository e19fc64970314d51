/// The About window GNOME apps have: the app's name, version, what it is, its website, its
/// copyright and licence, its authors and its icon, shown while `isShown`. Its Close button,
/// Escape and the window's close call `onClose`; it stays until the state says it is not
/// shown, and is kept while hidden (GTK's About window, once destroyed, leaves its links'
/// accessibles behind for a screen reader to trip on). Put it anywhere in the window's
/// description: it takes no room there. `TimeTravelApplication.about` gives an app one, with
/// its command, `app.about`.
///
/// ```swift
/// About(AboutInfo(name: "Laps", version: "1.0", comments: "Times your laps", license: .mit),
///       isShown: state.showsAbout, onClose: { send(.aboutClosed) })
/// ```
public func About(_ info: AboutInfo, isShown: Bool, onClose: @escaping @MainActor () -> Void) -> View {
    var view = View(AboutContent(info: info, isShown: isShown))
    view.events.onActivate = onClose
    return view.visible(false)
}

/// What an About window says of the app.
public struct AboutInfo: Equatable, Sendable {
    /// The app's name.
    public var name: String
    /// The window's name for screen readers: "About Laps".
    public var title: String
    /// The app's version.
    public var version: String
    /// What the app is, in a line.
    public var comments: String
    /// Its website.
    public var website: String?
    /// The website link's words ("Website"); the address, when `nil`.
    public var websiteLabel: String?
    /// "© 2026 The Laps developers".
    public var copyright: String?
    /// Its licence.
    public var license: AboutLicense
    /// Who made it.
    public var authors: [String]
    /// Its picture.
    public var logo: AboutLogo

    /// An About window for the app `name` at `version`, titled "About `name`" unless `title` says.
    public init(
        name: String, title: String? = nil, version: String, comments: String, website: String? = nil, websiteLabel: String? = nil,
        copyright: String? = nil, license: AboutLicense, authors: [String] = [], logo: AboutLogo = .iconName("application-x-executable")
    ) {
        (self.name, self.title, self.version, self.comments) = (name, title ?? "About \(name)", version, comments)
        (self.website, self.websiteLabel, self.copyright, self.license, self.authors, self.logo) = (website, websiteLabel, copyright, license, authors, logo)
    }
}

/// The licence an About window names, with a link to its text.
public enum AboutLicense: Equatable, Sendable {
    /// The MIT (X11) licence.
    case mit
    /// The GNU GPL, version 3 or later.
    case gpl3OrLater
    /// The GNU LGPL, version 3 or later.
    case lgpl3OrLater
    /// The Apache licence, version 2.0.
    case apache2
    /// The Mozilla Public License, version 2.0.
    case mpl2
}

/// The picture an About window shows, 128 pixels square.
public enum AboutLogo: Equatable, Sendable {
    /// A themed icon (the app's id, once installed).
    case iconName(String)
    /// A picture file (the source tree's icon, run from a build).
    case file(String)
}

/// What an About window shows, and whether it is on screen.
public struct AboutContent: ViewKind, Sendable {
    /// What it says of the app.
    public var info: AboutInfo
    /// Whether it is on screen.
    public var isShown: Bool
}
