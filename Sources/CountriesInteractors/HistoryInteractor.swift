import CountriesData
import CountriesModel
import CountriesStore

/// `browse`'s line history, kept between sessions: read at the start,
/// each line added after it is run. Which lines are kept is decided here:
/// never one holding a key, never more than `bound`. A file that cannot be
/// read or written never ends a session: it is said once, and the history
/// is off from then on.
@MainActor
package protocol HistoryInteractor {
    /// The kept lines into `userData.history`.
    func loadHistory()
    /// A line typed at the prompt, added and written, unless it holds a key.
    func remember(_ line: String)
}

// MARK: - Real

package struct RealHistoryInteractor: HistoryInteractor {
    /// As bash's HISTFILESIZE and fzf's --history-size, which keep 500 and 1,000.
    package static let bound = 1_000

    let appState: AppState
    /// nil: the history is off (`COUNTRIES_HISTORY=`, or no home to keep it in).
    let repository: (any HistoryRepository)?
    /// The keys in the environment, whatever variable holds them: a line
    /// that holds one is never written.
    let secrets: [String]

    package init(appState: AppState, repository: (any HistoryRepository)?, secrets: [String] = []) {
        self.appState = appState
        self.repository = repository
        self.secrets = secrets.filter { !$0.isEmpty }
    }

    package func loadHistory() {
        guard let repository else { return }
        do {
            let lines = try repository.loadLines().filter { !holdsAKey($0) }
            appState.userData.history = LineHistory(lines: Array(lines.suffix(Self.bound)), isKept: true)
        } catch {
            // A file that cannot be read is not written over either: it may be someone's.
            appState.userData.history = LineHistory(isKept: false, failure: String(describing: error))
        }
    }

    package func remember(_ line: String) {
        var history = appState.userData.history
        // The failure was said under the screen of the line that met it: once.
        history.failure = nil
        let text = line.trimmingWhitespace()
        if history.isKept, let repository, !text.isEmpty, history.lines.last != line, !holdsAKey(line) {
            history.lines.append(line)
            history.lines.removeFirst(max(0, history.lines.count - Self.bound))
            do {
                try repository.saveLines(history.lines)
            } catch {
                history.isKept = false
                history.failure = String(describing: error)
            }
        }
        if history != appState.userData.history { appState.userData.history = history }
    }

    /// The key itself, or what looks like one being given: `--api-key …`,
    /// `key=…`, `token: …`, or a REST Countries key by its prefix. Better a
    /// line lost from the history than a key on the disk.
    private func holdsAKey(_ line: String) -> Bool {
        if secrets.contains(where: { line.contains($0) }) { return true }
        let folded = line.lowercased()
        if ["api-key", "api_key", "apikey", "rc_live_", "rc_test_"].contains(where: { folded.contains($0) }) { return true }
        return ["key", "token", "secret", "password"].contains { word in
            folded.ranges(of: word).contains { found in
                let after = folded[found.upperBound...].drop { $0 == " " }
                return after.first == "=" || after.first == ":"
            }
        }
    }
}
