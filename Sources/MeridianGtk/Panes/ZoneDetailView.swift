import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// The detail pane: one zone's name and a Close button in its header, its time in large type,
/// its facts, and the entry that renames it. The facts and the entry stand side by side where
/// the pane is wide and one above the other where it is not; the facts wrap rather than being
/// cut, so nothing is lost at any width or scale.
@MainActor
final class ZoneDetailView {
    private var host: ViewHost!
    /// The zone last shown: a closing pane slides shut showing it.
    private var lastShown: DetailModel?

    /// The host's box, for the window to hold.
    var widget: Widget { host.widget }
    /// The revealer that shows and hides the pane.
    var root: Widget { widgets.root.mountedWidget }
    var nameEntry: Widget { widgets.nameEntry.mountedWidget }
    var closeButton: Widget { widgets.closeButton.mountedWidget }
    var title: Widget { widgets.title.mountedWidget }
    var time: Widget { widgets.time.mountedWidget }
    var identifier: Widget { widgets.identifier.mountedWidget }
    var offset: Widget { widgets.offset.mountedWidget }
    var daylightSaving: Widget { widgets.daylightSaving.mountedWidget }
    var nameError: Widget { widgets.nameError.mountedWidget }
    var nameHint: Widget { widgets.nameHint.mountedWidget }
    var sun: Widget { widgets.sun.mountedWidget }

    /// The described widgets the shell and the tests reach.
    private struct Widgets {
        let root = WidgetReference(), nameEntry = WidgetReference(), closeButton = WidgetReference()
        let title = WidgetReference(), time = WidgetReference(), identifier = WidgetReference(), offset = WidgetReference()
        let daylightSaving = WidgetReference(), nameError = WidgetReference(), nameHint = WidgetReference(), sun = WidgetReference()
    }
    private let widgets = Widgets()

    /// `locations`: where each zone's principal place is, for sunrise and sunset.
    init(store: AppStore, clockFormat: DesktopClockFormat, locations: ZoneLocations = ZoneLocations()) {
        // The host holds the pane until its widgets are destroyed, then lets go of this closure.
        host = store.describe({ DetailModel($0, clockFormat: clockFormat.current, locations: locations) }) { [self] model, send in
            if let model { lastShown = model }
            return Self.pane(model, shown: lastShown, send.map { .detail($0) }, widgets)
        }
        // How the clocks read is the desktop's, not the state's.
        clockFormat.whenChanged(during: WidgetLifetime(of: host.widget)) { [weak host] in host?.update() }
    }

    /// The rename column's width, in pixels: room for a name of a few words.
    static let renameWidth = 220
    /// About as many characters as `renameWidth` holds: what the column's refusal wraps at.
    static let renameCharacters = 24
    static let margin = 18
    /// The least the pane shows of itself in a window too short for all of it (it scrolls
    /// then): the name and the time.
    static let minimumHeight = 110

    /// The pane open on `model`'s zone, or shut (`nil`) on the zone it `shown` last.
    private static func pane(_ model: DetailModel?, shown: DetailModel?, _ send: Send<DetailAction>, _ widgets: Widgets) -> View {
        // At its natural height where the window has room, scrolling where it has not: one
        // above the other, the facts and the entry are taller than the two side by side, and
        // must not make a short window taller. The scrolled area holds the revealer, not the
        // other way round: a revealer gives its child its natural height whatever its own, and
        // sliding down it showed the child's bottom, the name and Close cut off above.
        Scrolled {
            Revealer(isShown: model != nil, milliseconds: 200, transition: .slideDown) {
                VBox(spacing: 6) {
                    HBox(spacing: 12) {
                        Label(shown?.name ?? "", overflow: .wrapThenEllipsize(lines: 2)).styleClass("detail-title").expands(.horizontal).reference(widgets.title)
                        // A labelled button in the pane's own header: the window's close button, an
                        // ×, sits just above the pane, and an × here read as closing the window.
                        Button(tr("Close")) { send(.closeButtonClicked) }
                            .accessibleName(tr("Close details")).tooltip(tr("Close details")).align(vertical: .start).reference(widgets.closeButton)
                    }
                    // Two columns when both fit at their natural widths, one otherwise.
                    Flow(minimumPerLine: 1, maximumPerLine: 2, columnSpacing: 24, rowSpacing: 12) {
                        VBox(spacing: 4) {
                            Label(shown?.localTime ?? "", overflow: .whole).styleClass("detail-time").reference(widgets.time)
                            Label(shown?.identifier ?? "", overflow: .wrap).styleClass("dim-label").reference(widgets.identifier)
                            Label(shown?.offset ?? "", overflow: .wrap).reference(widgets.offset)
                            Label(shown?.daylightSaving ?? "", overflow: .wrap).styleClass("dim-label").reference(widgets.daylightSaving)
                            Label(shown?.sun ?? "", overflow: .wrap).visible(shown?.sun != nil).reference(widgets.sun)
                        }
                        VBox(spacing: 4) {
                            Label(mnemonic: tr("Name"), for: "name").styleClass("dim-label")
                            // Typing in the entry of a shut pane renames nothing.
                            Entry(shown?.nameText ?? "", placeholder: shown?.namePlaceholder, limit: ZoneNameValidator.maximumLength) { text in
                                if let zoneID = model?.zoneID { send(.nameTextChanged(zoneID: zoneID, text: text)) }
                            }
                            .accessibleName(tr("Time zone name")).tag("name").reference(widgets.nameEntry)
                            Label(shown?.nameHint ?? "", overflow: .wrap).maximumWidth(characters: Self.renameCharacters).styleClass("dim-label")
                                .visible(shown?.nameHint != nil).reference(widgets.nameHint)
                            // No wider than the column: a refusal that appears does not move the entry.
                            Label(shown?.nameError ?? "", overflow: .wrap).maximumWidth(characters: Self.renameCharacters).styleClass("error-text")
                                .visible(shown?.nameError != nil).reference(widgets.nameError)
                        }
                        // From the top: a refusal that appears under the entry does not push it up.
                        .minimumSize(width: renameWidth).align(vertical: .start)
                    }
                }
                .margins(margin)
            }
            .reference(widgets.root)
        }
        // Shut, it asks for no room.
        .takesNaturalHeight(minimum: model != nil ? minimumHeight : -1)
        .styleClass("detail-pane")
    }
}
