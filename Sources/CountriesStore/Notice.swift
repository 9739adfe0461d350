import CountriesModel

/// What a command could not do, or asked to be told. Plain data: the words
/// are the view's (`NoticeView`).
package enum Notice: Sendable, Equatable {
    case nothingToGoBackTo
    /// `next` on the last page, `prev` (forward: false) on the first.
    case noMorePages(forward: Bool)
    /// A country's own screen (its neighbours, its time) asked of a
    /// screen that shows no country.
    case noCountryOpen(asked: CountryScreenAsked)
    /// A number taken as a row, which is also the code of another country.
    case tookRow(Int, codeOf: String)
    /// A number that is no row here, taken as a country's code.
    case tookCode(Int, name: String)
    /// A row number the list on screen does not show, and no code either;
    /// `rows`: the numbers on screen, nil when there is no list.
    case noRow(Int, rows: ClosedRange<Int>?)
    /// A name that opened a country and is also in the names of `others`
    /// (`guinea`): they are a search away.
    case openedOthersMatch(String, others: Int, search: String)
    /// A browse filter with a value it cannot take (`region atlantis`): why.
    case refused(String)
    /// `+44`: always a calling code; `only`, the one country dialled with
    /// it, opened; nil when a list of them is shown.
    case tookCallingCode(String, only: String?)
    /// Typed text that is no code, no name and matches no country; a
    /// list's search (empty: its other options) that keeps none.
    case noMatch(String)
    case unknownLocale(String)
    /// `locale` with no code.
    case localeNeeded
    /// A code or name that fits no single country. The error itself, not
    /// its parts: a one-shot command ends with it as its error line and
    /// exit status, unchanged.
    case lookupFailed(LookupError)
    /// A link that is no route, and why; as `lookupFailed`, the error itself.
    case badRoute(RouteError)
    /// `--member` asked of data without memberships (the v3.1 snapshot):
    /// the list is empty because the data cannot say, not because no
    /// country belongs.
    case noMembershipData
    /// A part of a country named for it, and taken as the country (the
    /// United Kingdom's four): said on stderr beside the output.
    case tookPartForCountry(PlaceInCountry)
    /// Refreshed data whose memberships are not the built-in lists': said
    /// on stderr beside the output, which shows the refreshed data's.
    case membershipsDiffer(MembershipDifference)
    /// A `--region` that is neither a data region nor a UN M49 one.
    case unknownRegion(String)
    /// A refresh that failed, in its error's words: the data on screen is
    /// the data from before, not the fresh data asked for.
    case refreshFailed(String)
    /// The built-in world data (regions, subdivisions, names, membership
    /// lists) could not be read, in its error's words: the countries are
    /// still there.
    case worldDataDamaged(String)
}

/// Which of a country's own screens was asked for, for the notice that
/// there is no country open to show it of.
package enum CountryScreenAsked: Sendable, Equatable {
    case neighbors, time
}
