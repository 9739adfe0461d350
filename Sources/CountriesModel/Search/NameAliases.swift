/// Names the data does not carry but people and data sets still use: former
/// names, colloquial names, and the forms of the World Bank, IMF and UN lists
/// that no rule of `NameWords` derives. Kept here as data, compiled in, so
/// the binary needs no file beside it.
///
/// Sources: former names and the years they were dropped from ISO 3166-3
/// ("code elements for formerly used names of countries") and the countries'
/// own renamings; data-set forms from the World Bank's country list
/// ("Venezuela, RB", "Hong Kong SAR, China"), the IMF's World Economic Outlook
/// ("Taiwan Province of China") and the UN M49 list ("China, Hong Kong SAR").
/// A name that now covers more than one country (Czechoslovakia, Yugoslavia,
/// the Soviet Union, the Netherlands Antilles) is no alias: no single
/// country is its answer, and `FormerStates` lists its successors.
struct NameAlias: Sendable {
    let name: String
    let cca3: String
    /// Why the name means that country: a date, or the list that uses it.
    let note: String
    var kind: Kind = .former

    enum Kind: Sendable {
        /// A name the country had: `MatchReason.formerName`.
        case former
        /// A colloquial name, a short form, a data set's form: `MatchReason.shortForm`.
        case shortForm
    }

    var reason: MatchReason {
        switch kind {
        case .former: .formerName(note)
        case .shortForm: .shortForm(note)
        }
    }
}

enum NameAliases {
    static let all: [NameAlias] = [
        // Former names (ISO 3166-3 and the countries' renamings).
        NameAlias(name: "Zaire", cca3: "COD", note: "1971–1997"),
        NameAlias(name: "Congo-Léopoldville", cca3: "COD", note: "until 1966"),
        NameAlias(name: "Burma", cca3: "MMR", note: "until 1989"),
        NameAlias(name: "Swaziland", cca3: "SWZ", note: "until 2018"),
        NameAlias(name: "Ceylon", cca3: "LKA", note: "until 1972"),
        NameAlias(name: "Siam", cca3: "THA", note: "until 1939"),
        NameAlias(name: "Persia", cca3: "IRN", note: "until 1935"),
        NameAlias(name: "Dahomey", cca3: "BEN", note: "until 1975"),
        NameAlias(name: "Upper Volta", cca3: "BFA", note: "until 1984"),
        NameAlias(name: "Kampuchea", cca3: "KHM", note: "1975–1989"),
        NameAlias(name: "Khmer Republic", cca3: "KHM", note: "1970–1975"),
        NameAlias(name: "Rhodesia", cca3: "ZWE", note: "1964–1979"),
        NameAlias(name: "Southern Rhodesia", cca3: "ZWE", note: "until 1980"),
        NameAlias(name: "Northern Rhodesia", cca3: "ZMB", note: "until 1964"),
        NameAlias(name: "Nyasaland", cca3: "MWI", note: "until 1964"),
        NameAlias(name: "Bechuanaland", cca3: "BWA", note: "until 1966"),
        NameAlias(name: "Basutoland", cca3: "LSO", note: "until 1966"),
        NameAlias(name: "Gold Coast", cca3: "GHA", note: "until 1957"),
        NameAlias(name: "Abyssinia", cca3: "ETH", note: "historical"),
        NameAlias(name: "British Honduras", cca3: "BLZ", note: "until 1973"),
        NameAlias(name: "Dutch Guiana", cca3: "SUR", note: "until 1975"),
        NameAlias(name: "East Pakistan", cca3: "BGD", note: "until 1971"),
        NameAlias(name: "Malagasy Republic", cca3: "MDG", note: "1958–1975"),
        NameAlias(name: "New Hebrides", cca3: "VUT", note: "until 1980"),
        NameAlias(name: "Western Samoa", cca3: "WSM", note: "until 1997"),
        NameAlias(name: "Ellice Islands", cca3: "TUV", note: "until 1975"),
        NameAlias(name: "Spanish Guinea", cca3: "GNQ", note: "until 1968"),
        NameAlias(name: "French Sudan", cca3: "MLI", note: "until 1960"),
        NameAlias(name: "Ubangi-Shari", cca3: "CAF", note: "until 1958"),
        NameAlias(name: "Portuguese Guinea", cca3: "GNB", note: "until 1974"),
        NameAlias(name: "Transjordan", cca3: "JOR", note: "until 1946"),
        NameAlias(name: "Trucial States", cca3: "ARE", note: "until 1971"),
        NameAlias(name: "Byelorussia", cca3: "BLR", note: "Soviet-era English name"),
        NameAlias(name: "Belorussia", cca3: "BLR", note: "Soviet-era English name"),
        NameAlias(name: "Moldavia", cca3: "MDA", note: "Soviet-era English name"),
        NameAlias(name: "Kirghizia", cca3: "KGZ", note: "Soviet-era English name"),
        NameAlias(name: "Macedonia", cca3: "MKD", note: "until 2019"),
        NameAlias(name: "FYROM", cca3: "MKD", note: "1993–2019"),
        NameAlias(name: "Formosa", cca3: "TWN", note: "historical"),
        NameAlias(name: "British Guiana", cca3: "GUY", note: "until 1966"),
        NameAlias(name: "Belgian Congo", cca3: "COD", note: "1908–1960"),
        NameAlias(name: "Ukrainian SSR", cca3: "UKR", note: "1922–1991"),
        NameAlias(name: "Ukrainian Soviet Socialist Republic", cca3: "UKR", note: "1922–1991"),
        NameAlias(name: "Byelorussian SSR", cca3: "BLR", note: "ISO 3166-3 BYAA, until 1992"),
        NameAlias(name: "Byelorussian Soviet Socialist Republic", cca3: "BLR", note: "ISO 3166-3 BYAA, until 1992"),
        NameAlias(name: "Libyan Arab Jamahiriya", cca3: "LBY", note: "1977–2011, ISO 3166-1 until 2011"),
        NameAlias(name: "Socialist People's Libyan Arab Jamahiriya", cca3: "LBY", note: "1977–1986"),
        NameAlias(name: "TFYR Macedonia", cca3: "MKD", note: "UN short form, 1993–2019"),
        NameAlias(name: "FYR Macedonia", cca3: "MKD", note: "1993–2019"),
        // Colloquial names.
        NameAlias(name: "Holland", cca3: "NLD", note: "colloquial", kind: .shortForm),
        NameAlias(name: "Great Britain", cca3: "GBR", note: "colloquial", kind: .shortForm),
        NameAlias(name: "Britain", cca3: "GBR", note: "colloquial", kind: .shortForm),
        NameAlias(name: "Czech Republic", cca3: "CZE", note: "official name; Czechia since 2016", kind: .shortForm),
        NameAlias(name: "Vatican", cca3: "VAT", note: "colloquial", kind: .shortForm),
        NameAlias(name: "Holy See", cca3: "VAT", note: "the sovereign the state belongs to", kind: .shortForm),
        NameAlias(name: "Cabo Verde", cca3: "CPV", note: "the name used by the UN since 2013", kind: .shortForm),
        // Data-set forms no rule derives.
        NameAlias(name: "Venezuela, RB", cca3: "VEN", note: "World Bank", kind: .shortForm),
        NameAlias(name: "Hong Kong SAR, China", cca3: "HKG", note: "World Bank", kind: .shortForm),
        NameAlias(name: "China, Hong Kong SAR", cca3: "HKG", note: "UN M49", kind: .shortForm),
        NameAlias(name: "Hong Kong SAR", cca3: "HKG", note: "IMF", kind: .shortForm),
        NameAlias(name: "Macao SAR, China", cca3: "MAC", note: "World Bank", kind: .shortForm),
        NameAlias(name: "China, Macao SAR", cca3: "MAC", note: "UN M49", kind: .shortForm),
        NameAlias(name: "Macao SAR", cca3: "MAC", note: "IMF", kind: .shortForm),
        NameAlias(name: "Taiwan Province of China", cca3: "TWN", note: "IMF", kind: .shortForm),
        NameAlias(name: "Taiwan, Province of China", cca3: "TWN", note: "ISO 3166-1", kind: .shortForm),
        NameAlias(name: "West Bank and Gaza", cca3: "PSE", note: "World Bank", kind: .shortForm),
        NameAlias(name: "St. Martin (French part)", cca3: "MAF", note: "World Bank", kind: .shortForm),
        NameAlias(name: "Turks and Caicos", cca3: "TCA", note: "colloquial", kind: .shortForm),
        NameAlias(name: "Occupied Palestinian Territory", cca3: "PSE", note: "UN", kind: .shortForm),
        NameAlias(name: "Kosovo (under United Nations Security Council Resolution 1244/99)", cca3: "UNK", note: "Eurostat", kind: .shortForm),
        NameAlias(name: "EL", cca3: "GRC", note: "Eurostat's code for Greece", kind: .shortForm),
        // Sports bodies' names (FIFA, IOC).
        NameAlias(name: "Chinese Taipei", cca3: "TWN", note: "IOC, FIFA", kind: .shortForm),
        NameAlias(name: "China PR", cca3: "CHN", note: "FIFA", kind: .shortForm),
        NameAlias(name: "IR Iran", cca3: "IRN", note: "FIFA", kind: .shortForm),
        NameAlias(name: "Cape Verde Islands", cca3: "CPV", note: "FIFA", kind: .shortForm),
        NameAlias(name: "Hong Kong, China", cca3: "HKG", note: "IOC, FIFA", kind: .shortForm),
        // Initials people and data sets write.
        NameAlias(name: "PRC", cca3: "CHN", note: "People's Republic of China", kind: .shortForm),
        NameAlias(name: "ROK", cca3: "KOR", note: "Republic of Korea", kind: .shortForm),
        NameAlias(name: "DPR Korea", cca3: "PRK", note: "UN, FAO", kind: .shortForm),
        NameAlias(name: "HKSAR", cca3: "HKG", note: "Hong Kong Special Administrative Region", kind: .shortForm),
        NameAlias(name: "KSA", cca3: "SAU", note: "Kingdom of Saudi Arabia", kind: .shortForm),
        NameAlias(name: "RDC", cca3: "COD", note: "République démocratique du Congo", kind: .shortForm),
        NameAlias(name: "DROC", cca3: "COD", note: "Democratic Republic of the Congo", kind: .shortForm),
    ]
}
