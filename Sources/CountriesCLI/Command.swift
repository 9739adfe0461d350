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
    /// The cities of names (`city paris "Paris, TX"`).
    case city([String])
    /// What is at a point, or at each point of a CSV.
    case at(PointRequest)
    /// The great-circle distance between two places.
    case distance(String, String)
    /// The built-in membership lists.
    case memberships
    case help(CommandName?)
    /// `help --man`: the manual page, in roff.
    case manual
    /// A completion script for this shell.
    case completion(CompletionScript.Shell)
    case version
}

extension Command {
    /// The command-line command this is, whose entry in the command table
    /// made it: its usage line follows an error found after parsing. Nil:
    /// the line named no command (`countries --region mars`, `--version`),
    /// whose usage is the program's. A test holds it to the table: every
    /// line the table parses is the command of the table's entry.
    package var name: CommandName? {
        switch self {
        case .automatic, .version: nil
        case .list: .list
        case .browse: .browse
        case .show: .show
        case .compare: .compare
        case .resolve: .resolve
        case .map: .map
        case .subdivisions: .subdivisions
        case .time: .time
        case .city: .city
        case .at: .at
        case .distance: .distance
        case .memberships: .memberships
        case .help, .manual: .help
        case .completion: .completion
        }
    }
}
