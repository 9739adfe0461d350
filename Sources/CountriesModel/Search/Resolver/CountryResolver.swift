/// Finds the one country a name means, as people and data sets write it:
/// the one algorithm `show`, `compare`, browse and `resolve` use, so they
/// always agree. When unsure it says so (ambiguous, unknown) rather than
/// guess: it never answers a country the name does not mean.
///
/// The names it looks texts up in are a `NameTable`: stored with the data
/// (the snapshot's and the cache's index), else made once, on first need,
/// and kept. A `show fra` (a code) reads none of it; a `show Botsuana`
/// looks a few keys up and reads the English names for a typo.
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
///
/// It lives in the store (`UserData.resolver`), on the main actor: its
/// tables are a cache of its catalog, made on first need, never shared
/// across threads.
package final class CountryResolver: @unchecked Sendable {
    package let catalog: CountryCatalog
    package let locale: NameLocale
    private let world: (any WorldNameSource)?
    private var records: any CountryRecords { catalog.records }
    /// Read on first need, by browse only: a code (`show fra`) decodes no other country.
    private lazy var countries: [Country] = catalog.countries
    /// Stored with the data, or else made from it on first need.
    private lazy var names = ResolverNames(catalog: catalog, locale: locale)

    package init(catalog: CountryCatalog, locale: NameLocale, world: (any WorldNameSource)? = nil) {
        self.catalog = catalog
        self.locale = locale
        self.world = world
    }

    package func resolve(_ query: String) -> NameResolution {
        let typed = query.trimmingWhitespace()
        guard !typed.isEmpty, !SearchLimits.isTooLong(typed) else { return .unknown }
        if let known = answered[typed] { return known }
        let text = Self.withoutVariants(typed)
        guard !text.isEmpty else { return .unknown }
        resolvedAnew += 1
        if resolvedAnew == Self.namesBeforeKeyTables { names.indexKeys() }
        let resolution = resolveAnew(text)
        // A data set names a few hundred countries over and over; a name
        // that misses the catalog costs scans of the world data. Up to a
        // bound, so a long input of distinct lines keeps memory flat.
        if answered.count < Self.mostRemembered { answered[typed] = resolution }
        return resolution
    }

    /// The text without what never changes an answer (docs/SEARCH.md):
    /// runs of white space (`Virgin  Islands`), a full stop or a comma at
    /// the end (`GER.`, `США.`, `Japan,`; not a semicolon, which ends an
    /// HTML reference: "Per&uacute;"), a leading "The"
    /// before another word (`The Virgin Islands`). So every such variant of
    /// a name is read as the name is.
    package static func withoutVariants(_ text: String) -> String {
        // Most texts have none of them: looked for on the bytes, no copy made.
        let bytes = text.utf8
        if let last = bytes.last, !".,".utf8.contains(last), !Self.startsWithThe(bytes),
           !zip(bytes, bytes.dropFirst()).contains(where: { $0 <= 0x20 && $1 <= 0x20 }), !bytes.contains(where: { $0 < 0x20 || $0 >= 0x80 }) {
            return text
        }
        var words = text.split(whereSeparator: \.isWhitespace)
        if words.count > 1, words[0].lowercased() == "the" { words.removeFirst() }
        var joined = words.joined(separator: " ")
        while let last = joined.last, ".,".contains(last), joined.count > 1 { joined.removeLast() }
        return joined
    }

    /// Names resolved anew so far: after `namesBeforeKeyTables`, the name
    /// tables' keys are found by hash (`NameTableKeys`). Making them costs
    /// what some thousands of binary searches do, so only a long `resolve`
    /// pays for them; a `show` or a short `resolve` never does.
    private var resolvedAnew = 0
    static let namesBeforeKeyTables = 1_000

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
        // HTML's references, as mojibake: no name is written "&eacute;".
        if let decoded = NameRepairs.htmlEntitiesDecoded(text) {
            var found = resolveAnew(decoded)
            found.repairs.insert(.htmlEntities(decoded), at: 0)
            return found
        }
        if let found = withLostCharacters(text) { return found }
        if let found = exactly(text) { return placeOverForeignName(text, sharedByTerritories(text, found)) }
        for candidate in NameRepairs.candidates(for: text) {
            if var found = exactly(candidate.text) ?? tagged(candidate.text) ?? qualified(candidate.text) {
                found.repairs.insert(candidate.repair, at: 0)
                return found
            }
        }
        // A name some CLDR language writes with brackets ("Myanmar (Miến
        // Điện)") is that name, no name with a tag.
        if TaggedName(text) != nil, let found = anyLanguage(text) { return found }
        if let found = tagged(text) ?? qualified(text) { return found }
        let key = NameKey(text)
        // A capital is no country, and its hint is the country whose
        // capital it is, not a subdivision that shares its name (`London`:
        // the United Kingdom, not GB-LND, the City of London).
        let capitalOf = countries(withCapital: key)
        if !capitalOf.isEmpty { return NameResolution(outcome: .unknown, suggestions: capitalOf, namesTheirCapital: true) }
        if let found = territoryPart(key) { return found }
        if let place = subdivision(text) { return place }
        // "America" is the United States in some language; not in this one.
        guard !key.isEmpty, !isRegionOrCapital(key) else { return .unknown }
        return anyLanguage(text) ?? byWords(key) ?? byTypo(key)
    }

    /// "C�te d'Ivoire", "Cura?ao": characters lost on the way, each one
    /// character of a name, matched against every country's own names as
    /// written (folded); the one country whose names fit is the answer,
    /// several are ambiguous. Nil when the text lost none, or fits none.
    private func withLostCharacters(_ text: String) -> NameResolution? {
        let folded = SearchFolding.foldedUTF8(text)
        guard NameRepairs.hasLostCharacters(folded) else { return nil }
        var hits: [Hit] = []
        var seen = Set<Int>()
        var matched = ""
        names.own.forEach(.written) { entry, name in
            guard entry.field != .place, !seen.contains(entry.country), NameRepairs.fits(name, lost: folded) else { return }
            seen.insert(entry.country)
            if matched.isEmpty { matched = String(decoding: name, as: UTF8.self) }
            let tier = switch entry.field {
            case .common, .translatedCommon: "common"
            case .official, .translatedOfficial: "official"
            default: MatchReason.alternativeSpelling
            }
            hits.append(Hit(index: entry.country, reason: .name(tier)))
        }
        guard var found = decide(hits) else { return nil }
        found.repairs.insert(.lostCharacters(matched), at: 0)
        return found
    }

    // MARK: - The exact steps (1–5)

    private func exactly(_ text: String) -> NameResolution? {
        // A code first, before any reading of the text is made: `show fra`
        // paid 1.3 M instructions (the runtime's metadata for the readings'
        // types, made at first use) for readings a code never needs.
        if let coded = byCode(text) { return coded }
        let folded = SearchFolding.fold(text)
        // The readings made only once a name is not found as written, as
        // most of a column's are: a third of resolving a column's names.
        var made: [String]?
        func keys() -> [String] {
            if let made { return made }
            let keys = NameKey.readings(text).filter { !$0.isEmpty }.map(\.text)
            made = keys
            return keys
        }
        return ownNames(text, folded: folded, keys: keys()) ?? translated(.written, [folded]) ?? translated(.keyed, keys())
    }

    /// Step 1: codes (cca3, cca2, ccn3, cioc).
    private func byCode(_ text: String) -> NameResolution? {
        let numeric = NumericCode.ccn3(text)
        codesAsked += 1
        let tables = codesAsked > Self.codesAskedBeforeATable ? codeTables : nil
        // Most texts a long `resolve` asks are names, longer than any code,
        // and not worth upper-casing: uppercasing and canonical equivalence
        // make no fewer scalars than the text has.
        if tables != nil, numeric == nil, let longest = longestASCIICode, text.unicodeScalars.count > max(longest, 4) { return nil }
        let code = numeric ?? text.uppercased()
        for (number, field) in CountryCatalog.CodeField.allCases.enumerated() {
            let country = tables.map { $0[number][code].map(records.country(at:)) } ?? catalog.firstCountry(withCode: code, in: field)
            guard let country else { continue }
            // An IOC code that ISO gave a withdrawn country (`BUR`: Burkina
            // Faso's at the Olympics, Burma's in ISO 3166-3) is either.
            if field == .cioc, let withdrawn = Self.withdrawnCodes[code], !withdrawn.successors.contains(country.cca3) {
                return decide(([country.cca3] + withdrawn.successors).compactMap { records.position(cca3: $0) }.map { Hit(index: $0, reason: .code(field)) })
            }
            return NameResolution(outcome: .found(country), reason: .code(field))
        }
        // A code ISO withdrew (`DDR`, `HVBF`): its successor, or its successors.
        guard numeric == nil, let withdrawn = Self.withdrawnCodes[code] else { return nil }
        return decide(withdrawn.successors.compactMap { records.position(cca3: $0) }.map { Hit(index: $0, reason: .formerName(withdrawn.note)) })
    }

    /// ISO 3166-3's alpha-3 and alpha-4 codes, each to its entry.
    private static let withdrawnCodes: [String: WithdrawnCountry] = {
        var codes: [String: WithdrawnCountry] = [:]
        for entry in ISO3166Part3.entries {
            codes[entry.alpha4] = entry
            codes[entry.alpha3] = entry
        }
        return codes
    }()

    /// A code is looked for record by record in three of its fields: cheap
    /// once, not for every line of a `resolve`, which after this many has
    /// them read into tables (a `show` never pays for them).
    private var codesAsked = 0
    static let codesAskedBeforeATable = 32

    /// The length of the longest code in `codeTables`, when every code is
    /// ASCII (so as many scalars as bytes); nil when one is not.
    private lazy var longestASCIICode: Int? = {
        let codes = codeTables.flatMap(\.keys)
        return codes.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? codes.map(\.utf8.count).max() ?? 0 : nil
    }()

    /// For each field, each code's first country in source order, as
    /// `CountryCatalog.firstCountry(withCode:in:)` finds it.
    private lazy var codeTables: [[String: Int]] = CountryCatalog.CodeField.allCases.map { field in
        var table: [String: Int] = [:]
        for (position, country) in catalog.countries.enumerated() where table[field.of(country)] == nil {
            table[field.of(country)] = position
        }
        return table
    }

    /// Steps 2–4: own names, former names and short forms.
    private func ownNames(_ text: String, folded: String, keys: @autoclosure () -> [String]) -> NameResolution? {
        // A code is a code as written: with its accents set aside, the
        // Vietnamese "Áo" (Austria) and "Bỉ" (Belgium) would be the codes
        // AO and BI that the data lists among Angola's and Burundi's
        // alternative spellings.
        let spellings = !(Self.isCodeShapedOnlyWithoutAccents(text, folded: folded))
        if let found = own(.written, [folded], alternatives: spellings, reason: MatchReason.name) { return found }
        let keys = keys()
        guard !keys.isEmpty else { return nil }
        return decide(keys.flatMap { aliases[$0] ?? [] }) ?? own(.keyed, keys, alternatives: spellings) { _ in .abbreviation }
            ?? decide(keys.flatMap { naturalEarth[$0] ?? [] })
    }

    /// Natural Earth's names, which people join its shapes on: after the
    /// countries' own, whose words they mostly are ("British Virgin Is.").
    private lazy var naturalEarth: [String: [Hit]] = {
        var table: [String: [Hit]] = [:]
        for (name, cca3) in NaturalEarthNames.all {
            guard let index = records.position(cca3: cca3) else { continue }
            table[NameKey(name).text, default: []].append(Hit(index: index, reason: .shortForm("Natural Earth")))
        }
        return table
    }()

    private static func startsWithThe(_ bytes: String.UTF8View) -> Bool {
        var prefix = bytes.prefix(4).map { $0 | 0x20 }
        guard prefix.count == 4 else { return false }
        prefix[3] = bytes[bytes.index(bytes.startIndex, offsetBy: 3)]
        return prefix == Array("the".utf8) + [UInt8(ascii: " ")]
    }

    /// Text of three letters or fewer once its accents are set aside that
    /// has accents as written: no code (codes are ASCII).
    static func isCodeShapedOnlyWithoutAccents(_ text: String, folded: String) -> Bool {
        folded.utf8.count <= 3 && !text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The country browse opens for a typed line (`CountryLookup.namedOutright`):
    /// what `resolve` answers by a code, an own name (not an alternative
    /// spelling), a former name or short form, or else the one country in
    /// one of whose own languages the line is its name (`Deutschland`).
    /// Builds no table of every translation, which each line would pay for.
    package func outright(_ query: String) -> Country? {
        let typed = query.trimmingWhitespace()
        guard !typed.isEmpty, !SearchLimits.isTooLong(typed) else { return nil }
        let variantless = Self.withoutVariants(typed)
        let text = NameRepairs.mojibakeRepaired(variantless) ?? variantless
        if let coded = byCode(text) { return coded.country }
        let folded = SearchFolding.fold(text)
        let keys = NameKey.readings(text).filter { !$0.isEmpty }.map(\.text)
        if var found = ownNames(text, folded: folded, keys: keys) {
            // As `resolve` decides: a territory's name another shares
            // (`virgin islands`) is either, and opens neither.
            found = sharedByTerritories(text, found)
            return found.reason?.isOutright == true ? found.country : nil
        }
        var named = Set(ownLanguageNames[folded] ?? [])
        for key in keys { named.formUnion(ownLanguageNames[key] ?? []) }
        return named.count == 1 ? named.first.map(records.country(at:)) : nil
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
        // A part of the country itself is the country: "Bonaire" (BQ-BO) is
        // the Caribbean Netherlands in some language, and its part; and so is
        // a subdivision that is the country, coded with its code
        // ("Nouvelle-Calédonie", FR-NC, is New Caledonia, NC).
        guard place.cca2 != country.cca2, !place.code.hasSuffix("-" + country.cca2) else { return found }
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
        // The core as any untagged name is read, but for typos: "Heard and
        // McDonald Islands (AU)" holds every word it gives of one name.
        guard let name = TaggedName(text), var core = exactly(name.core) ?? byWordsOrTypo(NameKey(name.core)) else { return nil }
        if case let .ambiguous(candidates) = core.outcome, name.tags.count == 1, let one = narrowed(candidates, by: name.tags[0]) {
            return NameResolution(outcome: .found(one), reason: core.reason, repairs: core.repairs + [.qualifier(name.tags[0])])
        }
        guard case let .found(country) = core.outcome else {
            core.repairs += name.tags.map(NameRepair.tag)
            return core
        }
        for tag in name.tags where tag != "*" {
            // A capital tells the country apart: "Equatorial Guinea (Malabo)".
            if isCapital(tag, of: country) { continue }
            let tagged = exactly(TaggedName.named(tag))?.country
            let repeats = tagged?.cca3 == country.cca3
            // A territory's tag names the country that holds it: "Bouvet Island (NO)".
            let namesTheHolder = tagged.map { $0.independent && !country.independent } ?? false
            guard repeats || namesTheHolder else { return NameResolution(outcome: .unknown, suggestions: [country]) }
        }
        core.repairs += name.tags.map(NameRepair.tag)
        return core
    }

    /// A tagged name's core as an untagged name's last steps read it, when
    /// they find one country: "South Georgia and the South Sandwichs
    /// Islands (UK)".
    private func byWordsOrTypo(_ key: NameKey) -> NameResolution? {
        guard !key.isEmpty, !isRegionOrCapital(key) else { return nil }
        let found = byWords(key) ?? byTypo(key)
        return found.country == nil ? nil : found
    }

    /// A subdivision's name: the United Kingdom for one of its four
    /// countries, else no country (with the subdivision, for the note).
    private func subdivision(_ text: String) -> NameResolution? {
        guard let places = world?.places(named: text), let place = places.first else { return nil }
        if places.allSatisfy({ UnitedKingdomParts.codes.contains($0.code) && $0.code == place.code }),
           let index = index(ofCode: place.cca2, in: .cca2) {
            return NameResolution(outcome: .found(records.country(at: index)), reason: .partOf(place.name), place: place)
        }
        let holders = places.compactMap { index(ofCode: $0.cca2, in: .cca2).map(records.country(at:)) }
        return NameResolution(outcome: .unknown, place: place, suggestions: holders)
    }

    private func byWords(_ key: NameKey) -> NameResolution? {
        var seen = Set<Int>()
        let words = key.words.map { Array($0.utf8) }
        let matched = wordNames.names(holding: words).map { wordNames.names[$0] }.filter { seen.insert($0.index).inserted }
        guard let first = matched.first else { return nil }
        guard matched.count == 1 else { return decide(matched.map { Hit(index: $0.index, reason: .words) }) }
        // "Zealand" is in "New Zealand" but is a Danish island: a word
        // given must lead some name of the country ("Wallis and Futuna Isds").
        let country = records.country(at: first.index)
        let leads = CountryLookup.wordMatchNames(of: country, in: catalog, locale: locale).contains { name in
            NameWords.droppingArticles(NameWords.expandingAbbreviations(NameWords.split(name))).first.map(key.words.contains) ?? false
        }
        return leads
            ? NameResolution(outcome: .found(country), reason: .words)
            : NameResolution(outcome: .unknown, suggestions: [country])
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
        // Only names near in length can be near in spelling, and only
        // names of nearly the same letters: an edit changes the count of
        // two letters at most, so one count off by more is no near name.
        let typoNames = wordNames.names(near: typed, within: limit + 1).map { wordNames.names[$0] }
        for (index, name) in typoNames {
            let distance = NameSuggestions.editDistance(typed, name, atMost: limit + 1)
            if distance <= limit + 1, distance < nearest[index] ?? .max { nearest[index] = distance }
        }
        let ranked = nearest.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        guard let best = ranked.first, best.value <= limit else { return .unknown }
        let near = ranked.filter { $0.value <= limit }.map { records.country(at: $0.key) }
        let clearlyNearest = ranked.count == 1 || ranked[1].value >= best.value + 2
        // A second edit for letters swapped or doubled, not a syllable more:
        // "Phillipines", not "Australasia".
        let plausible = typoNames.contains {
            $0.index == best.key && Self.firstLetters(of: $0.key) == Self.firstLetters(of: typed)
            && NameSuggestions.editDistance(typed, $0.key, atMost: limit) == best.value && (best.value < 2 || abs($0.key.count - length) <= 1)
        }
        guard clearlyNearest, plausible else { return NameResolution(outcome: .unknown, suggestions: near) }
        return NameResolution(outcome: .found(records.country(at: best.key)), reason: .typo(best.value))
    }

    /// The first letter of each word of a key (its words sorted, a space
    /// apart), sorted: a typo keeps every word's first letter as written,
    /// so `North Africa` is no typo of South Africa.
    static func firstLetters(of key: [UInt8]) -> [UInt8] {
        var letters: [UInt8] = []
        var atStart = true
        for byte in key {
            if byte == UInt8(ascii: " ") {
                atStart = true
            } else if atStart {
                letters.append(byte)
                atStart = false
            }
        }
        return letters.sorted()
    }

    /// Regions, subregions, continents and capitals: names a country's name
    /// may hold without meaning that country ("Africa", "Bissau").
    private func isRegionOrCapital(_ key: NameKey) -> Bool {
        Self.continents.contains(key.text) || !names.own.entries(.place, key.text).isEmpty
    }

    private static let continents = Set(CountryLookup.continents.map { NameKey($0).text })

    /// The countries whose capital the name is.
    private func countries(withCapital key: NameKey) -> [Country] {
        guard !key.isEmpty else { return [] }
        var seen = Set<Int>()
        return names.own.entries(.place, key.text).map(\.country).filter { seen.insert($0).inserted }
            .map(records.country(at:)).filter { $0.capitals.contains { NameKey($0) == key } }
    }

    // MARK: - Territories' names (`TerritoryNames`)

    /// One of the places a territory's name joins (`Jan Mayen`, `Saba`),
    /// before the subdivisions: ISO 3166-2 lists some as another country's.
    private func territoryPart(_ key: NameKey) -> NameResolution? {
        guard let hits = territoryParts[key.text] else { return nil }
        return decide(hits.map { Hit(index: $0.index, reason: .partOf($0.part)) })
    }

    /// A territory found by its own name, when another territory less its
    /// holder is called the same (`Virgin Islands`), is either: ambiguous.
    private func sharedByTerritories(_ text: String, _ found: NameResolution) -> NameResolution {
        // However it is written: as the name, or by its words (`Virgin Is.`).
        switch found.reason {
        case .name?, .abbreviation?: break
        default: return found
        }
        guard let country = found.country, !country.independent,
              let own = records.position(cca3: country.cca3) else { return found }
        var others = Set<Int>()
        for key in NameKey.readings(text) { others.formUnion(territoriesLessHolder[key.text] ?? []) }
        others.remove(own)
        guard !others.isEmpty else { return found }
        return decide([Hit(index: own, reason: found.reason ?? .words)] + others.sorted().map { Hit(index: $0, reason: found.reason ?? .words) }) ?? found
    }

    /// Each territory's English names' parts, keyed: "Jan Mayen".
    private lazy var territoryParts: [String: [(index: Int, part: String)]] = {
        var table: [String: [(index: Int, part: String)]] = [:]
        for (index, country) in countries.enumerated() where !country.independent {
            for name in [country.name.common, country.name.official] {
                // A place may be written with "Island" after it: "Ascension Island".
                for part in TerritoryNames.parts(of: name) {
                    for key in [NameKey(part).text, NameKey(part + " Island").text] {
                        guard !key.isEmpty, !(table[key]?.contains { $0.index == index } ?? false) else { continue }
                        table[key, default: []].append((index, part))
                    }
                }
            }
        }
        return table
    }()

    /// Every independent country's name and adjectives as
    /// `TerritoryNames.withoutHolder` compares them: made once, not once a
    /// territory's name (170 M instructions).
    private lazy var holdersWords: [[String]] = countries.filter(\.independent)
        .flatMap { [$0.name.common] + $0.demonyms }.filter { !$0.isEmpty }.map(TerritoryNames.holderWords)

    /// Each territory's English names less their holder ("British",
    /// "of the United States"), keyed.
    private lazy var territoriesLessHolder: [String: Set<Int>] = {
        let holders = holdersWords
        var table: [String: Set<Int>] = [:]
        for (index, country) in countries.enumerated() where !country.independent {
            for name in [country.name.common, country.name.official] {
                guard let core = TerritoryNames.withoutHolder(name, holdersWords: holders) else { continue }
                table[NameKey(core).text, default: []].insert(index)
            }
        }
        return table
    }()

    // MARK: - Qualified names (`NameQualifiers`)

    /// A name that carries a second one: a Soviet republic's adjective, "A
    /// Islands" as "As", a country less another, a name with a qualifier
    /// that tells it apart (a capital, another name of one of the countries
    /// it may mean). Nil when no reading decides.
    private func qualified(_ text: String) -> NameResolution? {
        if let adjective = NameQualifiers.sovietAdjective(text) { return sovietRepublic(adjective) }
        let key = NameKey(text)
        if NameQualifiers.mayBeIslandsShortForm(key), let found = decide(islandsShortForms[key.text] ?? []) { return found }
        if let (name, excluded) = NameQualifiers.exclusion(text), var found = exactly(name), let country = found.country,
           let other = exactly(excluded)?.country, other.cca3 != country.cca3 {
            // What it leaves out is a country of its own: the rest is still this one.
            found.repairs.append(.qualifier(excluded))
            return found
        }
        if let found = joinedParts(text) { return found }
        for (name, qualifier) in NameQualifiers.splits(text) {
            // The cheaper side is looked at first: a qualifier after the name
            // is seldom a capital or any country's name ("Rep."); one
            // before it, other than a capital, only a territory's holder
            // ("France, Martinique"), so the rest must be a name as written.
            let qualifierKey = NameKey(qualifier)
            guard !qualifierKey.isEmpty else { continue }
            let isCapital = capitalKeys.contains(qualifierKey.text)
            let after = text.hasPrefix(name)
            if after {
                guard isCapital || exactlyRemembered(qualifier) != nil else { continue }
            } else {
                // Before the name: a capital, or a name before punctuation
                // ("France, Martinique"), the rest then a name as written.
                guard isCapital || text.dropFirst(qualifier.count).first.map({ $0 != " " }) == true else { continue }
            }
            guard let head = after || isCapital ? exactlyRemembered(name) ?? wordsOf(name) : exactlyRemembered(name) else { continue }
            // A code in a name is a code only as a code is written, in
            // capitals: "Sud Sudan" (Italian for South Sudan) is no Sudan
            // told apart by its IOC code SUD.
            if case .code? = head.reason, name != name.uppercased() { continue }
            let candidates: [Country]
            switch head.outcome {
            case let .found(country): candidates = [country]
            case let .ambiguous(countries): candidates = countries
            case .unknown: continue
            }
            if let one = narrowed(candidates, by: qualifier) ?? heldBy(candidates, qualifier, name: name) {
                return NameResolution(outcome: .found(one), reason: head.reason, repairs: head.repairs + [.qualifier(qualifier)])
            }
        }
        return nil
    }

    /// `exactly`, remembered: the parts of names ("Rep.", "Republic of")
    /// recur across a long `resolve`. Up to a bound, as `answered` is.
    private func exactlyRemembered(_ text: String) -> NameResolution? {
        if let known = partsAnswered[text] { return known }
        let found = exactly(text)
        if partsAnswered.count < Self.mostRemembered { partsAnswered[text] = .some(found) }
        return found
    }

    private var partsAnswered: [String: NameResolution?] = [:]

    /// Every country's capitals, keyed.
    private lazy var capitalKeys: Set<String> = Set(countries.flatMap { $0.capitals.map { NameKey($0).text } })

    /// A name whose words are in some countries' names (`Korea`, `Guinea`),
    /// as step 10 reads it: a qualifier may tell them apart. Not articles
    /// alone, a region or a capital.
    private func wordsOf(_ name: String) -> NameResolution? {
        let key = NameKey(name)
        guard !key.isEmpty, !isRegionOrCapital(key), let found = byWords(key), found.outcome != .unknown else { return nil }
        return found
    }

    /// "France, Martinique": a territory named with the country that holds
    /// it, as ISO 3166-2 says (Martinique is also FR-972, France's).
    private func heldBy(_ candidates: [Country], _ qualifier: String, name: String) -> Country? {
        guard candidates.count == 1, !candidates[0].independent, let holder = byCode(qualifier)?.country ?? exactly(qualifier)?.country,
              holder.independent, world?.places(named: name).contains(where: { $0.cca2 == holder.cca2 }) == true else { return nil }
        return candidates[0]
    }

    /// "Bonaire and Saint Eustatius": places joined that are all one
    /// country's, each by its name or as a part of a territory's name.
    /// "Belgium and Luxembourg" is two countries: no answer.
    private func joinedParts(_ text: String) -> NameResolution? {
        let parts = TerritoryNames.parts(of: text)
        guard parts.count > 1 else { return nil }
        var meant: Country?
        for part in parts {
            let key = NameKey(part)
            // Remembered: the splits that follow ask the same parts ("Kajmanskii otoci, Rep.").
            guard let country = (exactlyRemembered(part) ?? territoryPart(key))?.country, meant == nil || meant?.cca3 == country.cca3 else { return nil }
            meant = country
        }
        guard let meant, let index = records.position(cca3: meant.cca3) else { return nil }
        return decide([Hit(index: index, reason: .partOf(parts.joined(separator: ", ")))])
    }

    /// The one of `candidates` the qualifier names: by its capital, or by
    /// another of its names. Nil when it names none or several.
    private func narrowed(_ candidates: [Country], by qualifier: String) -> Country? {
        let key = NameKey(qualifier)
        let byCapital = candidates.filter { isCapital(key, of: $0) }
        if byCapital.count == 1 { return byCapital[0] }
        guard byCapital.isEmpty, let named = exactlyRemembered(qualifier) else { return nil }
        let meant: [Country]
        switch named.outcome {
        case let .found(country): meant = [country]
        case let .ambiguous(countries): meant = countries
        case .unknown: return nil
        }
        let both = candidates.filter { candidate in meant.contains { $0.cca3 == candidate.cca3 } }
        return both.count == 1 ? both[0] : nil
    }

    private func isCapital(_ text: String, of country: Country) -> Bool {
        isCapital(NameKey(text), of: country)
    }

    /// The same, for a text keyed already: a qualifier is asked of every
    /// country a word may mean ("Islands": dozens), each one's capitals
    /// keyed once.
    private func isCapital(_ key: NameKey, of country: Country) -> Bool {
        guard !key.isEmpty else { return false }
        if let keys = capitalKeysOf[country.cca3] { return keys.contains(key) }
        let keys = country.capitals.map(NameKey.init)
        capitalKeysOf[country.cca3] = keys
        return keys.contains(key)
    }

    /// Each country's capitals keyed, by cca3, as `isCapital` asks them.
    private var capitalKeysOf: [String: [NameKey]] = [:]

    /// "Moldavian SSR": the one Soviet republic (a successor of the USSR,
    /// `FormerStates`) whose names or demonyms make the adjective.
    private func sovietRepublic(_ adjective: String) -> NameResolution? {
        guard let union = FormerStates.all.first(where: { $0.names.contains("USSR") }) else { return nil }
        let hits = union.successors.compactMap { cca3 -> Hit? in
            guard let index = records.position(cca3: cca3) else { return nil }
            let country = records.country(at: index)
            let names = [country.name.common, country.name.official] + NameAliases.all.filter { $0.cca3 == cca3 }.map(\.name)
            guard NameQualifiers.adjectives(names: names, demonyms: country.demonyms).contains(adjective) else { return nil }
            return Hit(index: index, reason: .formerName("a Soviet republic until 1991 (\(union.note))"))
        }
        return decide(hits)
    }

    /// Each English name "A Islands" as "As" ("Faroes"), keyed; a
    /// territory's also less its holder, so "Virgins" is either's.
    private lazy var islandsShortForms: [String: [Hit]] = {
        let holders = holdersWords
        var table: [String: [Hit]] = [:]
        for (index, country) in countries.enumerated() {
            let names = [country.name.common, country.name.official]
            let lessHolder = country.independent ? [] : names.compactMap { TerritoryNames.withoutHolder($0, holdersWords: holders) }
            for name in Set(names + lessHolder) {
                guard let short = NameQualifiers.islandsShortForm(of: name) else { continue }
                // One reason for every hit: an ambiguous answer's reason is
                // its first hit's, and the order of the countries may differ.
                table[NameKey(short).text, default: []].append(Hit(index: index, reason: .shortForm("\"Islands\" left out")))
            }
        }
        return table
    }()

    // MARK: - Deciding

    private struct Hit {
        let index: Int
        let reason: MatchReason
        var place: PlaceName?
    }

    /// The country's own names in `kind`'s form, in tiers: common (in
    /// `locale` and English), official, alternative spellings.
    private func own(_ kind: NameTable.Kind, _ keys: [String], alternatives: Bool = true, reason: (String) -> MatchReason) -> NameResolution? {
        let entries = keys.map { names.own.entries(kind, $0) }
        // Most texts a long `resolve` asks are no name at all: no tiers to sift.
        guard entries.contains(where: { !$0.isEmpty }) else { return nil }
        let tiers: [([NameTable.Field], String)] = [([.common, .translatedCommon], "common"), ([.official, .translatedOfficial], "official")]
            + (alternatives ? [([.alternative], MatchReason.alternativeSpelling)] : [])
        for (fields, what) in tiers {
            // A translation here is the name in `locale`: the names in
            // every language are the translations' tier.
            let hits = entries.joined().filter { fields.contains($0.field) && $0.language == ($0.field.isTranslated ? locale.translationKey : nil) }
            if let decided = decide(hits.map { Hit(index: $0.country, reason: reason(what)) }) { return decided }
        }
        return nil
    }

    /// The names in every language, in `kind`'s form: each country's under
    /// the first language (by key) that spells a key so, so the reason is
    /// the same from run to run.
    private func translated(_ kind: NameTable.Kind, _ keys: [String]) -> NameResolution? {
        var hits: [Hit] = []
        for key in keys {
            var seen = Set<Int>()
            for entry in names.all(kind).entries(kind, key) where entry.field.isTranslated && seen.insert(entry.country).inserted {
                hits.append(Hit(index: entry.country, reason: .translation(entry.language ?? "")))
            }
        }
        return decide(hits)
    }

    /// Nil when nothing matched, so the next step is tried.
    private func decide(_ hits: [Hit]) -> NameResolution? {
        var seen = Set<Int>()
        let distinct = hits.filter { seen.insert($0.index).inserted }
        guard let first = distinct.first else { return nil }
        guard distinct.count > 1 else {
            return NameResolution(outcome: .found(records.country(at: first.index)), reason: first.reason, place: first.place)
        }
        // Each country's name read once, not at each comparison (a word of
        // many names, "Islands", is dozens of countries).
        let sorted = distinct.map { records.country(at: $0.index) }.map { (country: $0, name: catalog.name(of: $0, in: locale).common) }
            .sorted { $0.name < $1.name }.map(\.country)
        return NameResolution(outcome: .ambiguous(sorted), reason: first.reason)
    }

    private func index(ofCode code: String, in field: CountryCatalog.CodeField) -> Int? {
        guard let country = catalog.firstCountry(withCode: code, in: field) else { return nil }
        return records.position(cca3: country.cca3)
    }

    // MARK: - Tables, built on first need

    /// Former names, short forms and data sets' forms, former states now
    /// several, the United Kingdom's four countries: by `NameKey`.
    private lazy var aliases: [String: [Hit]] = {
        var table: [String: [Hit]] = [:]
        func add(_ name: String, _ cca3: String, _ reason: MatchReason, place: PlaceName? = nil) {
            guard let index = records.position(cca3: cca3) else { return }
            table[NameKey(name).text, default: []].append(Hit(index: index, reason: reason, place: place))
        }
        for alias in NameAliases.all { add(alias.name, alias.cca3, alias.reason) }
        for state in FormerStates.all {
            for name in state.names {
                for successor in state.successors { add(name, successor, .formerName(state.note)) }
            }
        }
        // ISO 3166-3, every entry: its names, each of its successors.
        for entry in ISO3166Part3.entries {
            for name in entry.names {
                for successor in entry.successors { add(name, successor, .formerName(entry.note)) }
            }
        }
        for part in UnitedKingdomParts.names {
            add(part.name, "GBR", .partOf(part.canonical), place: PlaceName(code: part.code, name: part.canonical, cca2: "GB"))
        }
        return table
    }()

    /// The English and `locale` names (common, official, aliases) whose
    /// words a query may be part of, or whose spelling it may be a typo of,
    /// keyed. Not the alternative spellings: they hold words of other
    /// languages ("Land Curaçao") that people type meaning something else.
    private lazy var wordNames = WordNameIndex({
        var found: [(index: Int, key: [UInt8])] = []
        names.own.forEach(.keyed) { entry, key in
            let english = (entry.field == .common || entry.field == .official) && entry.language == nil
            let local = (entry.field == .translatedCommon || entry.field == .translatedOfficial) && entry.language == locale.translationKey
            if english || local { found.append((entry.country, Array(key))) }
        }
        for alias in NameAliases.all {
            if let index = records.position(cca3: alias.cca3) { found.append((index, Array(NameKey(alias.name).text.utf8))) }
        }
        return found
    }())
}
