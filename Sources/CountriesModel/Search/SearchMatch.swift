/// How well a country matches a `--search`, and why when it is not by name.
/// Results come in the order of `Tier`: a weak match (inside a word of a
/// translation) never outranks a strong one.
package struct SearchMatch: Sendable, Equatable, Comparable {
    package enum Tier: Int, Sendable, Comparable {
        /// cca2, cca3, ccn3 or cioc, whole.
        case code
        /// `.fr`: a domain names its country as a code does.
        case topLevelDomain
        /// The common name in the chosen language or English, whole.
        case commonName
        /// The common name has it as whole words (`bosnia`).
        case commonNameWord
        /// An official name, a translation or an alternative spelling, whole
        /// (`uk`, the United Kingdom's).
        case otherName
        /// The common name begins with it, but not as a word (`uk`: Ukraine).
        case commonNameBeginning
        /// One of the other names begins with it, or has it as whole words.
        case otherNameWord
        case capital
        /// Code, name or symbol.
        case currency
        /// Name or code.
        case language
        case demonym
        /// `+33` or `33`.
        case callingCode
        /// Inside a word of any name: `land` in "Åland"; not listed when
        /// the search is a code or a domain that a country has.
        case insideAWord

        package static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package let tier: Tier
    /// `capital: Paris`, for a match that is not on a name; nil otherwise.
    package let reason: String?

    package init(_ tier: Tier, reason: String? = nil) {
        self.tier = tier
        self.reason = reason
    }

    package static func < (lhs: SearchMatch, rhs: SearchMatch) -> Bool { lhs.tier < rhs.tier }
}
