import Foundation

/// The colours that mark the past across an app's content: a banner across its top and a
/// frame around it, the same in every theme.
///
/// They do not follow the theme, so their contrast holds in all of them: the banner's text on
/// its fill is 6.1:1 (WCAG AA asks 4.5:1 of text), and the frame stands out at least 3.17:1
/// (AA's 3:1 for what a user must see of a control's state) from the window and view
/// backgrounds of Adwaita, Adwaita dark, HighContrast and HighContrastInverse
/// (``themeBackgrounds``). GNOME's warning orange, `#F57900`, with white text is 2.8:1.
public enum PastColors {
    /// A colour as CSS writes it in hex, with what WCAG computes of it.
    public struct Colour: Equatable, Sendable {
        /// Red, green and blue, 0 to 255.
        public var red, green, blue: UInt8

        /// The colour `0xRRGGBB`.
        public init(_ hex: UInt32) {
            red = UInt8(hex >> 16 & 0xFF)
            green = UInt8(hex >> 8 & 0xFF)
            blue = UInt8(hex & 0xFF)
        }

        /// `#E66100`.
        public var css: String {
            "#" + [red, green, blue].map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
        }

        /// WCAG 2's relative luminance: 0 for black, 1 for white.
        public var relativeLuminance: Double {
            func linear(_ channel: UInt8) -> Double {
                let value = Double(channel) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// WCAG 2's contrast ratio of this colour and `other`, from 1 to 21.
        public func contrast(with other: Colour) -> Double {
            let (a, b) = (relativeLuminance, other.relativeLuminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }
    }

    /// The banner's fill and the frame: GNOME's palette's orange 4.
    public static let mark = Colour(0xE66100)
    /// The banner's text.
    public static let text = Colour(0x000000)

    /// The backgrounds the frame is drawn against, by theme: GTK 3's windows and views, as
    /// Debian 12's GTK 3.24 paints them.
    public static let themeBackgrounds: [(theme: String, background: Colour)] = [
        ("Adwaita window", Colour(0xF6F5F4)), ("Adwaita view", Colour(0xFFFFFF)),
        ("Adwaita dark window", Colour(0x353535)), ("Adwaita dark view", Colour(0x2D2D2D)),
        ("HighContrast window", Colour(0xFDFDFC)), ("HighContrast view", Colour(0xFFFFFF)), ("HighContrastInverse", Colour(0x000000)),
    ]

    /// The rules that draw the banner and the frame, for the kit's stylesheet: the classes
    /// `past-frame` (with `showing-past` while the window shows the past; its frame is drawn by
    /// four `past-outline` edges, over the content) and `past-banner`; and the notice after carrying on
    /// from the past, `carried-on-notice`, in the theme's colours.
    public static var css: String {
        """
        .past-frame.showing-past > .past-outline { background-color: \(mark.css); min-width: 3px; min-height: 3px; }
        .past-banner { background-color: \(mark.css); color: \(text.css); padding: 6px 12px; }
        .history-bar.showing-past { box-shadow: inset 0 3px \(mark.css); }
        .carried-on-notice { background-color: @theme_base_color; color: @theme_text_color; padding: 6px 12px; border-bottom: 1px solid @borders; }
        """
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
