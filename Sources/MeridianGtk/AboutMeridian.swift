import CGtk
import Foundation
import MeridianCore
import MeridianKit

/// What Meridian's About window says (the kit's `About`): name, version, what it is, website,
/// licence, and a logo it can draw.
@MainActor
enum AboutMeridian {
    /// The words and the logo, in the user's language.
    static var info: AboutInfo {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let theme = gtk_icon_theme_get_default()
        return AboutInfo(
            name: "Meridian", title: tr("About Meridian"), version: AppInfo.version,
            comments: tr("A world clock and media player in which nothing you do is ever lost"),
            website: AppInfo.website, websiteLabel: tr("Website"), copyright: AppInfo.copyright, license: .mit,
            authors: ["The Meridian developers"],
            logo: logo(executable: executable, themeHas: { gtk_icon_theme_has_icon(theme, $0) != 0 }, exists: { FileManager.default.fileExists(atPath: $0) }))
    }

    /// The icon the About window shows when the theme has none of Meridian's.
    static let genericIcon = "preferences-system-time-symbolic"

    /// The logo to show: the theme's icon when it has it (`themeHas`), else the first of the
    /// source tree's icons beside `executable` (`.build/debug/meridian`, its symlinks resolved)
    /// that exists, else the generic icon.
    static func logo(executable: String, themeHas: (String) -> Bool, exists: (String) -> Bool) -> AboutLogo {
        if themeHas(MeridianApplication.applicationID) { return .iconName(MeridianApplication.applicationID) }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let icon = "Resources/icons/hicolor/256x256/apps/\(MeridianApplication.applicationID).png"
        // .build/debug/meridian, or .build/x86_64-unknown-linux-gnu/debug/meridian: the tree is
        // two or three folders up.
        let found = ["../..", "../../.."].map { folder.appendingPathComponent("\($0)/\(icon)").standardized.path(percentEncoded: false) }.first(where: exists)
        return found.map(AboutLogo.file) ?? .iconName(genericIcon)
    }
}
