/// How dim secondary text is (GTK's `dim-label`: a zone's identifier, a hint, "Standard
/// time"; a header bar's subtitle), so that it still reads in every theme.
///
/// GTK 3's themes draw it at 55% opacity: 3.15:1 in Adwaita and 3.42:1 in HighContrast on
/// their window backgrounds, where WCAG AA asks 4.5:1 of text. At 75% it is at least 5.5:1 on
/// the windows and views of Adwaita, Adwaita dark, HighContrast and HighContrastInverse
/// (``themes``), and still lighter than the text beside it.
public enum DimText {
    /// The opacity of dim text over its background.
    public static let opacity = 0.75

    /// WCAG AA's least contrast for text.
    public static let leastContrast = 4.5

    /// A theme's text colour and the backgrounds it is drawn on, as Debian 12's GTK 3.24
    /// defines them (`theme_fg_color`, `theme_bg_color`, `theme_base_color`).
    public struct Theme: Equatable, Sendable {
        /// The name `GTK_THEME` takes.
        public var name: String
        /// The text's colour.
        public var text: PastColors.Colour
        /// The window's and the view's backgrounds.
        public var backgrounds: [PastColors.Colour]

        /// The theme `name`, with `text` drawn on `backgrounds`.
        public init(name: String, text: PastColors.Colour, backgrounds: [PastColors.Colour]) {
            self.name = name
            self.text = text
            self.backgrounds = backgrounds
        }
    }

    /// GTK 3's four themes.
    public static let themes = [
        Theme(name: "Adwaita", text: .init(0x2E3436), backgrounds: [.init(0xF6F5F4), .init(0xFFFFFF)]),
        Theme(name: "Adwaita:dark", text: .init(0xEEEEEC), backgrounds: [.init(0x353535), .init(0x2D2D2D)]),
        Theme(name: "HighContrast", text: .init(0x272C2E), backgrounds: [.init(0xFDFDFC), .init(0xFFFFFF)]),
        Theme(name: "HighContrastInverse", text: .init(0xF3F3F1), backgrounds: [.init(0x303030), .init(0x2D2D2D)]),
    ]

    /// The contrast of `text` drawn at `opacity` over `background`: the colour the eye sees
    /// is the two blended, channel by channel, as a compositor blends them.
    public static func contrast(of text: PastColors.Colour, at opacity: Double = opacity, over background: PastColors.Colour) -> Double {
        func blend(_ front: UInt8, _ back: UInt8) -> UInt32 {
            UInt32((opacity * Double(front) + (1 - opacity) * Double(back)).rounded())
        }
        let seen = PastColors.Colour(
            blend(text.red, background.red) << 16 | blend(text.green, background.green) << 8 | blend(text.blue, background.blue))
        return seen.contrast(with: background)
    }

    /// The rule for the kit's stylesheet: after the theme's, it overrides the theme's 55%.
    public static var css: String {
        ".dim-label, headerbar .subtitle, .titlebar:not(headerbar) .subtitle { opacity: \(opacity); }"
    }
}
