import CountriesModel

/// Which screen is showing, and the way back.
package struct Routing: Sendable, Equatable {
    package var screen: Screen
    /// Earlier screens, most recent last: `back` returns to the last.
    package var backStack: [Screen]
    /// The first row shown of a list longer than a page, or the first line
    /// of another screen taller than the window (details, help), counted
    /// from 0. Every new screen starts at its top.
    package var firstRow: Int
    /// The screens are shown a page at a time (`browse`), else whole (a
    /// command's output): a list's rows written are then a page's.
    package var isPaged: Bool
    /// What the last command could not do, or asked to be told; shown under
    /// the screen until the next command. A one-shot command that could not
    /// find its country ends with `.lookupFailed` or `.badRoute`.
    package var notice: Notice?

    package init(screen: Screen = .list(ListQuery()), backStack: [Screen] = [], firstRow: Int = 0, isPaged: Bool = false, notice: Notice? = nil) {
        self.screen = screen
        self.backStack = backStack
        self.firstRow = firstRow
        self.isPaged = isPaged
        self.notice = notice
    }
}
