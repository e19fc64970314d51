import Foundation

extension HistoryRules where State: Equatable {
    /// Checks the rules' replaceable transients against the reducer: drives two stores the same
    /// way — one folding transients, one keeping every action as it came — and compares all a
    /// user can reach: every step's state, label and time, every scoped view of every step, the
    /// present, and `verify()`. Returns the first difference, in words, or `nil` when the two
    /// agree. A wrong declaration (an action that does not overwrite all an earlier one of its
    /// slot wrote) shows here, in a test, instead of in a user's past.
    ///
    /// ```swift
    /// #expect(AppHistory.rules().foldingDivergence(initialState: start, reducer: reducer) { store in
    ///     for action in randomSession { store.send(action) }
    /// } == nil)
    /// ```
    @MainActor
    public func foldingDivergence<R: Reducer>(
        initialState: State, reducer: R, drive: (Store<State, Action, R.Effect>) -> Void
    ) -> String? where R.State == State, R.Action == Action {
        var complete = self
        complete.foldsTransients = false
        func makeStore(_ rules: HistoryRules) -> Store<State, Action, R.Effect> {
            var milliseconds: Int64 = 1_000_000_000_000
            return Store(initialState: initialState, reducer: reducer, history: rules) {
                milliseconds += 1000
                return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            }
        }
        let folded = makeStore(self)
        let reference = makeStore(complete)
        drive(folded)
        drive(reference)
        if let divergence = try? folded.verify() { return "the folded history does not replay: \(divergence)" }
        guard folded.timeline.stepCount == reference.timeline.stepCount else {
            return "\(folded.timeline.stepCount) steps folded, \(reference.timeline.stepCount) kept whole"
        }
        guard folded.present == reference.present else { return "the present differs" }
        for step in 0..<reference.timeline.stepCount {
            guard (try? folded.state(atStep: step)) == (try? reference.state(atStep: step)) else { return "the state at step \(step) differs" }
            guard folded.label(ofStep: step) == reference.label(ofStep: step) else { return "the label of step \(step) differs" }
            guard folded.time(ofStep: step) == reference.time(ofStep: step) else { return "the time of step \(step) differs" }
            for scope in allScopes {
                folded.jump(to: step, scope: scope)
                reference.jump(to: step, scope: scope)
                guard folded.state == reference.state else { return "step \(step) through scope \(scope.id) differs" }
            }
        }
        return nil
    }
}
