/// A country as a list's row shows it: its code, flag, English names, the
/// numbers a list sorts by and its region. What the store keeps of each
/// row, read alone where the storage can (`CountryRecords.listed`): a list
/// of 250 countries held as whole `Country` values read every capital,
/// language, currency and spelling of each, which no row shows, and copied
/// them at every step from the data to the screen.
package struct ListedCountry: Sendable, Equatable {
    package var cca3: String
    package var flag: String
    /// In English: the session's language's is `ShownCountries.name(of:)`.
    package var name: CountryName
    package var population: Int
    /// Square kilometres.
    package var area: Double
    package var region: String

    package init(cca3: String, flag: String = "", name: CountryName, population: Int = 0, area: Double = 0, region: String = "") {
        (self.cca3, self.flag, self.name) = (cca3, flag, name)
        (self.population, self.area, self.region) = (population, area, region)
    }

    /// The row of a whole country.
    package init(_ country: Country) {
        self.init(cca3: country.cca3, flag: country.flag, name: country.name, population: country.population, area: country.area, region: country.region)
    }
}
