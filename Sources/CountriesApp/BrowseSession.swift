import CountriesCLI
import CountriesData
import CountriesStore
import CountriesUI

/// `countries browse`: reads lines, makes each one interactor call, and
/// re-renders whenever the store changes. It decides nothing itself.
///
/// Rendering is driven by observing `AppState` only, never by the commands:
/// a `StoreObserver` renders after every change (loading, loaded, failed,
/// navigation, a locale change, a resize), coalescing changes that land
/// together, and the loop also renders once after each line so that a
/// transcript from a pipe does not depend on timing. Nothing is rendered
/// twice for the same changes; a render that would repeat the last one prints
/// nothing. On a terminal every other render redraws the whole screen in
/// place; in a pipe's transcript one that changes only the status line
/// prints only that line.
@MainActor
package final class BrowseSession {
    private let container: DIContainer
    private let console: any Console
    private var last: BrowseView.Render?
    private var observer: StoreObserver?
    /// `observer.changes` when the last render was made.
    private var renderedAt: Int?
    /// A dumb terminal (`TERM=dumb`): no line editor draws the prompt, so the
    /// session writes it, plainly, before each line it waits for.
    private let promptsPlainly: Bool
    /// The lines being read and answered, and what ended them early.
    private var session: Task<Void, any Error>?
    private var failure: (any Error)?

    package init(container: DIContainer, console: any Console, promptsPlainly: Bool = false) {
        self.container = container
        self.console = console
        self.promptsPlainly = promptsPlainly
    }

    private var state: AppState { container.appState }
    private var screen: (any TerminalScreen)? { container.screen }

    /// `refreshingFirst`: `--refresh`, carried out before the first line is read.
    package func run(refreshingFirst: Bool = false) async throws {
        let observer = StoreObserver(observe: { [state] in _ = (state.userData, state.routing, state.system) }) { [weak self] in
            self?.renderChange()
        }
        self.observer = observer
        defer { observer.stop() }
        // The session in a task of its own, so that a render made between
        // lines (a resize, a refresh's progress) that fails can stop it at
        // once, not when the next line comes.
        let session = Task { try await self.read(refreshingFirst: refreshingFirst) }
        self.session = session
        try await withTaskCancellationHandler { try await session.value } onCancel: { session.cancel() }
        if let failure { throw failure }
    }

    /// A render made between lines (the store changed, or the terminal was
    /// given back): its failure ends the session.
    private func renderChange() {
        do {
            try render()
        } catch {
            failure = failure ?? error
            session?.cancel()
        }
    }

    private func read(refreshingFirst: Bool) async throws {
        // Checked before each render, so a cache that cannot be read is said
        // once, as the error that ends the session (74, on stderr), never
        // shown as a screen first (issue 45: an unreadable one was printed
        // on stdout at each render, and the session ended 0).
        if !refreshingFirst { try endIfTheCacheFails() }
        try render()
        if refreshingFirst {
            await dispatch(.refresh)
            try endIfTheCacheFails()
            try render()
        }
        // Before the input starts: a terminal's line editor begins with these lines.
        container.interactors.history.loadHistory()
        try render()
        try promptPlainly()
        for await line in container.input.lines() {
            let command = BrowseCommand(line)
            if command == .quit { break }
            await dispatch(command)
            try endIfTheCacheFails()
            // Kept once run: the line's outcome is on screen before the disk
            // is touched. A page turned is no line to recall: Space and
            // PageDown send `next` many times a session.
            if command != .next, command != .previous { container.interactors.history.remember(line) }
            try render()
            try promptPlainly()
        }
    }

    private func endIfTheCacheFails() throws(CacheError) {
        if let failed = Outcome.unreadableCache(in: state) { throw failed }
    }

    private func promptPlainly() throws {
        if promptsPlainly { try console.prompt(LineEditor.prompt) }
    }

    /// One line, one interactor call.
    private func dispatch(_ command: BrowseCommand) async {
        let navigation = container.interactors.navigation
        switch command {
        case .quit, .nothing: break
        case .refresh: await container.interactors.countries.refreshCountries()
        case .back: navigation.back()
        case .neighbors: navigation.showNeighbours()
        case .time: container.interactors.time.showTimesOfOpenCountry()
        case .help: navigation.showHelp()
        // How long the screen is at this width is the view's to say.
        case .next: navigation.turnPage(.next, screenLines: BrowseView.screenLines(state))
        case .previous: navigation.turnPage(.previous, screenLines: BrowseView.screenLines(state))
        case let .locale(code): container.interactors.settings.changeLocale(code)
        case let .open(number): navigation.openRow(number)
        case let .route(link): navigation.openRoute(link)
        case let .text(text): navigation.open(text)
        case let .narrow(filters): navigation.narrow(by: filters)
        case let .refused(reason): navigation.refuse(reason)
        case .clearFilters: navigation.clearFilters()
        }
    }

    /// The current render drawn whole, whatever was drawn before: the
    /// terminal's screen is empty again (continued after Ctrl-Z).
    package func redraw() {
        last = nil
        renderedAt = nil
        renderChange()
    }

    /// The store's current render, printed if it differs from the last.
    private func render() throws {
        let changes = observer?.changes ?? 0
        guard renderedAt != changes else { return }
        renderedAt = changes
        // A cache changed while an intent read it is the store's failure
        // (`confirmReads`), written before the render: it ends the session
        // as its error, never as a screen.
        container.interactors.countries.confirmReads()
        try endIfTheCacheFails()
        let render = BrowseView.render(state)
        defer { last = render }
        // A pipe's transcript gets only a changed status line; a terminal always
        // redraws the whole screen in place, so nothing is ever appended below it.
        if screen == nil, let last, last.screen == render.screen {
            if last.status != render.status, !render.status.isEmpty {
                try console.out(render.status.joined(separator: "\n"))
                screen?.prompt()
            }
            return
        }
        // A terminal redraws in place; a pipe's transcript gets a blank line between screens.
        if screen != nil, render == last { return }
        let separator = screen == nil && last != nil ? [""] : []
        screen?.clear()
        try console.out((separator + render.screen + render.status).joined(separator: "\n"))
        screen?.prompt()
    }
}
