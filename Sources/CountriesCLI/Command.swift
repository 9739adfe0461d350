import CountriesModel

package enum Command: Equatable, Sendable {
    /// No command given: `browse` when stdin and stdout are terminals, else `list`.
    case automatic(ListQuery)
    case list(ListQuery)
    /// The interactive session, starting on the list (or `--route`).
    case browse(ListQuery)
    /// A code or a name.
    case show(String)
    /// Two to five codes or names, side by side.
    case compare([String])
    /// Names to countries, many at once.
    case resolve(ResolveRequest)
    /// A map: of a country's region, or of the world.
    case map(MapQuery)
    /// A country's ISO 3166-2 subdivisions.
    case subdivisions(String)
    /// The clocks of countries' time zones, or of zones named.
    case time(TimeQuery)
    /// The built-in membership lists.
    case memberships
    case help(CommandName?)
    /// `help --man`: the manual page, in roff.
    case manual
    /// A completion script for this shell.
    case completion(CompletionScript.Shell)
    case version
}
