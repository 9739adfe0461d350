import CountriesModel

/// Which screen is showing, and the way back.
package struct Routing: Sendable, Equatable {
    package var screen: Screen
    /// Earlier screens, most recent last, each with the row it was shown
    /// from: `back` returns to the last, where it was (a list left from its
    /// second page comes back on its second page).
    package var backStack: [Place]
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

    /// A screen on the way back, and its first row shown when it was left.
    package struct Place: Sendable, Equatable {
        package var screen: Screen
        package var firstRow: Int

        package init(_ screen: Screen, firstRow: Int = 0) {
            self.screen = screen
            self.firstRow = firstRow
        }
    }

    /// `backStack`: earlier screens, each left at its top.
    package init(screen: Screen = .list(ListQuery()), backStack: [Screen] = [], firstRow: Int = 0, isPaged: Bool = false, notice: Notice? = nil) {
        self.init(screen: screen, wayBack: backStack.map { Place($0) }, firstRow: firstRow, isPaged: isPaged, notice: notice)
    }

    package init(screen: Screen, wayBack: [Place], firstRow: Int = 0, isPaged: Bool = false, notice: Notice? = nil) {
        self.screen = screen
        backStack = wayBack
        self.firstRow = firstRow
        self.isPaged = isPaged
        self.notice = notice
    }
}
