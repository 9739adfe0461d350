/// Names the data does not carry but people and data sets still use: former
/// names (`FormerNames`, generated from docs/data/world/former-names.tsv,
/// each with its years and source), colloquial names, and the forms of the
/// World Bank, IMF and UN lists that no rule of `NameWords` derives. Kept
/// as data, compiled in, so the binary needs no file beside it.
///
/// Sources: data-set forms from the World Bank's country list
/// ("Venezuela, RB", "Hong Kong SAR, China"), the IMF's World Economic Outlook
/// ("Taiwan Province of China") and the UN M49 list ("China, Hong Kong SAR").
/// A name that now covers more than one country (the Soviet Union, French
/// Equatorial Africa) is no alias: no single country is its answer, and
/// the lookup's tables list its successors (`FormerName.successors`).
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
    /// The former names of one country (`FormerNames`, generated, each with
    /// its years and source), then the short forms below.
    static let all: [NameAlias] = FormerNames.all.compactMap { former in
        let successors = former.successors
        return successors.count == 1 ? NameAlias(name: former.name, cca3: successors[0], note: former.years) : nil
    } + shortForms

    private static let shortForms: [NameAlias] = [
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
