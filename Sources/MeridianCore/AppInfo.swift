/// What Meridian says of itself: in `--version`, the About dialog and the package's name. The
/// Makefile reads `version` from here, and the AppStream metainfo's newest release must match it.
public enum AppInfo {
    public static let version = "0.7.0"
    public static let website = "https://meridian.dev/"
    public static let licence = "MIT"
    public static let copyright = "© 2026 The Meridian developers"
}
