import CGtk
import Foundation
import MeridianKitCore
import MeridianStore

/// Frames an app's content so that the past is unmistakable: while the slider shows a step
/// before the present, a banner across the top says so ("Viewing the past — Step 12 of 44, as
/// it was at 14:02:31") with a button back to the present, and a frame in the same colour
/// surrounds the content, drawn over it. Its colours are `PastColors`, whose contrast holds in
/// every theme. Meanwhile nothing in the app animates: a step is shown as it was
/// (`StillPast`). After Undo there is no banner: the undone state is the present.
///
/// When the person acts on a past step, it becomes the present again; a notice above the
/// content says so, with Undo back to the present as it was (`CarriedOnNotice`).
///
/// Style it with the CSS classes `past-frame` (and `showing-past` while it shows the past),
/// `past-outline` (the frame), `past-banner`, `past-title` and `carried-on-notice`.
@MainActor
public final class PastFrame<State: TimeTravelState, Action: TimeTravelAction, Effect> {
    /// The content with the banner over it, to put where the content would go.
    public let root: Widget
    /// The banner, shown while the window shows the past.
    public let banner: Widget
    /// The frame around the content, shown with the banner.
    private let outline: Widget
    /// "Step 12 of 44, as it was at 14:02:31".
    public let detail = Widgets.label("", overflow: .ellipsize)
    /// "Viewing the past", or "Changes undone" after Undo.
    public let title: Widget
    /// Returns to the present.
    public let returnButton: Widget
    /// "Carried on from step 6 — the 20 later steps stay on the slider · Undo".
    public let carriedOnBar: Widget
    private let carriedOnLabel = Widgets.label("", overflow: .wrap)
    /// The timeline before the latest change, to tell a carrying on from a jump.
    private var lastTimeline: Timeline?
    /// The notice shown, and the timeline it was shown at.
    private var carriedOn: (notice: CarriedOnNotice, at: Timeline)?
    private let store: Store<State, Action, Effect>
    private let words: HistoryWords
    private let stepTime: (Int64) -> String
    private var shown: PastBanner?

    /// `content`, framed for `store`'s history, its steps' times written by `stepTime`
    /// (milliseconds since 1970; the inspector's, by default), in the app's `words`. It lives
    /// as long as its widgets.
    public init(
        store: Store<State, Action, Effect>, content: Widget, words: HistoryWords = HistoryWords(),
        stepTime: @escaping (Int64) -> String = InspectorSettings<State>.localTime
    ) {
        self.store = store
        self.words = words
        self.stepTime = stepTime
        title = Widgets.label(words.viewingThePast, classes: ["past-title"], overflow: .whole)
        returnButton = gtk_button_new_with_label(words.returnToPresent)
        Widgets.setAccessibleName(returnButton, words.returnToPresent)
        onSignal(returnButton, "clicked") { [unowned store] in store.returnToPresent() }
        Widgets.takeTheRoomGiven(detail)
        let texts = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [title, detail])
        // A jump changes the step and the time, never the banner's size.
        LayoutBoundary.install(on: texts)
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        banner = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [texts, returnButton])
        Widgets.addClass(banner, "past-banner")
        gtk_widget_set_no_show_all(banner, 1)
        gtk_widget_show_all(texts)
        gtk_widget_show(returnButton)
        let undo = gtk_button_new_with_label(words.undo)!
        let close = gtk_button_new_from_icon_name("window-close-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_button_set_relief(close.cast(), GTK_RELIEF_NONE)
        Widgets.setAccessibleName(close, words.closeNotice)
        Widgets.takeTheRoomGiven(carriedOnLabel)
        gtk_widget_set_valign(carriedOnLabel, GTK_ALIGN_CENTER)
        carriedOnBar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [carriedOnLabel, undo, close])
        Widgets.addClass(carriedOnBar, "carried-on-notice")
        gtk_widget_set_no_show_all(carriedOnBar, 1)
        gtk_widget_show_all(carriedOnLabel)
        gtk_widget_show(undo)
        gtk_widget_show(close)
        gtk_widget_set_vexpand(content, 1)
        outline = Widgets.box(GTK_ORIENTATION_VERTICAL)
        Widgets.addClass(outline, "past-outline")
        gtk_widget_set_no_show_all(outline, 1)
        // The banner and the notice take their room above the content: laid over it, they hid
        // what sits at its top (the clock list's toolbar, a kit app's entry) while the past
        // showed, and a click meant for those landed on the banner.
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [banner, carriedOnBar, content])
        root = gtk_overlay_new()
        gtk_container_add(root.cast(), column)
        gtk_overlay_add_overlay(root.cast(), outline)
        // The frame is drawn, not touched: clicks go through it to the content.
        gtk_overlay_set_overlay_pass_through(root.cast(), outline, 1)
        Widgets.addClass(root, "past-frame")
        let lifetime = WidgetLifetime(of: root).keep([
            store.observeTimeline { [unowned self] _ in self.refresh() },
        ]).keepAlive(self)
        lifetime.onEnd { [unowned self] in if self.shown?.isShown == true { StillPast.ended() } }
        onSignal(undo, "clicked") { [unowned self] in self.undoCarryingOn() }
        onSignal(close, "clicked") { [unowned self] in self.showCarriedOn(nil) }
    }

    /// Back to the present as it was before the person carried on: its changes, through the
    /// undo scope, as Undo shows them (the view stays as it is now).
    private func undoCarryingOn() {
        guard let notice = carriedOn?.notice else { return }
        showCarriedOn(nil)
        store.jump(to: notice.formerPresent, scope: store.undoScope ?? .everything)
    }

    private func showCarriedOn(_ shown: (notice: CarriedOnNotice, at: Timeline)?) {
        guard shown?.notice != carriedOn?.notice else { return }
        carriedOn = shown
        Widgets.setLabel(carriedOnLabel, shown?.notice.text ?? "")
        Widgets.setVisible(carriedOnBar, shown != nil)
    }

    private func refresh() {
        let timeline = store.timeline
        if let before = lastTimeline, let notice = CarriedOnNotice(before: before, after: timeline, undoScopeID: store.undoScope?.id, words: words) {
            showCarriedOn((notice, timeline))
        } else if let shown = carriedOn, !shown.notice.stands(at: timeline, shownAt: shown.at) {
            showCarriedOn(nil)
        }
        lastTimeline = timeline
        let time = timeline.isPreviewing ? store.time(ofStep: timeline.sliderStep).map { stepTime(Int64(($0.timeIntervalSince1970 * 1000).rounded())) } : nil
        render(PastBanner(timeline: timeline, stepTime: time ?? "", undoScopeID: store.undoScope?.id, words: words))
    }

    private func render(_ model: PastBanner) {
        guard model != shown else { return }
        if model.isShown != (shown?.isShown ?? false) { model.isShown ? StillPast.began() : StillPast.ended() }
        shown = model
        Widgets.setLabel(title, model.title)
        Widgets.setLabel(detail, model.detail)
        Widgets.setVisible(banner, model.isShown)
        Widgets.setVisible(outline, model.isShown)
        Widgets.setClass(root, "showing-past", model.isShown)
    }
}
