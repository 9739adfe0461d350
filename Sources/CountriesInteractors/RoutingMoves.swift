import CountriesModel
import CountriesStore

/// The moves between screens that the screen and the navigation intents
/// share: plain functions of the store, not intents, so no interactor
/// calls another.
extension AppState {
    /// Shows `screen`, keeping the current one to come back to.
    func push(_ screen: Screen, notice: Notice? = nil) {
        var routing = self.routing
        if routing.screen != screen {
            routing.backStack.append(routing.screen)
            routing.screen = screen
        }
        // The screen asked for again (`fra` on France's second page) opens at its top.
        routing.firstRow = 0
        routing.notice = notice
        self.routing = routing
    }

    /// The screen a link leads to; codes and names resolve as `show`
    /// resolves them, and a list link takes the command line's list options.
    /// Without the way back, the link's screen is the first.
    /// False when the link leads nowhere, and a notice says why.
    @discardableResult
    func follow(_ link: String, in catalog: CountryCatalog, keepingTheWayBack: Bool, narrowedBy query: ListQuery = ListQuery()) -> Bool {
        do {
            let screen = try Route.parse(link).screen(in: catalog, locale: system.locale).narrowed(by: query, link: link)
            if keepingTheWayBack {
                push(screen)
            } else {
                routing = Routing(screen: screen)
            }
            return true
        } catch {
            routing.notice = Notice(failure: error)
            return false
        }
    }
}
