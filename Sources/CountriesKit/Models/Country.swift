/// One country: the fields the screens show, decoded from a REST Countries
/// v3.1 record, and that record's own JSON for `--json`.
public struct Country: Sendable, Equatable {
    public var name: CountryName
    /// Names by REST Countries translation key (`deu`, `fra`, `jpn`, ...).
    public var translations: Translations
    public var flag: String
    public var cca2: String
    public var cca3: String
    public var ccn3: String
    public var cioc: String
    public var region: String
    public var subregion: String
    public var population: Int
    /// Square kilometres.
    public var area: Double
    /// Sovereign, as the data says (v3.1 `independent`, v5 `sovereign`).
    public var independent: Bool
    /// Without a coast.
    public var landlocked: Bool
    /// `left` or `right`; "" when the data does not say.
    public var drivingSide: String
    /// "" when the data does not say (v3.1 never does).
    public var governmentType: String
    /// The record as the v3.1 API serves it: the `--json` output, verbatim.
    public var json: String {
        get { recordJSON.value }
        set { recordJSON = RecordJSON(newValue) }
    }

    /// `json`'s storage: read from the data only when asked for.
    var recordJSON: RecordJSON

    /// The lists below: read from the data only when asked for.
    var details: LazyCountryDetails

    public var capitals: [String] {
        get { details.value.capitals }
        set { update { $0.capitals = newValue } }
    }

    public var languages: [Language] {
        get { details.value.languages }
        set { update { $0.languages = newValue } }
    }

    public var currencies: [Currency] {
        get { details.value.currencies }
        set { update { $0.currencies = newValue } }
    }

    public var timezones: [String] {
        get { details.value.timezones }
        set { update { $0.timezones = newValue } }
    }

    public var callingCode: CallingCode {
        get { details.value.callingCode }
        set { update { $0.callingCode = newValue } }
    }

    public var topLevelDomains: [String] {
        get { details.value.topLevelDomains }
        set { update { $0.topLevelDomains = newValue } }
    }

    /// cca3 codes of the neighbouring countries.
    public var borders: [String] {
        get { details.value.borders }
        set { update { $0.borders = newValue } }
    }

    public var altSpellings: [String] {
        get { details.altSpellings }
        set { details = LazyCountryDetails(details.value, altSpellings: newValue) }
    }

    /// What its people are called in English (`French`), each form once.
    public var demonyms: [String] {
        get { details.value.demonyms }
        set { update { $0.demonyms = newValue } }
    }

    /// The organisations it belongs to, by v5 key (`un`, `eu`, `nato`, ...),
    /// in the data's order; nil when the data says nothing of memberships
    /// (the v3.1 snapshot), as opposed to [] (it belongs to none of them).
    public var memberships: [String]? {
        get { details.value.memberships }
        set { update { $0.memberships = newValue } }
    }

    public init(
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
    init(
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
    public func name(in locale: NameLocale) -> CountryName {
        locale.translationKey.flatMap { translations[$0] } ?? name
    }
}

public struct CountryName: Sendable, Equatable {
    public var common: String
    public var official: String

    public init(common: String, official: String) {
        self.common = common
        self.official = official
    }
}

public struct Language: Sendable, Equatable {
    public var code: String
    public var name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

public struct Currency: Sendable, Equatable {
    public var code: String
    public var name: String
    public var symbol: String

    public init(code: String, name: String, symbol: String) {
        self.code = code
        self.name = name
        self.symbol = symbol
    }
}
