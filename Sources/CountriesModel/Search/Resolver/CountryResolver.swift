/// Finds the one country a name means, as people and data sets write it:
/// the one algorithm `show`, `compare`, browse and `resolve` use, so they
/// always agree. When unsure it says so (ambiguous, unknown) rather than
/// guess: it never answers a country the name does not mean.
///
/// Its tables are built once, on first need, and kept: a `resolve` of a
/// million lines builds them once, a `show fra` (a code) never.
///
/// In order, the first step with any match deciding (docs/SEARCH.md):
/// 1. codes (cca3, cca2, ccn3, cioc, any case);
/// 2. the country's own names as written, case and accents aside, in
///    tiers: common (in `locale` and English), official, alternative;
/// 3. former names, short forms and data-set forms (`NameAliases`),
///    former states now several (`FormerStates`: ambiguous), the United
///    Kingdom's four countries; compared by `NameKey`;
/// 4. the tiers of step 2 by `NameKey` (short forms, punctuation, articles,
///    word order aside): "Korea, Rep.";
/// 5. translations as written, then by `NameKey`;
/// 6. steps 1–5 again on the name mended (`NameRepairs`), then without its
///    tags (`TaggedName`), each tag judged;
/// 7. a subdivision's name is no country (`Bavaria`), but for the United
///    Kingdom's four; nor is a region's, continent's or capital's; then a
///    name in any CLDR language (the world data);
/// 8. every word in one country's name, one of them leading a name of it
///    (`bosnia`; not `zealand`);
/// 9. a misspelling one country is nearest to by a margin (`Botsuana`).
package final class CountryResolver {
    package let catalog: CountryCatalog
    package let locale: NameLocale
    private let world: (any WorldNameSource)?
    /// Read on first need: a code (`show fra`) decodes no other country.
    private lazy var countries: [Country] = catalog.countries

    package init(catalog: CountryCatalog, locale: NameLocale, world: (any WorldNameSource)? = nil) {
        self.catalog = catalog
        self.locale = locale
        self.world = world
    }

    package func resolve(_ query: String) -> NameResolution {
        let text = query.trimmingWhitespace()
        guard !text.isEmpty, !SearchLimits.isTooLong(text) else { return .unknown }
        if let known = answered[text] { return known }
        let resolution = resolveAnew(text)
        // A data set names a few hundred countries over and over; a name
        // that misses the catalog costs scans of the world data. Up to a
        // bound, so a long input of distinct lines keeps memory flat.
        if answered.count < Self.mostRemembered { answered[text] = resolution }
        return resolution
    }

    /// The answers given so far, by the name as given (trimmed).
    private var answered: [String: NameResolution] = [:]
    static let mostRemembered = 20_000

    private func resolveAnew(_ text: String) -> NameResolution {
        // Text that reads again as UTF-8 was damaged: no name is written
        // "Ã´". Mended first, it costs no look through the translations.
        if let mended = NameRepairs.mojibakeRepaired(text) {
            var found = resolveAnew(mended)
            found.repairs.insert(.mojibake(mended), at: 0)
            return found
        }
        if let found = exactly(text) { return placeOverForeignName(text, found) }
        for candidate in NameRepairs.candidates(for: text) {
            if var found = exactly(candidate.text) ?? tagged(candidate.text) {
                found.repairs.insert(candidate.repair, at: 0)
                return found
            }
        }
        if let found = tagged(text) { return found }
        if let place = subdivision(text) { return place }
        let key = NameKey(text)
        // "America" is the United States in some language; not in this one.
        guard !key.isEmpty, !isRegionOrCapital(key) else { return .unknown }
        return anyLanguage(text) ?? byWords(key) ?? byTypo(key)
    }

    // MARK: - The exact steps (1–5)

    private func exactly(_ text: String) -> NameResolution? {
        // A code first, before any reading of the text is made: `show fra`
        // paid 1.3 M instructions (the runtime's metadata for the readings'
        // types, made at first use) for readings a code never needs.
        if let coded = byCode(text) { return coded }
        let folded = SearchFolding.fold(text)
        let keys = NameKey.readings(text).filter { !$0.isEmpty }.map(\.text)
        return ownNames(text, folded: folded, keys: keys)
            ?? decide(translationsWritten, [folded]) ?? (keys.isEmpty ? nil : decide(translationsKeyed, keys))
    }

    /// Step 1: codes (cca3, cca2, ccn3, cioc).
    private func byCode(_ text: String) -> NameResolution? {
        let code = NumericCode.ccn3(text) ?? text.uppercased()
        for field in CountryCatalog.CodeField.allCases {
            if let country = catalog.firstCountry(withCode: code, in: field) {
                return NameResolution(outcome: .found(country), reason: .code(field))
            }
        }
        return nil
    }

    /// Steps 2–4: own names, former names and short forms.
    private func ownNames(_ text: String, folded: String, keys: [String]) -> NameResolution? {
        if let found = decide(ownWritten, [folded]) { return found }
        guard !keys.isEmpty else { return nil }
        return decide(aliases, keys) ?? decide(ownKeyed, keys)
    }

    /// The country browse opens for a typed line (`CountryLookup.namedOutright`):
    /// what `resolve` answers by a code, an own name (not an alternative
    /// spelling), a former name or short form, or else the one country in
    /// one of whose own languages the line is its name (`Deutschland`).
    /// Builds no table of every translation, which each line would pay for.
    package func outright(_ query: String) -> Country? {
        let typed = query.trimmingWhitespace()
        guard !typed.isEmpty, !SearchLimits.isTooLong(typed) else { return nil }
        let text = NameRepairs.mojibakeRepaired(typed) ?? typed
        if let coded = byCode(text) { return coded.country }
        let folded = SearchFolding.fold(text)
        let keys = NameKey.readings(text).filter { !$0.isEmpty }.map(\.text)
        if let found = ownNames(text, folded: folded, keys: keys) {
            return found.reason?.isOutright == true ? found.country : nil
        }
        var named = Set(ownLanguageNames[folded] ?? [])
        for key in keys { named.formUnion(ownLanguageNames[key] ?? []) }
        return named.count == 1 ? named.first.map { countries[$0] } : nil
    }

    /// Each country's names in its own languages, folded and keyed: for `outright`.
    private lazy var ownLanguageNames: [String: [Int]] = {
        var table: [String: [Int]] = [:]
        for (index, country) in countries.enumerated() {
            let names = country.languages.compactMap { catalog.records.translation(cca3: country.cca3, key: $0.code) }.flatMap { [$0.common, $0.official] }
            for text in Set(names.flatMap { [SearchFolding.fold($0), NameKey($0).text] }) where !text.isEmpty {
                table[text, default: []].append(index)
            }
        }
        return table
    }()

    /// A country's name in another language that is also a subdivision's
    /// name is no answer: "Granada" is Grenada in Spanish, and a Spanish
    /// province. In the chosen language, the country's name wins.
    private func placeOverForeignName(_ text: String, _ found: NameResolution) -> NameResolution {
        guard case let .translation(language)? = found.reason, language != locale.translationKey, let country = found.country,
              let place = world?.places(named: text).first else { return found }
        return NameResolution(outcome: .unknown, place: place, suggestions: [country])
    }

    /// A name some CLDR language gives ("Γερμανία" whatever the locale):
    /// after the subdivisions, as a language somewhere calls Papua New
    /// Guinea "Papua", which in English is Indonesia's province.
    private func anyLanguage(_ text: String) -> NameResolution? {
        guard let codes = world?.countryCodes(named: text), !codes.isEmpty else { return nil }
        let hits = codes.compactMap { code in index(ofCode: code, in: .cca2).map { Hit(index: $0, reason: .translation("CLDR")) } }
        return decide(hits)
    }

    // MARK: - Tags, subdivisions, words, typos (6–9)

    private func tagged(_ text: String) -> NameResolution? {
        guard let name = TaggedName(text), var core = exactly(name.core) else { return nil }
        guard case let .found(country) = core.outcome else {
            core.repairs += name.tags.map(NameRepair.tag)
            return core
        }
        for tag in name.tags where tag != "*" {
            let tagged = exactly(TaggedName.named(tag))?.country
            let repeats = tagged?.cca3 == country.cca3
            // A territory's tag names the country that holds it: "Bouvet Island (NO)".
            let namesTheHolder = tagged.map { $0.independent && !country.independent } ?? false
            guard repeats || namesTheHolder else { return NameResolution(outcome: .unknown, suggestions: [country]) }
        }
        core.repairs += name.tags.map(NameRepair.tag)
        return core
    }

    /// A subdivision's name: the United Kingdom for one of its four
    /// countries, else no country (with the subdivision, for the note).
    private func subdivision(_ text: String) -> NameResolution? {
        guard let places = world?.places(named: text), let place = places.first else { return nil }
        if places.allSatisfy({ UnitedKingdomParts.codes.contains($0.code) && $0.code == place.code }),
           let index = index(ofCode: place.cca2, in: .cca2) {
            return NameResolution(outcome: .found(countries[index]), reason: .partOf(place.name), place: place)
        }
        let holders = places.compactMap { index(ofCode: $0.cca2, in: .cca2).map { countries[$0] } }
        return NameResolution(outcome: .unknown, place: place, suggestions: holders)
    }

    private func byWords(_ key: NameKey) -> NameResolution? {
        var seen = Set<Int>()
        let matched = wordNames.filter { key.isWordSubset(of: $0.key) }.filter { seen.insert($0.index).inserted }
        guard let first = matched.first else { return nil }
        guard matched.count == 1 else { return decide(matched.map { Hit(index: $0.index, reason: .words) }) }
        // "Zealand" is in "New Zealand" but is a Danish island: a word
        // given must lead some name of the country ("Wallis and Futuna Isds").
        let leads = wordNames.contains { $0.index == first.index && key.words.contains($0.leading) }
        return leads
            ? NameResolution(outcome: .found(countries[first.index]), reason: .words)
            : NameResolution(outcome: .unknown, suggestions: [countries[first.index]])
    }

    /// One edit for six to ten letters, two from eleven, the first letter
    /// as written (people slip inside a word, seldom at its start), and only
    /// when no other country is within one more edit: `Argentinia` is
    /// Argentina, but `Slovania` is as near Slovenia as Slovakia, `Elbonia`
    /// (fictional) is not Albania, and `Yalta` (a city one edit from Malta)
    /// is too short to be sure of.
    private func byTypo(_ key: NameKey) -> NameResolution {
        let typed = Array(key.text.utf8)
        let length = typed.count
        let limit = length < 6 ? 0 : length < 11 ? 1 : 2
        guard limit > 0 else { return .unknown }
        var nearest: [Int: Int] = [:]
        for (index, name) in typoNames where abs(name.count - length) <= limit + 1 {
            let distance = NameSuggestions.editDistance(typed, name, atMost: limit + 1)
            if distance <= limit + 1, distance < nearest[index] ?? .max { nearest[index] = distance }
        }
        let ranked = nearest.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        guard let best = ranked.first, best.value <= limit else { return .unknown }
        let near = ranked.filter { $0.value <= limit }.map { countries[$0.key] }
        let clearlyNearest = ranked.count == 1 || ranked[1].value >= best.value + 2
        // A second edit for letters swapped or doubled, not a syllable more:
        // "Phillipines", not "Australasia".
        let plausible = typoNames.contains {
            $0.index == best.key && $0.name.first == typed.first
            && NameSuggestions.editDistance(typed, $0.name, atMost: limit) == best.value && (best.value < 2 || abs($0.name.count - length) <= 1)
        }
        guard clearlyNearest, plausible else { return NameResolution(outcome: .unknown, suggestions: near) }
        return NameResolution(outcome: .found(countries[best.key]), reason: .typo(best.value))
    }

    private func isRegionOrCapital(_ key: NameKey) -> Bool {
        regionsAndCapitals.contains(key.text)
    }

    // MARK: - Deciding

    private struct Hit {
        let index: Int
        let reason: MatchReason
        var place: PlaceName?
    }

    /// Tables of one tier each, best first: the first that holds a key decides.
    private typealias Tiers = [[String: [Hit]]]

    private func decide(_ tiers: Tiers, _ keys: [String]) -> NameResolution? {
        for tier in tiers {
            let hits = keys.flatMap { tier[$0] ?? [] }
            if let decided = decide(hits) { return decided }
        }
        return nil
    }

    /// Nil when nothing matched, so the next step is tried.
    private func decide(_ hits: [Hit]) -> NameResolution? {
        var seen = Set<Int>()
        let distinct = hits.filter { seen.insert($0.index).inserted }
        guard let first = distinct.first else { return nil }
        guard distinct.count > 1 else {
            return NameResolution(outcome: .found(countries[first.index]), reason: first.reason, place: first.place)
        }
        let sorted = distinct.map { countries[$0.index] }.sorted { catalog.name(of: $0, in: locale).common < catalog.name(of: $1, in: locale).common }
        return NameResolution(outcome: .ambiguous(sorted), reason: first.reason)
    }

    private func index(ofCode code: String, in field: CountryCatalog.CodeField) -> Int? {
        guard let country = catalog.firstCountry(withCode: code, in: field) else { return nil }
        return indexByCCA3[country.cca3]
    }

    // MARK: - Tables, built on first need

    private lazy var indexByCCA3: [String: Int] = Dictionary(countries.enumerated().map { ($1.cca3, $0) }, uniquingKeysWith: { first, _ in first })

    private lazy var ownWritten: Tiers = ownTiers(reason: MatchReason.name) { SearchFolding.fold($0) }
    private lazy var ownKeyed: Tiers = ownTiers(reason: { _ in .abbreviation }) { NameKey($0).text }

    /// Common names (in `locale` and English), official names, alternative spellings.
    private func ownTiers(reason: (String) -> MatchReason, _ key: (String) -> String) -> Tiers {
        var tiers = Tiers(repeating: [:], count: 3)
        for (index, country) in countries.enumerated() {
            let local = catalog.name(of: country, in: locale)
            let names: [(tier: Int, names: [String], what: String)] = [
                (0, [local.common, country.name.common], "common"),
                (1, [local.official, country.name.official], "official"),
                (2, country.altSpellings, MatchReason.alternativeSpelling),
            ]
            for (tier, names, what) in names {
                for name in Set(names.map(key)) where !name.isEmpty {
                    tiers[tier][name, default: []].append(Hit(index: index, reason: reason(what)))
                }
            }
        }
        return tiers
    }

    private lazy var aliases: Tiers = {
        var table: [String: [Hit]] = [:]
        func add(_ name: String, _ cca3: String, _ reason: MatchReason, place: PlaceName? = nil) {
            guard let index = indexByCCA3[cca3] else { return }
            table[NameKey(name).text, default: []].append(Hit(index: index, reason: reason, place: place))
        }
        for alias in NameAliases.all { add(alias.name, alias.cca3, alias.reason) }
        for state in FormerStates.all {
            for name in state.names {
                for successor in state.successors { add(name, successor, .formerName(state.note)) }
            }
        }
        for part in UnitedKingdomParts.names {
            add(part.name, "GBR", .partOf(part.canonical), place: PlaceName(code: part.code, name: part.canonical, cca2: "GB"))
        }
        return [table]
    }()

    private lazy var translationsWritten: Tiers = translationTier { SearchFolding.fold($0) }
    private lazy var translationsKeyed: Tiers = translationTier { NameKey($0).text }

    private func translationTier(_ key: (String) -> String) -> Tiers {
        var table: [String: [Hit]] = [:]
        for (index, country) in countries.enumerated() {
            // Many languages spell a name alike: each spelling is keyed once,
            // under the first language in order (so the reason is the same
            // from run to run).
            var seen = Set<String>()
            for (language, name) in catalog.translations(of: country.cca3).sorted(by: { $0.key < $1.key }) {
                for spelling in [name.common, name.official] where seen.insert(spelling).inserted {
                    let text = key(spelling)
                    guard !text.isEmpty, table[text]?.contains(where: { $0.index == index }) != true else { continue }
                    table[text, default: []].append(Hit(index: index, reason: .translation(language)))
                }
            }
        }
        return [table]
    }

    /// The English and `locale` names (common, official, aliases) whose
    /// words a query may be part of, each with its leading word. Not the
    /// alternative spellings: they hold words of other languages ("Land
    /// Curaçao") that people type meaning something else.
    private lazy var wordNames: [(index: Int, key: NameKey, leading: String)] = countries.enumerated().flatMap { index, country in
        CountryLookup.wordMatchNames(of: country, in: catalog, locale: locale).compactMap { name in
            let ordered = NameWords.droppingArticles(NameWords.expandingAbbreviations(NameWords.split(name)))
            return ordered.first.map { (index, NameKey(name), $0) }
        }
    }

    private lazy var typoNames: [(index: Int, name: [UInt8])] = wordNames.map { ($0.index, Array($0.key.text.utf8)) }

    /// Regions, subregions, continents and capitals: names a country's name
    /// may hold without meaning that country ("Africa", "Bissau").
    private lazy var regionsAndCapitals: Set<String> = {
        var names = Set(CountryLookup.continents.map { NameKey($0).text })
        for country in countries {
            names.insert(NameKey(country.region).text)
            names.insert(NameKey(country.subregion).text)
            for capital in country.capitals { names.insert(NameKey(capital).text) }
        }
        return names
    }()
}
