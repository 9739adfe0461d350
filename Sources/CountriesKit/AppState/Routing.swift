/// Which screen is showing, and the way back.
public struct Routing: Sendable, Equatable {
    public var screen: Screen
    /// Earlier screens, most recent last: `back` returns to the last.
    public var backStack: [Screen]
    /// The first row shown of a list longer than a page, counted from 0.
    public var firstRow: Int
    /// What the last command could not do, or asked to be told; shown under
    /// the screen until the next command. A one-shot command that could not
    /// find its country ends with `.noSuchCountry` or `.ambiguous`.
    public var notice: Notice?

    public init(screen: Screen = .list(ListQuery()), backStack: [Screen] = [], firstRow: Int = 0, notice: Notice? = nil) {
        self.screen = screen
        self.backStack = backStack
        self.firstRow = firstRow
        self.notice = notice
    }
}
