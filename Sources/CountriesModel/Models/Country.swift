/// One country: the fields the screens show, decoded from a REST Countries
/// v3.1 record, and that record's own JSON for `--json`.
package struct Country: Sendable, Equatable {
    package var name: CountryName
    /// Names by REST Countries translation key (`deu`, `fra`, `jpn`, ...).
    package var translations: Translations
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
    /// The record as the v3.1 API serves it: the `--json` output, verbatim.
    package var json: String {
        get { recordJSON.value }
        set { recordJSON = RecordJSON(newValue) }
    }

    /// `json`'s storage: read from the data only when asked for.
    var recordJSON: RecordJSON

    /// The lists below: read from the data only when asked for.
    var details: LazyCountryDetails

    package var capitals: [String] {
        get { details.value.capitals }
        set { update { $0.capitals = newValue } }
    }

    package var languages: [Language] {
        get { details.value.languages }
        set { update { $0.languages = newValue } }
    }

    package var currencies: [Currency] {
        get { details.value.currencies }
        set { update { $0.currencies = newValue } }
    }

    package var timezones: [String] {
        get { details.value.timezones }
        set { update { $0.timezones = newValue } }
    }

    package var callingCode: CallingCode {
        get { details.value.callingCode }
        set { update { $0.callingCode = newValue } }
    }

    package var topLevelDomains: [String] {
        get { details.value.topLevelDomains }
        set { update { $0.topLevelDomains = newValue } }
    }

    /// cca3 codes of the neighbouring countries.
    package var borders: [String] {
        get { details.value.borders }
        set { update { $0.borders = newValue } }
    }

    package var altSpellings: [String] {
        get { details.altSpellings }
        set { details = LazyCountryDetails(details.value, altSpellings: newValue) }
    }

    /// What its people are called in English (`French`), each form once.
    package var demonyms: [String] {
        get { details.value.demonyms }
        set { update { $0.demonyms = newValue } }
    }

    /// The organisations it belongs to, by v5 key (`un`, `eu`, `nato`, ...),
    /// in the data's order; nil when the data says nothing of memberships
    /// (the v3.1 snapshot), as opposed to [] (it belongs to none of them).
    package var memberships: [String]? {
        get { details.value.memberships }
        set { update { $0.memberships = newValue } }
    }

    package init(
        name: CountryName, translations: Translations = Translations(), flag: String = "",
        cca2: String, cca3: String, ccn3: String = "", cioc: String = "",
        capitals: [String] = [], region: String = "", subregion: String = "",
        population: Int = 0, area: Double = 0, languages: [Language] = [],
        currencies: [Currency] = [], timezones: [String] = [],
        callingCode: CallingCode = CallingCode(root: "", suffixes: []),
        topLevelDomains: [String] = [], borders: [String] = [], independent: Bool = false, landlocked: Bool = false,
        altSpellings: [String] = [], demonyms: [String] = [], drivingSide: String = "", memberships: [String]? = nil, governmentType: String = "",
        json: String = "{}"
    ) {
        self.name = name
        self.translations = translations
        self.flag = flag
        self.cca2 = cca2
        self.cca3 = cca3
        self.ccn3 = ccn3
        self.cioc = cioc
        self.region = region
        self.subregion = subregion
        self.population = population
        self.area = area
        self.independent = independent
        self.landlocked = landlocked
        self.drivingSide = drivingSide
        self.governmentType = governmentType
        self.recordJSON = RecordJSON(json)
        self.details = LazyCountryDetails(CountryDetails(
            capitals: capitals, languages: languages, currencies: currencies, timezones: timezones,
            callingCode: callingCode, topLevelDomains: topLevelDomains, borders: borders,
            demonyms: demonyms, memberships: memberships
        ), altSpellings: altSpellings)
    }

    /// A country whose lists, record text and translations are read when
    /// first asked for (see `CountryIndexReader`).
    package init(
        name: CountryName, flag: String, cca2: String, cca3: String, ccn3: String, cioc: String,
        region: String, subregion: String, population: Int, area: Double, independent: Bool, landlocked: Bool,
        drivingSide: String, governmentType: String, details: LazyCountryDetails, recordJSON: RecordJSON, translations: Translations
    ) {
        (self.name, self.flag, self.cca2, self.cca3, self.ccn3, self.cioc) = (name, flag, cca2, cca3, ccn3, cioc)
        (self.region, self.subregion, self.population, self.area) = (region, subregion, population, area)
        (self.independent, self.landlocked, self.drivingSide, self.governmentType) = (independent, landlocked, drivingSide, governmentType)
        (self.details, self.recordJSON, self.translations) = (details, recordJSON, translations)
    }

    /// A new box with the change: the old one may be shared with copies.
    private mutating func update(_ change: (inout CountryDetails) -> Void) {
        var value = details.value
        change(&value)
        details = LazyCountryDetails(value, altSpellings: details.altSpellings)
    }

    /// The name in `locale`, or the English one where no translation exists.
    package func name(in locale: NameLocale) -> CountryName {
        locale.translationKey.flatMap { translations[$0] } ?? name
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
