/// One organisation's members, as written by hand in memberships.tsv.
public struct WorldMembershipList: Sendable, Equatable {
    public enum Role: UInt8, Sendable {
        case member = 0
        /// A non-member observer state (the UN's Holy See and Palestine).
        case observer = 1
        /// A member whose membership is suspended (Venezuela in Mercosur).
        case suspended = 2
    }

    public struct Member: Sendable, Equatable {
        public let cca2: String
        public let cca3: String
        public let role: Role
    }

    /// "eu", "eurozone", "schengen", "eea", "efta", "oecd", "g7", "g20",
    /// "nato", "commonwealth", "asean", "au", "mercosur", "brics", "opec", "un".
    public let key: String
    /// "European Union".
    public let name: String
    /// The organisation's own page of its members.
    public let source: String
    /// The date the list describes, "2026-01-01".
    public let asOf: String
    public let note: String?
    /// Every country listed, observers and suspended members too, by cca2.
    public let members: [Member]
    /// Members that are not countries: the G20's European Union and African Union.
    public let nonCountryMembers: [String]

    /// The full members' cca2 codes: what `--member KEY` lists.
    public var memberCodes: [String] { members.filter { $0.role == .member }.map(\.cca2) }
}
