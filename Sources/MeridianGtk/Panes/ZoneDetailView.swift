import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianStore

/// The detail pane: one zone's time in large type, its facts, and the entry that renames it.
@MainActor
final class ZoneDetailView {
    let root: Widget
    let nameEntry: Widget
    let title = Widgets.label("", classes: ["detail-title"])
    let time = Widgets.label("", classes: ["detail-time"], overflow: .whole)
    let identifier = Widgets.label("", classes: ["dim-label"])
    let offset = Widgets.label("")
    let daylightSaving = Widgets.label("", classes: ["dim-label"], overflow: .whole)
    let nameError = Widgets.label("", classes: ["error-text"], overflow: .wrap)
    private let revealer: Widget
    private let name: EntryBinding

    init(store: AppStore, clockFormat: DesktopClockFormat) {
        nameEntry = gtk_entry_new()
        Widgets.setAccessibleName(nameEntry, tr("Time zone name"))
        let nameLabel = Widgets.label(tr("Name"), classes: ["dim-label"], overflow: .whole)
        gtk_label_set_mnemonic_widget(nameLabel.cast(), nameEntry)
        gtk_widget_set_no_show_all(nameError, 1)
        let close = Widgets.iconButton("window-close-symbolic", accessibleName: tr("Close details"))
        gtk_widget_set_valign(close, GTK_ALIGN_START)
        gtk_widget_set_halign(close, GTK_ALIGN_END)
        onSignal(close, "clicked") { store.send(.detail(.closeButtonClicked)) }

        let facts = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [title, time, identifier, offset, daylightSaving])
        gtk_widget_set_hexpand(facts, 1)
        let rename = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [nameLabel, nameEntry, nameError])
        gtk_widget_set_size_request(rename, 240, -1)
        gtk_widget_set_valign(rename, GTK_ALIGN_CENTER)
        let content = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 18, [facts, rename, close])
        Widgets.margins(content, 18)
        Widgets.addClass(content, "detail-pane")
        revealer = RevealerBinding.make(content, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        root = revealer

        name = EntryBinding(nameEntry, maximumLength: Int32(Limits.typedText), state: { [unowned store] in store.state.viewState.detail?.nameText }) {
            [unowned store] text in
            guard let zoneID = store.state.viewState.detail?.zoneID else { return }
            store.send(.detail(.nameTextChanged(zoneID: zoneID, text: text)))
        }
        let lifetime = WidgetLifetime(of: root).keep([
            store.observe({ DetailModel($0, clockFormat: clockFormat.current) }) { [unowned self] in self.render($0) }
        ])
        clockFormat.whenChanged(during: lifetime) { [unowned self, unowned store] in
            self.render(DetailModel(store.state, clockFormat: clockFormat.current))
        }
    }

    func render(_ model: DetailModel?) {
        RevealerBinding.apply(revealer, shown: model != nil, milliseconds: 200)
        guard let model else { return }
        Widgets.setLabel(title, model.name)
        Widgets.setLabel(time, model.localTime)
        Widgets.setLabel(identifier, model.identifier)
        Widgets.setLabel(offset, model.offset)
        Widgets.setLabel(daylightSaving, model.daylightSaving)
        name.apply(model.nameText)
        Widgets.setLabel(nameError, model.nameError ?? "")
        Widgets.setVisible(nameError, model.nameError != nil)
    }
}
