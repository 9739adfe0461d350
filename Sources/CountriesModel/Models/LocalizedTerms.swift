/// What the records name in English, in the chosen language where CLDR has
/// it: their languages (by the records' key, `fra`), currencies (by code,
/// `EUR`) and regions (by M49 code, `155` for Western Europe; `AQ`,
/// Antarctica, for REST Countries' Antarctic). Laid over the data with the
/// language's country names (`CLDRNamesOverlay`); English has none, and the
/// records' own words stand wherever CLDR has no name.
package struct LocalizedTerms: Sendable, Equatable {
    package var languages: [String: String]
    package var currencies: [String: String]
    package var regions: [String: String]

    package init(languages: [String: String] = [:], currencies: [String: String] = [:], regions: [String: String] = [:]) {
        self.languages = languages
        self.currencies = currencies
        self.regions = regions
    }

    /// The language's name: CLDR's in the chosen language, else the record's.
    package func name(of language: Language) -> String {
        languages[language.code.lowercased()] ?? language.name
    }

    /// The currency's name: CLDR's in the chosen language, else the record's.
    package func name(of currency: Currency) -> String {
        currencies[currency.code.uppercased()] ?? currency.name
    }

    /// A REST Countries region ("Europe") or subregion ("Western Europe"),
    /// by its M49 area's name in the chosen language; as the data spells it
    /// where M49 has no such area ("Central Europe").
    package func regionName(_ name: String) -> String {
        RegionCodes.m49(of: name).flatMap { regions[$0] } ?? name
    }
}
