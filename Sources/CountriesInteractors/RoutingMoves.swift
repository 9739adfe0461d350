import CountriesModel
import CountriesStore

/// The moves between screens that the screen and the navigation intents
/// share, as changes of a `Routing` value: the interactor that moves writes
/// the routing it returns, so no interactor calls another.
extension Routing {
    /// Shows `screen`, keeping the current one, and where it was shown
    /// from, to come back to.
    mutating func push(_ screen: Screen, notice: Notice? = nil) {
        if self.screen != screen {
            backStack.append(Place(self.screen, firstRow: firstRow))
            self.screen = screen
        }
        // The screen asked for again (`fra` on France's second page) opens at its top.
        firstRow = 0
        self.notice = notice
    }

    /// A command's run starts here: nothing to go back to, the screen
    /// shown from its top, and no notice from before it (a `--locale` with
    /// no names was said on stderr first), paged as the run is. What the
    /// command then writes of the routing is all its own, as `browse`'s
    /// start and a `--route` are.
    mutating func startCommand() {
        self = Routing(screen: screen, isPaged: isPaged)
    }

    /// The screen a link leads to; codes and names are read by `country`,
    /// the one lookup, as `show` reads them, and a list link takes the
    /// command line's list options. Without the way back, the link's screen
    /// is the first. False when the link leads nowhere, and a notice says why.
    @discardableResult
    mutating func follow(
        _ link: String, resolvingWith country: (String) throws -> Country, keepingTheWayBack: Bool, narrowedBy query: ListQuery = ListQuery()
    ) -> Bool {
        do {
            let screen = try Route.parse(link).screen(country: country).narrowed(by: query, link: link)
            if keepingTheWayBack {
                push(screen)
            } else {
                self = Routing(screen: screen, isPaged: isPaged)
            }
            return true
        } catch {
            notice = Notice(failure: error)
            return false
        }
    }
}
