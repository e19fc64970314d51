import Foundation
import MeridianCore
import MeridianKit
import MeridianKitCore

/// Meridian's commands, each a GAction shared by buttons, the menu, shortcuts and D-Bus, and
/// the kit's it does its own way (its files' dialogs and words). Each reaches the application
/// unowned: the GtkApplication, and its actions, may outlive it (tests make many), and must not
/// keep its store alive after it.
@MainActor
struct MeridianCommands {
    unowned let application: MeridianApplication

    /// Every command, for the kit's application.
    var all: [ApplicationCommand<AppState>] {
        typealias Command = ApplicationCommand<AppState>
        return [
            Command("add-zone") { _ in application.store.send(.clockList(.addButtonClicked)) },
            Command("export-snapshot") { _ in
                chooseFile(.exportSnapshot) { path in path.map { application.files.exportSnapshot(to: $0) } }
            },
            Command("kept-histories") { _ in
                guard let autosave = application.autosave, autosave.status == .on else {
                    return application.shell.tell(tr("Kept Histories"), detail: tr("Autosave is off, so no history is kept aside in this session."))
                }
                application.shell.keptHistories.open()
            },
            Command("export-session") { _ in exportSessionWithDialog() },
            Command("save-session-as-test") { _ in
                chooseFile(.saveSessionAsTest) { path in path.map { application.files.exportSession(to: $0, recordingEveryState: true) } }
            },
            Command("import-snapshot") { _ in
                chooseFile(.importSnapshot) { path in path.map { application.files.importSnapshot(from: $0) } }
            },
            Command("import-session") { _ in
                chooseFile(.importSession) { path in path.map { application.files.perform(.importSession(path: $0)) } }
            },
            Command("export-snapshot-to", parameter: .string) { application.files.exportSnapshot(to: $0.string) },
            Command("export-session-to", parameter: .string) { application.files.exportSession(to: $0.string) },
            Command("open-media") { _ in
                chooseFile(.openMedia) { path in path.map { application.openMedia(at: $0) } }
            },
            Command("open-media-from", parameter: .string) { application.openMedia(at: $0.string) },
            Command("import-snapshot-from", parameter: .string) { application.files.importSnapshot(from: $0.string) },
            Command("import-session-from", parameter: .string) { application.files.importSession(from: $0.string) },
            Command("open-folder", parameter: .string) {
                let folder = $0.string
                if let reason = application.showFolder(URL(fileURLWithPath: folder, isDirectory: true).absoluteString, application.window?.window) {
                    application.files.sayFolderNotShown(folder, reason: reason)
                }
            },
            // The player's speed (a number, 1 for normal); its state is the speed on screen,
            // which the speed menu's radio items show.
            Command("playback-speed", parameter: .double, state: { .double($0.player.rate) }) {
                application.store.send(.playbackSpeedChosen($0.double))
            },
        ]
    }

    /// Shows the chooser for `choice` over the window, in Meridian's words.
    func chooseFile(_ choice: FileChoice, answer: @escaping @MainActor (String?) -> Void) {
        FileDialogs.choose(choice, parent: application.window?.window, words: .meridian, completion: answer)
    }

    /// Asks where, then exports the whole session there; `written` says whether a file was.
    func exportSessionWithDialog(_ written: @escaping @MainActor (Bool) -> Void = { _ in }) {
        chooseFile(.exportSession) { path in
            guard let path else { return written(false) }
            application.files.exportSession(to: path, completion: written)
        }
    }
}
