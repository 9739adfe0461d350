/// One country: the fields the screens show, as a REST Countries v3.1
/// record gives them. A plain value: whatever reads it reads no storage.
/// Its names in other languages, and the record's own text, are the
/// catalog's and the data layer's (`CountryCatalog.translations(of:)`,
/// `UserData.records`).
package struct Country: Sendable, Equatable {
    package var name: CountryName
    package var flag: String
    package var cca2: String
    package var cca3: String
    package var ccn3: String
    package var cioc: String
    package var region: String
    package var subregion: String
    package var population: Int
    /// Square kilometres.
    package var area: Double
    /// Sovereign, as the data says (v3.1 `independent`, v5 `sovereign`).
    package var independent: Bool
    /// Without a coast.
    package var landlocked: Bool
    /// `left` or `right`; "" when the data does not say.
    package var drivingSide: String
    /// "" when the data does not say (v3.1 never does).
    package var governmentType: String
    package var capitals: [String]
    package var languages: [Language]
    package var currencies: [Currency]
    package var timezones: [String]
    package var callingCode: CallingCode
    package var topLevelDomains: [String]
    /// cca3 codes of the neighbouring countries.
    package var borders: [String]
    package var altSpellings: [String]
    /// What its people are called in English (`French`), each form once.
    package var demonyms: [String]
    /// The organisations it belongs to, by v5 key (`un`, `eu`, `nato`, ...),
    /// in the data's order; nil when the data says nothing of memberships
    /// (the v3.1 snapshot), as opposed to [] (it belongs to none of them).
    package var memberships: [String]?
    /// Where the country is (v3.1 `latlng`): a map marks it there when its
    /// shape is too small to show. nil when the data does not say.
    package var location: GeoPoint?
    /// Where its capital is (`capitalInfo.latlng`), for a map's mark.
    package var capitalLocation: GeoPoint?

    package init(
        name: CountryName, flag: String = "",
        cca2: String, cca3: String, ccn3: String = "", cioc: String = "",
        capitals: [String] = [], region: String = "", subregion: String = "",
        population: Int = 0, area: Double = 0, languages: [Language] = [],
        currencies: [Currency] = [], timezones: [String] = [],
        callingCode: CallingCode = CallingCode(root: "", suffixes: []),
        topLevelDomains: [String] = [], borders: [String] = [], independent: Bool = false, landlocked: Bool = false,
        altSpellings: [String] = [], demonyms: [String] = [], drivingSide: String = "", memberships: [String]? = nil,
        governmentType: String = "", location: GeoPoint? = nil, capitalLocation: GeoPoint? = nil
    ) {
        (self.name, self.flag) = (name, flag)
        (self.cca2, self.cca3, self.ccn3, self.cioc) = (cca2, cca3, ccn3, cioc)
        (self.region, self.subregion, self.population, self.area) = (region, subregion, population, area)
        (self.independent, self.landlocked, self.drivingSide, self.governmentType) = (independent, landlocked, drivingSide, governmentType)
        (self.capitals, self.languages, self.currencies, self.timezones) = (capitals, languages, currencies, timezones)
        (self.callingCode, self.topLevelDomains, self.borders) = (callingCode, topLevelDomains, borders)
        (self.altSpellings, self.demonyms, self.memberships) = (altSpellings, demonyms, memberships)
        (self.location, self.capitalLocation) = (location, capitalLocation)
    }
}

package struct CountryName: Sendable, Equatable {
    package var common: String
    package var official: String

    package init(common: String, official: String) {
        self.common = common
        self.official = official
    }
}

package struct Language: Sendable, Equatable {
    package var code: String
    package var name: String

    package init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

package struct Currency: Sendable, Equatable {
    package var code: String
    package var name: String
    package var symbol: String

    package init(code: String, name: String, symbol: String) {
        self.code = code
        self.name = name
        self.symbol = symbol
    }
}
