import CountriesModel
import CountriesStore

/// The details screen: a title line, then one labelled line a fact. Lists
/// that run past a terminal's width wrap under their label; a pipe gets each
/// fact on one line. Missing facts read "none", never an empty line.
package enum CountryDetailsView {
    /// `records`: the country's own record, which `--fields` reads.
    /// `shapes`: where there are, a terminal at least 80 wide gets a locator map.
    /// `times`: its zones' clocks, where they were read (a "Local time" fact).
    package static func lines(
        _ country: Country, shown: ShownCountries, records: CountryRecordValues = CountryRecordValues(), system: SystemState, shapes: MapShapes? = nil,
        times: TimeTable? = nil
    ) -> [String] {
        let details = lines(country, shown: shown, records: records, system: system, times: times)
        return LocatorMap.attach(to: details, of: country, shown: shown, shapes: shapes, system: system) { width in
            var narrowed = system
            narrowed.width = width
            return lines(country, shown: shown, records: records, system: narrowed, times: times)
        }
    }

    static func lines(_ country: Country, shown: ShownCountries, records: CountryRecordValues, system: SystemState, times: TimeTable? = nil) -> [String] {
        let style = TextStyle(enabled: system.colorEnabled)
        let name = shown.name(of: country)
        let title = [PlainText.of(country.flag), style.bold(PlainText.of(name.common))].filter { !$0.isEmpty }.joined(separator: "  ")
        let record = CountryFieldValues.record(of: country, in: records)
        let facts = system.fields.map { fieldFacts($0, of: country, named: name, record: record, system: system, terms: shown.terms) }
            ?? facts(of: country, locale: system.locale, shown: shown, grouped: system.isTerminal, record: record, times: times)
        let labelWidth = facts.map(\.label.count).max() ?? 0
        let width = system.isTerminal ? system.width : Int.max
        var lines = [system.isTerminal ? DisplayWidth.truncate(title, to: width) : title]
        for fact in facts {
            let items = fact.items.isEmpty ? ["none"] : fact.items.map(PlainText.of)
            // Pairs (`fips FR`) wrap between each other, never inside one.
            let pieces = fact.pairs?.map(PlainText.of) ?? items.enumerated().map { $0 < items.count - 1 ? $1 + "," : $1 }
            let separator = fact.pairs == nil ? " " : pairSeparator
            for line in TextWrap.labelled(fact.label, pieces, labelWidth: labelWidth, width: width, separator: separator) {
                lines.append(style.dim(line.label) + line.text)
            }
        }
        return lines
    }

    struct Fact {
        let label: String
        let items: [String]
        /// The codes' `cca2 FR` pairs, which `items` holds joined by
        /// `pairSeparator` (a comparison shows them so): a wrapped line
        /// breaks between pairs, never inside one.
        var pairs: [String]?
    }

    /// What stands between two pairs on the codes line.
    static let pairSeparator = "  "

    /// Facts that only some data has (memberships and government from v5,
    /// and the `RecordFacts` of the country's `record`) are left out
    /// where the data says nothing, rather than shown as "none".
    /// `times`: where read, the country's rows give its zones with their
    /// offsets now ("Timezones") and their clocks ("Local time").
    static func facts(
        of country: Country, locale: NameLocale, shown: ShownCountries, grouped: Bool, record: CountryRecordValues.Record? = nil, times: TimeTable? = nil
    ) -> [Fact] {
        let recordFacts = record?.facts ?? RecordFacts()
        let codes = [("cca2", country.cca2), ("cca3", country.cca3), ("ccn3", country.ccn3), ("cioc", country.cioc)]
            .filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1)" } + RecordFactsText.codes(recordFacts)
        let parentName = { (cca3: String) in shown.country(cca3: cca3).map { shown.name(of: $0).common } }
        let terms = shown.terms
        let region = [country.region, country.subregion].filter { !$0.isEmpty }.map(terms.regionName).joined(separator: " · ")
        let facts: [Fact?] = [
            Fact(label: "Official name", items: [shown.name(of: country).official]),
            Fact(label: "Codes", items: [codes.joined(separator: pairSeparator)], pairs: codes),
            Fact(label: "Capital", items: recordFacts.capitals.map(RecordFactsText.capitals) ?? country.capitals),
            Fact(label: "Region", items: region.isEmpty ? [] : [region]),
            recordFacts.status.map { Fact(label: "Status", items: RecordFactsText.status($0, parentName: parentName)) },
            country.governmentType.isEmpty ? nil : Fact(label: "Government", items: [country.governmentType]),
            Fact(label: "Population", items: [NumberText.integer(country.population, grouped: grouped)]),
            Fact(label: "Area", items: [NumberText.area(country.area, grouped: grouped)]),
            Fact(label: "Languages", items: country.languages.map(terms.name(of:))),
            Fact(label: "Currencies", items: country.currencies.map { currencyText($0, named: terms.name(of: $0)) }),
            // The tz database's zones with their offsets now: REST Countries' offsets are those of when its data was made.
            times.map { table in Fact(label: "Timezones", items: TimeView.zoneItems(table.rows.filter { $0.cca3 == country.cca3 })) },
            times.map { table in Fact(label: "Local time", items: TimeView.localTimeItems(table.rows.filter { $0.cca3 == country.cca3 })) },
            Fact(label: "Calling code", items: country.callingCode.codes),
            Fact(label: "Top-level domain", items: country.topLevelDomains),
            country.drivingSide.isEmpty ? nil : Fact(label: "Drives on", items: [country.drivingSide]),
            recordFacts.units.map { Fact(label: "Units", items: $0) },
            recordFacts.flagColors.map { Fact(label: "Flag colours", items: $0) },
            country.memberships.map { Fact(label: "Memberships", items: $0.map(Membership.name)) },
            Fact(label: "Neighbours", items: neighbours(of: country, shown: shown, locale: locale)),
            recordFacts.links.map { Fact(label: "Links", items: $0) },
        ]
        return facts.compactMap { $0 }
    }

    /// `--fields`: a line a field, labelled with its path, in the order given.
    static func fieldFacts(
        _ fields: [CountryField], of country: Country, named name: CountryName, record: CountryRecordValues.Record?, system: SystemState,
        terms: LocalizedTerms = LocalizedTerms()
    ) -> [Fact] {
        CountryField.columns(fields).map { field in
            Fact(label: field.path, items: CountryFieldValues.texts(field, of: country, named: name, record: record, grouped: system.isTerminal, terms: terms))
        }
    }

    /// "Name (CCA3)" each, in the language's order of names, as a list of
    /// them is; a code the data has no country for last, as it is.
    private static func neighbours(of country: Country, shown: ShownCountries, locale: NameLocale) -> [String] {
        let known = country.borders.compactMap { shown.country(cca3: $0) }
        let ordered = CountryListing.nameOrder(of: known, language: locale.collationLanguage) { shown.name(of: $0).common }
        return ordered.map { "\(shown.name(of: known[$0]).common) (\(known[$0].cca3))" }
            + country.borders.filter { shown.country(cca3: $0) == nil }
    }

    private static func currencyText(_ currency: Currency, named name: String) -> String {
        let symbol = currency.symbol.isEmpty ? currency.code : "\(currency.symbol), \(currency.code)"
        return "\(name) (\(symbol))"
    }
}
