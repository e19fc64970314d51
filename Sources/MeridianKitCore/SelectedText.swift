/// Selected text and selected rows, so that they still read in every theme.
///
/// GTK 3's themes draw selected text white on their selection colour: 3.8:1 on Adwaita's blue,
/// where WCAG AA asks 4.5:1 of text, and HighContrast drew a message's selected words white on
/// a light grey while its window was not the active one (about 1.2:1). The kit draws them on
/// the theme's selection colour darkened to 80%, in the active window and the others alike:
/// 5.5:1 on Adwaita's blue, more on the darker ones.
public enum SelectedText {
    /// How much of the theme's selection colour is kept (GTK's `shade()`).
    public static let shade = 0.8

    /// The rule for the kit's stylesheet: after the theme's, it overrides its selection colours.
    public static var css: String {
        """
        label selection, label selection:backdrop, entry selection, entry selection:backdrop,
        row:selected, row:selected:backdrop {
            background-color: shade(@theme_selected_bg_color, \(shade));
            color: @theme_selected_fg_color;
        }
        """
    }
}
