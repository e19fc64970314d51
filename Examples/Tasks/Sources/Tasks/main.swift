import Foundation
import MeridianKit
import TasksCore
import TasksWindow

let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
let app = TimeTravelApplication(
    id: "dev.meridian.Tasks", title: "Tasks", store: store, session: TasksHistory.sessionFormat, view: tasksWindow)
exit(app.run())
