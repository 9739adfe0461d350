/// `countries browse`: reads commands a line at a time, turns each into
/// changes of the store, and re-renders whenever the store changes.
///
/// Rendering is driven by observing `AppState` only, never by the command
/// handlers: a `StoreObserver` renders after every change (loading, loaded,
/// failed, navigation, a locale change, a resize), coalescing changes that land
/// together, and the loop also renders once after each command so that a
/// transcript from a pipe does not depend on timing. Nothing is rendered
/// twice for the same changes; a render that would repeat the last one prints
/// nothing; one that changes only the status line prints only that line.
@MainActor
public final class BrowseSession {
    private let container: DIContainer
    private let console: any Console
    private let terminal: TerminalScreen?
    private var last: BrowseView.Render?
    private var observer: StoreObserver?
    /// `observer.changes` when the last render was made.
    private var renderedAt: Int?

    /// `terminal` nil: a pipe, each render printed in turn.
    public init(container: DIContainer, console: any Console, terminal: TerminalScreen?) {
        self.container = container
        self.console = console
        self.terminal = terminal
    }

    private var state: AppState { container.appState }
    private var navigation: NavigationInteractor { NavigationInteractor(appState: state) }

    /// `startingWith`: commands carried out before the first line is read
    /// (`--refresh` is a `refresh`).
    public func run(lines: AsyncStream<String>, startingWith commands: [BrowseCommand] = []) async throws {
        let observer = StoreObserver(observe: { [state] in _ = (state.userData, state.routing, state.system) }) { [weak self] in
            try? self?.render()
        }
        self.observer = observer
        defer { observer.stop() }
        try render()
        for command in commands {
            _ = await handle(command)
            try render()
        }
        for await line in lines {
            let goOn = await handle(BrowseCommand(line))
            try render()
            if !goOn { break }
        }
    }

    /// The store's current render, printed if it differs from the last.
    public func render() throws {
        let changes = observer?.changes ?? 0
        guard renderedAt != changes else { return }
        renderedAt = changes
        let render = BrowseView.render(state)
        defer { last = render }
        if let last, last.screen == render.screen {
            if last.status != render.status, !render.status.isEmpty {
                try console.out(render.status.joined(separator: "\n"))
                terminal?.prompt()
            }
            return
        }
        // A terminal redraws in place; a pipe's transcript gets a blank line between screens.
        let separator = terminal == nil && last != nil ? [""] : []
        terminal?.clear()
        try console.out((separator + render.screen + render.status).joined(separator: "\n"))
        terminal?.prompt()
    }

    /// Carries out one command; false to end the session.
    func handle(_ command: BrowseCommand) async -> Bool {
        let interactor = container.interactors.countries
        guard let catalog = state.userData.countries.value else {
            if command == .quit { return false }
            interactor.loadCountries()
            return true
        }
        let locale = state.system.locale
        // Only paging and row numbers need the rows: worked out for them alone.
        var rows: [Country]? { CountryListing.rows(of: state.routing.screen, in: catalog, locale: locale) }
        switch command {
        case .quit:
            return false
        case .nothing:
            break
        case .back:
            if !navigation.back() { navigation.say("Nothing to go back to.") }
        case .neighbors:
            switch state.routing.screen {
            case let .details(cca3), let .neighbors(cca3):
                navigation.open(.neighbors(cca3: cca3))
            case .list, .about:
                navigation.say("Open a country first, then ask for its neighbors.")
            }
        case .refresh:
            await interactor.refreshCountries()
            if let error = state.userData.countries.error {
                // The cache is as it was: show that data again, and why.
                interactor.loadCountries()
                navigation.say("Refresh failed: \(ErrorReport(error).message)")
            }
        case .help:
            navigation.say(BrowseCommand.summary)
        case .next, .previous:
            guard let rows else { navigation.say("Only a list has pages."); break }
            navigation.page(by: command == .next ? 1 : -1, pageSize: BrowseView.pageSize(state.system), rowCount: rows.count)
        case let .locale(code):
            if let chosen = NameLocale(code: code) {
                state.system.locale = chosen
                navigation.say(nil)
            } else {
                navigation.say("No country names in \(quoted(code)). Languages: \(NameLocale.supportedCodes.joined(separator: ", ")).")
            }
        case let .open(number):
            let rows = rows
            guard let rows, (1...max(1, rows.count)).contains(number), !rows.isEmpty else {
                navigation.say("No row \(number) here\(rows.map { "; the rows are 1 to \($0.count)" } ?? "").")
                break
            }
            navigation.open(.details(cca3: rows[number - 1].cca3))
        case let .route(link):
            do {
                navigation.open(try Route.parse(link).screen(in: catalog, locale: locale))
            } catch {
                navigation.say((error as? UsageError)?.message ?? ErrorReport(error).message)
            }
        case let .text(text):
            if case let .found(country) = CountryLookup.resolve(text, in: catalog, locale: locale) {
                navigation.open(.details(cca3: country.cca3))
            } else if CountryListing.countries(in: catalog, query: ListQuery(search: text), locale: locale).isEmpty {
                navigation.say("No country matches \(quoted(text)).")
            } else {
                navigation.open(.list(ListQuery(search: text)))
            }
        }
        return true
    }
}
