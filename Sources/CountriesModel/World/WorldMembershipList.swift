/// One organisation's members, as written by hand in memberships.tsv.
package struct WorldMembershipList: Sendable, Equatable {
    package enum Role: UInt8, Sendable {
        case member = 0
        /// A non-member observer state (the UN's Holy See and Palestine).
        case observer = 1
        /// A member whose membership is suspended (Venezuela in Mercosur).
        case suspended = 2
    }

    package struct Member: Sendable, Equatable {
        package let cca2: String
        package let cca3: String
        package let role: Role

        package init(cca2: String, cca3: String, role: Role) {
            self.cca2 = cca2
            self.cca3 = cca3
            self.role = role
        }
    }

    /// "eu", "eurozone", "schengen", "eea", "efta", "oecd", "g7", "g20",
    /// "nato", "commonwealth", "asean", "au", "mercosur", "brics", "opec", "un".
    package let key: String
    /// "European Union".
    package let name: String
    /// The organisation's own page of its members.
    package let source: String
    /// The date the list describes, "2026-01-01".
    package let asOf: String
    package let note: String?
    /// Every country listed, observers and suspended members too, by cca2.
    package let members: [Member]
    /// Members that are not countries: the G20's European Union and African Union.
    package let nonCountryMembers: [String]

    package init(key: String, name: String, source: String, asOf: String, note: String?, members: [Member], nonCountryMembers: [String]) {
        self.key = key
        self.name = name
        self.source = source
        self.asOf = asOf
        self.note = note
        self.members = members
        self.nonCountryMembers = nonCountryMembers
    }

    /// The full members' cca2 codes: what `--member KEY` lists.
    package var memberCodes: [String] { members.filter { $0.role == .member }.map(\.cca2) }
}
