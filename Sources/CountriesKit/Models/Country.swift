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
    public var capitals: [String]
    public var region: String
    public var subregion: String
    public var population: Int
    /// Square kilometres.
    public var area: Double
    public var languages: [Language]
    public var currencies: [Currency]
    public var timezones: [String]
    public var callingCode: CallingCode
    public var topLevelDomains: [String]
    /// cca3 codes of the neighbouring countries.
    public var borders: [String]
    /// Sovereign, as the data says (v3.1 `independent`, v5 `sovereign`).
    public var independent: Bool
    /// Without a coast.
    public var landlocked: Bool
    public var altSpellings: [String]
    /// What its people are called in English (`French`), each form once.
    public var demonyms: [String]
    /// `left` or `right`; "" when the data does not say.
    public var drivingSide: String
    /// The organisations it belongs to, by v5 key (`un`, `eu`, `nato`, ...),
    /// in the data's order; nil when the data says nothing of memberships
    /// (the v3.1 snapshot), as opposed to [] (it belongs to none of them).
    public var memberships: [String]?
    /// "" when the data does not say (v3.1 never does).
    public var governmentType: String
    /// The record as the v3.1 API serves it: the `--json` output, verbatim.
    public var json: String {
        get { recordJSON.value }
        set { recordJSON = RecordJSON(newValue) }
    }

    /// `json`'s storage: read from the data only when asked for.
    var recordJSON: RecordJSON

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
        self.capitals = capitals
        self.region = region
        self.subregion = subregion
        self.population = population
        self.area = area
        self.languages = languages
        self.currencies = currencies
        self.timezones = timezones
        self.callingCode = callingCode
        self.topLevelDomains = topLevelDomains
        self.borders = borders
        self.independent = independent
        self.landlocked = landlocked
        self.altSpellings = altSpellings
        self.demonyms = demonyms
        self.drivingSide = drivingSide
        self.memberships = memberships
        self.governmentType = governmentType
        self.recordJSON = RecordJSON(json)
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
