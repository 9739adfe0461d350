/// The facts a country's own record holds that `Country` does not decode:
/// those v5 adds (`V5CountryRecord`, docs/API-DIALECTS.md), decoded by the
/// data layer (`RecordFactsReader`) when it reads the records a screen
/// shows. A snapshot record lacks them, and each is then nil (or empty):
/// the line is absent, not "none". Views say them in words; they know no
/// record's shape.
package struct RecordFacts: Sendable, Equatable {
    /// Each capital with its roles (Sucre, constitutional); nil where the
    /// record names none, and the country's `capital` list stands.
    package var capitals: [Capital]?
    /// Sovereign, or whose dependency; disputed; a UN observer.
    package var status: Status?
    /// The measurement system and temperature scale: "metric", "Celsius".
    package var units: [String]?
    /// Wikipedia's page and the official site.
    package var links: [String]?
    /// The flag's palette, else its dominant and prominent colours.
    package var flagColors: [String]?
    /// FIPS 10-4 and GEC codes, where the record has them.
    package var fips: String?
    package var gec: String?

    package init(
        capitals: [Capital]? = nil, status: Status? = nil, units: [String]? = nil, links: [String]? = nil,
        flagColors: [String]? = nil, fips: String? = nil, gec: String? = nil
    ) {
        self.capitals = capitals
        self.status = status
        self.units = units
        self.links = links
        self.flagColors = flagColors
        self.fips = fips
        self.gec = gec
    }

    /// A capital and what it is the capital for.
    package struct Capital: Sendable, Equatable {
        package var name: String
        /// "constitutional", "executive"...; empty where the record gives none.
        package var roles: [String]

        package init(name: String, roles: [String] = []) {
            self.name = name
            self.roles = roles
        }
    }

    /// Where a country stands: at most one standing, and the marks beside it.
    package struct Status: Sendable, Equatable {
        package var standing: Standing?
        package var disputed: Bool
        package var unObserver: Bool

        package init(standing: Standing? = nil, disputed: Bool = false, unObserver: Bool = false) {
            self.standing = standing
            self.disputed = disputed
            self.unObserver = unObserver
        }
    }

    package enum Standing: Sendable, Equatable {
        case sovereign
        /// `kind`: the record's dependency type ("autonomous territory"),
        /// empty where it has none; `parent`: the sovereign's cca3, where named.
        case dependency(kind: String, parent: String?)
    }
}
