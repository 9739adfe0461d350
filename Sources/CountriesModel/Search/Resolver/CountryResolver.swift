/// Finds the one country a name means, as people and data sets write it:
/// the one algorithm every entry point asks (`PlaceLookup`), so they always
/// agree. When unsure it says so (ambiguous, unknown) rather than guess: it
/// never answers a country the name does not mean.
///
/// A value: the data, the language, and the lookup's tables
/// (`LookupTables`), immutable data the data layer keeps with the data (or
/// makes from it, for data stored without them). It keeps nothing between
/// texts: every text is read once (`NameReading`) and looked up in the
/// tables by its bytes. A `show fra` (a code) reads one key.
///
/// In order, the first step with any match deciding (docs/SEARCH.md):
/// 1. codes (cca3, cca2, ccn3, cioc, any case; ISO 3166-3's withdrawn ones);
/// 2. the country's own names as written, case and accents aside, in
///    tiers: common (in `locale` and English), official, alternative;
/// 3. former names, short forms and data-set forms (`NameAliases`),
///    former names of several countries (`FormerNames`: ambiguous), ISO 3166-3,
///    the United Kingdom's four countries, Natural Earth's names; by key;
/// 4. the tiers of step 2 by `NameKey` (short forms, punctuation, articles,
///    word order aside): "Korea, Rep.";
/// 5. translations as written, then by `NameKey`;
/// 6. steps 1–5 again on the name mended (`NameRepairs`), then without its
///    tags (`TaggedName`), each tag judged, and its qualifiers (`NameQualifiers`);
/// 7. a capital, a part of a territory's name, a subdivision's name is no
///    country (`Bavaria`), but for the United Kingdom's four; nor is a
///    region's or continent's; then a name in any CLDR language (the world data);
/// 8. every word in one country's name, one of them leading a name of it
///    (`bosnia`; not `zealand`);
/// 9. a misspelling one country is nearest to by a margin (`Botsuana`).
package struct CountryResolver: Sendable {
    package let catalog: CountryCatalog
    package let locale: NameLocale
    private let world: (any WorldNameSource)?
    /// The stored (or made) tables, and a part for a language laid over
    /// the data (`CLDRNamesOverlay`), if any.
    private let parts: [LookupTables]
    /// The locale's language's number in each part (0: none of its names).
    private let localeNumbers: [Int]
    private var records: any CountryRecords { catalog.records }

    package init(catalog: CountryCatalog, locale: NameLocale, world: (any WorldNameSource)? = nil) {
        self.catalog = catalog
        self.locale = locale
        self.world = world
        parts = catalog.records.lookupTables
            ?? [LookupTables(LookupTables.make(countries: catalog.countries) { [catalog] in catalog.translations(of: $0.cca3) }, countries: catalog.countries.count)]
        localeNumbers = parts.map { $0.number(ofLanguage: locale.translationKey) }
    }

    package func resolve(_ query: String) -> NameResolution {
        let typed = query.trimmingWhitespace()
        guard !typed.isEmpty, !SearchLimits.isTooLong(typed) else { return .unknown }
        let text = NameReading.variantless(typed)
        guard !text.isEmpty else { return .unknown }
        return resolveAnew(text)
    }

    /// The text without what never changes an answer, as the resolver
    /// reads it (`NameReading.variantless`): a city's name is read so too.
    package static func withoutVariants(_ text: String) -> String {
        NameReading.variantless(text)
    }

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
        let reading = NameReading(text)
        if let found = withLostCharacters(reading) { return found }
        if let found = exactly(reading) { return placeOverForeignName(reading, sharedByTerritories(reading, found)) }
        for candidate in NameRepairs.candidates(for: text) {
            let mended = NameReading(candidate.text)
            if var found = exactly(mended) ?? tagged(mended) ?? qualified(mended) {
                found.repairs.insert(candidate.repair, at: 0)
                return found
            }
        }
        // A name some CLDR language writes with brackets ("Myanmar (Miến
        // Điện)") is that name, no name with a tag.
        if TaggedName(reading.utf8) != nil, let found = anyLanguage(reading) { return found }
        if let found = tagged(reading) ?? qualified(reading) { return found }
        let key = NameKey.readings(ofFolded: reading.folded, most: 1).first ?? NameKey(bytes: [])
        // A capital is no country, and its hint is the country whose
        // capital it is, not a subdivision that shares its name (`London`:
        // the United Kingdom, not GB-LND, the City of London).
        let capitalOf = countries(withCapital: key)
        if !capitalOf.isEmpty { return NameResolution(outcome: .unknown, suggestions: capitalOf, namesTheirCapital: true) }
        if let found = territoryPart(key) { return found }
        if let place = subdivision(reading) { return place }
        // "America" is the United States in some language; not in this one.
        guard !key.isEmpty, !isRegionOrCapital(key) else { return .unknown }
        return anyLanguage(reading) ?? byWords(key) ?? byTypo(key)
    }

    /// "C�te d'Ivoire", "Cura?ao": characters lost on the way, each one
    /// character of a name, matched against every country's own names as
    /// written (folded); the one country whose names fit is the answer,
    /// several are ambiguous. Nil when the text lost none, or fits none.
    private func withLostCharacters(_ reading: NameReading) -> NameResolution? {
        let folded = reading.folded
        guard NameRepairs.hasLostCharacters(folded) else { return nil }
        // In the order of the names' bytes, each name's entries as made.
        var fitting: [(name: [UInt8], part: Int, entries: LookupTables.Entries)] = []
        for (number, part) in parts.enumerated() {
            part.forEachKey(of: .written) { name, entries in
                if NameRepairs.fits(name, lost: folded) { fitting.append((Array(name), number, entries)) }
            }
        }
        fitting.sort { $0.name.lexicographicallyPrecedes($1.name) }
        var hits: [Hit] = []
        var seen = Set<Int>()
        var matched = ""
        for (name, _, entries) in fitting {
            for entry in entries where isCountry(entry) && seen.insert(entry.country).inserted {
                if matched.isEmpty { matched = String(decoding: name, as: UTF8.self) }
                let tier = switch LookupTables.Field(rawValue: entry.field) {
                case .common?, .translatedCommon?: "common"
                case .official?, .translatedOfficial?: "official"
                default: MatchReason.alternativeSpelling
                }
                hits.append(Hit(country: entry.country, reason: .name(tier)))
            }
        }
        guard var found = decide(hits) else { return nil }
        found.repairs.insert(.lostCharacters(matched), at: 0)
        return found
    }

    // MARK: - The exact steps (1–5)

    private func exactly(_ reading: NameReading) -> NameResolution? {
        // A code first, before any key is made.
        if let coded = byCode(reading) { return coded }
        // The keys made only once a name is not found as written, as most
        // of a column's are.
        var made: [[UInt8]]?
        func keys() -> [[UInt8]] {
            if let made { return made }
            let keys = reading.keys().map(\.bytes)
            made = keys
            return keys
        }
        // Most texts asked are no name as written nor by key (a line of
        // no country, a qualifier, a part): the tables hold none of them,
        // told by their keys alone, with no tier sifted.
        if !holds(.written, reading.folded), !keys().contains(where: { key in Self.keyedSections.contains { holds($0, key) } }) { return nil }
        if let found = ownNames(reading, keys: keys) { return found }
        guard let found = translated(.written, [reading.folded]) ?? translated(.keyed, keys()) else { return nil }
        // Shaped as a code, a text is a name only as the name is written:
        // `CAD` and `cad` are no Czech "Čad" (Chad); `Tai` is Estonian.
        guard CodeShape.holds(reading.utf8) else { return found }
        let text = reading.text
        return found.country.map { catalog.translations(of: $0.cca3).values.contains { $0.common == text || $0.official == text } } == true ? found : nil
    }

    /// Step 1: codes (cca3, cca2, ccn3, cioc); then the codes ISO withdrew.
    private func byCode(_ reading: NameReading) -> NameResolution? {
        guard let (code, numeric) = Self.codeText(reading.utf8) else { return nil }
        let found = entries(.code, code)
        let withdrawn = numeric ? nil : ISO3166Part3.withdrawn(code: code)
        for field in CountryCatalog.CodeField.allCases {
            guard let entry = found.first(where: { $0.entry.field == LookupTables.field(field) && isCountry($0.entry) }) else { continue }
            let country = records.country(at: entry.entry.country)
            // An IOC code that ISO gave a withdrawn country (`BUR`: Burkina
            // Faso's at the Olympics, Burma's in ISO 3166-3) is either.
            if field == .cioc, let withdrawn, !withdrawn.successors.contains(country.cca3) {
                return decide(([country.cca3] + withdrawn.successors).compactMap(position).map { Hit(country: $0, reason: .code(field)) })
            }
            return NameResolution(outcome: .found(country), reason: .code(field))
        }
        // A code ISO withdrew (`DDR`, `HVBF`): its successor, or its successors.
        guard let withdrawn else { return nil }
        return decide(withdrawn.successors.compactMap(position).map { Hit(country: $0, reason: .formerName(withdrawn.note)) })
    }

    /// The text as a code is looked up: a number of three digits or fewer
    /// as ccn3 writes it (`NumericCode`), else upper-cased; nil for a text
    /// too long to be a code (no code is longer than four letters, and
    /// upper-casing makes no fewer characters).
    private static func codeText(_ utf8: [UInt8]) -> (code: [UInt8], numeric: Bool)? {
        guard !utf8.isEmpty, utf8.count <= 16 else { return nil }
        if let digits = NumericCode.ccn3(utf8) { return (digits, true) }
        if utf8.allSatisfy({ $0 < 0x80 }) {
            guard utf8.count <= 4 else { return nil }
            return (utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, false)
        }
        let text = String(decoding: utf8, as: UTF8.self)
        guard text.unicodeScalars.count <= 4 else { return nil }
        return (Array(text.uppercased().utf8), false)
    }

    /// Steps 2–4: own names, former names and short forms.
    private func ownNames(_ reading: NameReading, keys: () -> [[UInt8]]) -> NameResolution? {
        // A code is a code as written: with its accents set aside, the
        // Vietnamese "Áo" (Austria) and "Bỉ" (Belgium) would be the codes
        // AO and BI that the data lists among Angola's and Burundi's
        // alternative spellings.
        let spellings = !(reading.folded.count <= 3 && !reading.isASCII)
        if let found = own(.written, [reading.folded], alternatives: spellings, reason: MatchReason.name) { return found }
        let keys = keys()
        guard !keys.isEmpty else { return nil }
        return decide(keys.flatMap { aliases($0) }) ?? own(.keyed, keys, alternatives: spellings) { _ in .abbreviation }
            ?? decide(keys.flatMap { key in entries(.naturalEarth, key).map { Hit(country: $0.entry.country, reason: .shortForm("Natural Earth")) } })
    }

    /// Former names, short forms and data sets' forms, former states now
    /// several, the United Kingdom's four countries, of a key.
    private func aliases(_ key: [UInt8]) -> [Hit] {
        entries(.alias, key).map { found in
            let note = parts[found.part].note(found.entry.extra)
            switch LookupTables.AliasKind(rawValue: found.entry.field) {
            case .former?: return Hit(country: found.entry.country, reason: .formerName(note))
            case .shortForm?: return Hit(country: found.entry.country, reason: .shortForm(note))
            default:
                let code = UnitedKingdomParts.names.first { $0.canonical == note }?.code ?? ""
                return Hit(country: found.entry.country, reason: .partOf(note), place: PlaceName(code: code, name: note, cca2: "GB"))
            }
        }
    }

    /// The country browse opens for a typed line (`CountryLookup.namedOutright`):
    /// what `resolve` answers by a code, an own name (not an alternative
    /// spelling), a former name or short form, or else the one country in
    /// one of whose own languages the line is its name (`Deutschland`).
    package func outright(_ query: String) -> Country? {
        let typed = query.trimmingWhitespace()
        guard !typed.isEmpty, !SearchLimits.isTooLong(typed) else { return nil }
        let variantless = NameReading.variantless(typed)
        let reading = NameReading(NameRepairs.mojibakeRepaired(variantless) ?? variantless)
        if let coded = byCode(reading) { return coded.country }
        let keys = reading.keys().map(\.bytes)
        if var found = ownNames(reading, keys: { keys }) {
            // As `resolve` decides: a territory's name another shares
            // (`virgin islands`) is either, and opens neither.
            found = sharedByTerritories(reading, found)
            return found.reason?.isOutright == true ? found.country : nil
        }
        var named = Set<Int>()
        for key in [reading.folded] + keys {
            for found in entries(.ownLanguage, key) where isCountry(found.entry) { named.insert(found.entry.country) }
        }
        // A name CLDR gives in a language the data has none of the
        // country's names in (`zho` has none of China's), laid over it.
        if let key = locale.translationKey {
            for code in world?.countryCodes(named: reading.text) ?? [] {
                guard let position = index(ofCode: code, in: .cca2) else { continue }
                let country = records.country(at: position)
                guard country.languages.contains(where: { $0.code == key }), let name = records.translation(cca3: country.cca3, key: key),
                      [name.common, name.official].contains(where: { NameReading.folded($0) == reading.folded || keys.contains(NameKey($0).bytes) })
                else { continue }
                named.insert(position)
            }
        }
        return named.count == 1 ? named.first.map(records.country(at:)) : nil
    }

    /// A country's name in another language that is also a subdivision's
    /// name is no answer: "Granada" is Grenada in Spanish, and a Spanish
    /// province. In the chosen language, the country's name wins.
    private func placeOverForeignName(_ reading: NameReading, _ found: NameResolution) -> NameResolution {
        guard case let .translation(language)? = found.reason, language != locale.translationKey, let country = found.country,
              let place = world?.places(named: reading.text).first else { return found }
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
    private func anyLanguage(_ reading: NameReading) -> NameResolution? {
        guard let world else { return nil }
        var codes = world.countryCodes(named: reading.text)
        // Shaped as a code, a text is a name only as the name is written:
        // `WDM` is the United States in Kabyle, `SIN` no Hausa "Sin" (China).
        if CodeShape.holds(reading.utf8) { codes = codes.filter { world.names(of: $0).contains(reading.text) } }
        guard !codes.isEmpty else { return nil }
        return decide(codes.compactMap { index(ofCode: $0, in: .cca2).map { Hit(country: $0, reason: .translation("CLDR")) } })
    }

    // MARK: - Tags, subdivisions, words, typos (6–9)

    private func tagged(_ reading: NameReading) -> NameResolution? {
        // The core as any untagged name is read, but for typos: "Heard and
        // McDonald Islands (AU)" holds every word it gives of one name.
        guard let name = TaggedName(reading.utf8) else { return nil }
        let core = NameReading(utf8: name.core)
        guard var found = exactly(core) ?? byWordsOrTypo(NameKey.readings(ofFolded: core.folded, most: 1).first) else { return nil }
        let tags = name.tags.map { String(decoding: $0, as: UTF8.self) }
        var answers = PartAnswers()
        if case let .ambiguous(candidates) = found.outcome, name.tags.count == 1, let one = narrowed(candidates, by: NameReading(utf8: name.tags[0]), &answers) {
            return NameResolution(outcome: .found(one), reason: found.reason, repairs: found.repairs + [.qualifier(tags[0])])
        }
        guard case let .found(country) = found.outcome else {
            found.repairs += tags.map(NameRepair.tag)
            return found
        }
        for tag in name.tags where tag != [UInt8(ascii: "*")] {
            // A capital tells the country apart: "Equatorial Guinea (Malabo)".
            if isCapital(NameReading(utf8: tag), of: country) { continue }
            let tagged = exactly(NameReading(utf8: TaggedName.named(tag)))?.country
            let repeats = tagged?.cca3 == country.cca3
            // A territory's tag names the country that holds it: "Bouvet Island (NO)".
            let namesTheHolder = tagged.map { $0.independent && !country.independent } ?? false
            guard repeats || namesTheHolder else { return NameResolution(outcome: .unknown, suggestions: [country]) }
        }
        found.repairs += tags.map(NameRepair.tag)
        return found
    }

    /// A tagged name's core as an untagged name's last steps read it, when
    /// they find one country: "South Georgia and the South Sandwichs
    /// Islands (UK)".
    private func byWordsOrTypo(_ key: NameKey?) -> NameResolution? {
        guard let key, !key.isEmpty, !isRegionOrCapital(key) else { return nil }
        let found = byWords(key) ?? byTypo(key)
        return found.country == nil ? nil : found
    }

    /// A subdivision's name: the United Kingdom for one of its four
    /// countries, else no country (with the subdivision, for the note).
    private func subdivision(_ reading: NameReading) -> NameResolution? {
        guard let places = world?.places(named: reading.text), let place = places.first else { return nil }
        if places.allSatisfy({ UnitedKingdomParts.codes.contains($0.code) && $0.code == place.code }),
           let index = index(ofCode: place.cca2, in: .cca2) {
            return NameResolution(outcome: .found(records.country(at: index)), reason: .partOf(place.name), place: place)
        }
        let holders = places.compactMap { index(ofCode: $0.cca2, in: .cca2).map(records.country(at:)) }
        return NameResolution(outcome: .unknown, place: place, suggestions: holders)
    }

    private func byWords(_ key: NameKey) -> NameResolution? {
        let words = key.words
        var matched: [WordName] = []
        for name in names(holding: words) where !matched.contains(where: { $0.country == name.country }) { matched.append(name) }
        guard let first = matched.first else { return nil }
        guard matched.count == 1 else { return decide(matched.map { Hit(country: $0.country, reason: .words) }) }
        // "Zealand" is in "New Zealand" but is a Danish island: a word
        // given must lead some name of the country ("Wallis and Futuna Isds").
        let country = records.country(at: first.country)
        let leads = names(of: first.country).contains { name in words.contains { $0.elementsEqual(name.lead) } }
        // What an official name says before "of" is its form, not its name:
        // `Country` alone is no "Country of Curaçao", as `Kingdom` is no
        // one kingdom.
        let form = Self.form(ofOfficial: NameReading.folded(country.name.official))
        return leads && !words.allSatisfy({ word in form.contains { $0.elementsEqual(word) } })
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
        let typed = key.bytes
        let length = typed.count
        let limit = length < 6 ? 0 : length < 11 ? 1 : 2
        guard limit > 0 else { return .unknown }
        // Each country's nearest name: (country, edits).
        var nearest: [(key: Int, value: Int)] = []
        // Only names near in length can be near in spelling, and only
        // names of nearly the same letters.
        let typoNames = typed.withUnsafeBytes { names(near: $0, within: limit + 1) }
        for name in typoNames {
            let distance = typed.withUnsafeBytes { NameSuggestions.editDistance($0, name.key, atMost: limit + 1) }
            guard distance <= limit + 1 else { continue }
            if let at = nearest.firstIndex(where: { $0.key == name.country }) {
                nearest[at].value = min(nearest[at].value, distance)
            } else {
                nearest.append((name.country, distance))
            }
        }
        let ranked = nearest.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        guard let best = ranked.first, best.value <= limit else { return .unknown }
        let near = ranked.filter { $0.value <= limit }.map { records.country(at: $0.key) }
        let clearlyNearest = ranked.count == 1 || ranked[1].value >= best.value + 2
        // A second edit for letters swapped or doubled, not a syllable more:
        // "Phillipines", not "Australasia".
        let firstLetters = Self.firstLetters(of: typed)
        let plausible = typoNames.contains { name in
            name.country == best.key && Self.firstLetters(of: name.key) == firstLetters
                && typed.withUnsafeBytes { NameSuggestions.editDistance($0, name.key, atMost: limit) } == best.value
                && (best.value < 2 || abs(name.key.count - length) <= 1)
        }
        guard clearlyNearest, plausible else { return NameResolution(outcome: .unknown, suggestions: near) }
        return NameResolution(outcome: .found(records.country(at: best.key)), reason: .typo(best.value))
    }

    /// The words of an official name before its "of" (`country` of
    /// "Country of Curaçao", `hashemite kingdom` of "Hashemite Kingdom of
    /// Jordan"): its form of government; none for a name without "of".
    static func form(ofOfficial folded: [UInt8]) -> [[UInt8]] {
        let words = folded.split(separator: UInt8(ascii: " ")).map { $0.filter { $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: ".") } }
        guard let of = words.firstIndex(of: Array("of".utf8)) else { return [] }
        return Array(words[..<of])
    }

    /// The first letter of each word of a key (its words sorted, a space
    /// apart), sorted: a typo keeps every word's first letter as written,
    /// so `North Africa` is no typo of South Africa.
    static func firstLetters(of key: some Collection<UInt8>) -> [UInt8] {
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
        parts.contains { $0.holds(.place, key.bytes) }
    }

    /// The countries whose capital the name is.
    private func countries(withCapital key: NameKey) -> [Country] {
        guard !key.isEmpty else { return [] }
        var seen = Set<Int>()
        return entries(.place, key.bytes).filter { $0.entry.field == LookupTables.PlaceField.capital.rawValue && seen.insert($0.entry.country).inserted }
            .map { records.country(at: $0.entry.country) }
    }

    // MARK: - Territories' names (`TerritoryNames`)

    /// One of the places a territory's name joins (`Jan Mayen`, `Saba`),
    /// before the subdivisions: ISO 3166-2 lists some as another country's.
    private func territoryPart(_ reading: NameReading) -> NameResolution? {
        NameKey.first(ofFolded: reading.folded).flatMap(territoryPart)
    }

    private func territoryPart(_ key: NameKey) -> NameResolution? {
        decide(entries(.territoryPart, key.bytes).map { Hit(country: $0.entry.country, reason: .partOf(parts[$0.part].note($0.entry.extra))) })
    }

    /// A territory found by its own name, when another territory less its
    /// holder is called the same (`Virgin Islands`), is either: ambiguous.
    private func sharedByTerritories(_ reading: NameReading, _ found: NameResolution) -> NameResolution {
        // However it is written: as the name, or by its words (`Virgin Is.`).
        switch found.reason {
        case .name?, .abbreviation?: break
        default: return found
        }
        guard let country = found.country, !country.independent, let own = position(country.cca3) else { return found }
        var others = Set<Int>()
        for key in reading.keys() {
            for other in entries(.lessHolder, key.bytes) { others.insert(other.entry.country) }
        }
        others.remove(own)
        guard !others.isEmpty else { return found }
        return decide([Hit(country: own, reason: found.reason ?? .words)] + others.sorted().map { Hit(country: $0, reason: found.reason ?? .words) }) ?? found
    }

    // MARK: - Qualified names (`NameQualifiers`)

    /// A name that carries a second one: a Soviet republic's adjective, "A
    /// Islands" as "As", a country less another, a name with a qualifier
    /// that tells it apart (a capital, another name of one of the countries
    /// it may mean). Nil when no reading decides.
    private func qualified(_ reading: NameReading) -> NameResolution? {
        if let adjective = NameQualifiers.sovietAdjective(ofFolded: reading.folded) { return sovietRepublic(adjective) }
        let key = NameKey.readings(ofFolded: reading.folded, most: 1).first ?? NameKey(bytes: [])
        if NameQualifiers.mayBeIslandsShortForm(key),
           let found = decide(entries(.islands, key.bytes).map { Hit(country: $0.entry.country, reason: .shortForm("\"Islands\" left out")) }) {
            return found
        }
        let utf8 = reading.utf8
        // The parts of the text the readings below ask of, each answered once.
        var answers = PartAnswers()
        if let (name, excluded) = NameQualifiers.exclusion(utf8), var found = answers.exactly(Array(utf8[name]), self), let country = found.country,
           let other = answers.exactly(Array(utf8[excluded]), self)?.country, other.cca3 != country.cca3 {
            // What it leaves out is a country of its own: the rest is still this one.
            found.repairs.append(.qualifier(String(decoding: utf8[excluded], as: UTF8.self)))
            return found
        }
        if let found = joinedParts(utf8, &answers) { return found }
        for (nameRange, qualifierRange) in NameQualifiers.splits(utf8) {
            // The cheaper side is looked at first: a qualifier after the name
            // is seldom a capital or any country's name ("Rep."); one
            // before it, other than a capital, only a territory's holder
            // ("France, Martinique"), so the rest must be a name as written.
            let qualifier = NameReading(utf8: Array(utf8[qualifierRange]))
            guard let qualifierKey = NameKey.readings(ofFolded: qualifier.folded, most: 1).first else { continue }
            let isCapital = entries(.place, qualifierKey.bytes).contains { $0.entry.field == LookupTables.PlaceField.capital.rawValue }
            let nameBytes = Array(utf8[nameRange])
            let after = utf8.starts(with: nameBytes)
            if after {
                guard isCapital || answers.exactly(qualifier.utf8, self) != nil else { continue }
            } else {
                // Before the name: a capital, or a name before punctuation
                // ("France, Martinique"), the rest then a name as written.
                guard isCapital || Self.characterAfter(qualifier.utf8, in: reading.text).map({ $0 != " " }) == true else { continue }
            }
            let name = NameReading(utf8: nameBytes)
            guard let head = after || isCapital ? answers.exactly(nameBytes, self) ?? wordsOf(name) : answers.exactly(nameBytes, self) else { continue }
            // A code in a name is a code only as a code is written, in
            // capitals: "Sud Sudan" (Italian for South Sudan) is no Sudan
            // told apart by its IOC code SUD.
            if case .code? = head.reason, !Self.isUppercase(nameBytes) { continue }
            let candidates: [Country]
            switch head.outcome {
            case let .found(country): candidates = [country]
            case let .ambiguous(countries): candidates = countries
            case .unknown: continue
            }
            if let one = narrowed(candidates, by: qualifier, &answers) ?? heldBy(candidates, qualifier, name: name, &answers) {
                return NameResolution(outcome: .found(one), reason: head.reason, repairs: head.repairs + [.qualifier(qualifier.text)])
            }
        }
        return nil
    }

    /// What the parts of one text are, as `exactly` reads them: a part is
    /// asked of several times over (a qualifier, then a name), and answered once.
    private struct PartAnswers {
        private var answered: [(utf8: [UInt8], answer: NameResolution?)] = []

        mutating func exactly(_ utf8: [UInt8], _ resolver: CountryResolver) -> NameResolution? {
            if let known = answered.first(where: { $0.utf8 == utf8 }) { return known.answer }
            let answer = resolver.exactly(NameReading(utf8: utf8))
            answered.append((utf8, answer))
            return answer
        }
    }

    /// The character of `text` after as many characters as `qualifier`
    /// has: what follows a qualifier written first.
    private static func characterAfter(_ qualifier: [UInt8], in text: String) -> Character? {
        text.dropFirst(String(decoding: qualifier, as: UTF8.self).count).first
    }

    /// Whether the text is as upper-casing it leaves it.
    private static func isUppercase(_ utf8: [UInt8]) -> Bool {
        if utf8.allSatisfy({ $0 < 0x80 }) { return !utf8.contains { (0x61...0x7A).contains($0) } }
        let text = String(decoding: utf8, as: UTF8.self)
        return text == text.uppercased()
    }

    /// A name whose words are in some countries' names (`Korea`, `Guinea`),
    /// as step 10 reads it: a qualifier may tell them apart. Not articles
    /// alone, a region or a capital.
    private func wordsOf(_ reading: NameReading) -> NameResolution? {
        guard let key = NameKey.readings(ofFolded: reading.folded, most: 1).first, !isRegionOrCapital(key),
              let found = byWords(key), found.outcome != .unknown else { return nil }
        return found
    }

    /// "France, Martinique": a territory named with the country that holds
    /// it, as ISO 3166-2 says (Martinique is also FR-972, France's).
    private func heldBy(_ candidates: [Country], _ qualifier: NameReading, name: NameReading, _ answers: inout PartAnswers) -> Country? {
        guard candidates.count == 1, !candidates[0].independent, let holder = byCode(qualifier)?.country ?? answers.exactly(qualifier.utf8, self)?.country,
              holder.independent, world?.places(named: name.text).contains(where: { $0.cca2 == holder.cca2 }) == true else { return nil }
        return candidates[0]
    }

    /// "Bonaire and Saint Eustatius": places joined that are all one
    /// country's, each by its name or as a part of a territory's name.
    /// "Belgium and Luxembourg" is two countries: no answer.
    private func joinedParts(_ utf8: [UInt8], _ answers: inout PartAnswers) -> NameResolution? {
        let joined = TerritoryNames.parts(of: utf8)
        guard joined.count > 1 else { return nil }
        var meant: Country?
        for part in joined {
            guard let country = (answers.exactly(part, self) ?? territoryPart(NameReading(utf8: part)))?.country,
                  meant == nil || meant?.cca3 == country.cca3 else { return nil }
            meant = country
        }
        guard let meant, let index = position(meant.cca3) else { return nil }
        return decide([Hit(country: index, reason: .partOf(joined.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ", ")))])
    }

    /// The one of `candidates` the qualifier names: by its capital, or by
    /// another of its names. Nil when it names none or several.
    private func narrowed(_ candidates: [Country], by qualifier: NameReading, _ answers: inout PartAnswers) -> Country? {
        let byCapital = candidates.filter { isCapital(qualifier, of: $0) }
        if byCapital.count == 1 { return byCapital[0] }
        guard byCapital.isEmpty, let named = answers.exactly(qualifier.utf8, self) else { return nil }
        let meant: [Country]
        switch named.outcome {
        case let .found(country): meant = [country]
        case let .ambiguous(countries): meant = countries
        case .unknown: return nil
        }
        let both = candidates.filter { candidate in meant.contains { $0.cca3 == candidate.cca3 } }
        return both.count == 1 ? both[0] : nil
    }

    /// Whether the text is one of the country's capitals, keyed.
    private func isCapital(_ reading: NameReading, of country: Country) -> Bool {
        guard let key = NameKey.readings(ofFolded: reading.folded, most: 1).first, let position = position(country.cca3) else { return false }
        return entries(.place, key.bytes).contains { $0.entry.field == LookupTables.PlaceField.capital.rawValue && $0.entry.country == position }
    }

    /// "Moldavian SSR": the one Soviet republic (a successor of the USSR,
    /// ISO 3166-3 SUHH) whose names or demonyms make the adjective.
    private func sovietRepublic(_ adjective: [UInt8]) -> NameResolution? {
        guard let union = ISO3166Part3.sovietUnion else { return nil }
        return decide(entries(.soviet, adjective).map { Hit(country: $0.entry.country, reason: .formerName("a Soviet republic until 1991 (\(union.note))")) })
    }

    // MARK: - Deciding

    private struct Hit {
        let country: Int
        let reason: MatchReason
        var place: PlaceName?
    }

    /// The country's own names in `section`'s form, in tiers: common (in
    /// `locale` and English), official, alternative spellings.
    private func own(_ section: LookupTables.Section, _ keys: [[UInt8]], alternatives: Bool = true, reason: (String) -> MatchReason) -> NameResolution? {
        let found = keys.flatMap { entries(section, $0) }
        // Most texts a long `resolve` asks are no name at all: no tiers to sift.
        guard !found.isEmpty else { return nil }
        // Each tier's hits gathered in one pass, no list of tiers made.
        var hits: [Hit] = []
        for tier in 0..<(alternatives ? 3 : 2) {
            hits.removeAll(keepingCapacity: true)
            let what = tier == 0 ? "common" : tier == 1 ? "official" : MatchReason.alternativeSpelling
            for found in found {
                // A translation here is the name in `locale`: the names in
                // every language are the translations' tier.
                guard let field = LookupTables.Field(rawValue: found.entry.field), field.ownTier == tier,
                      found.entry.language == (field.isTranslated ? localeNumbers[found.part] : 0) else { continue }
                hits.append(Hit(country: found.entry.country, reason: reason(what)))
            }
            if let decided = decide(hits) { return decided }
        }
        return nil
    }

    /// The names in every language, in `section`'s form: each country's
    /// under the first language (by key) that spells a key so, so the
    /// reason is the same from run to run.
    private func translated(_ section: LookupTables.Section, _ keys: [[UInt8]]) -> NameResolution? {
        var hits: [Hit] = []
        for key in keys {
            var seen = Set<Int>()
            for found in entries(section, key) {
                guard LookupTables.Field(rawValue: found.entry.field)?.isTranslated == true, seen.insert(found.entry.country).inserted else { continue }
                hits.append(Hit(country: found.entry.country, reason: .translation(parts[found.part].language(found.entry.language) ?? "")))
            }
        }
        return decide(hits)
    }

    /// Nil when nothing matched, so the next step is tried.
    private func decide(_ hits: [Hit]) -> NameResolution? {
        guard let first = hits.firstIndex(where: { $0.country < countryCount }) else { return nil }
        // Each country once, in the order of its first hit: by position,
        // with no hit copied (a word of many names, "Republic", is a
        // hundred countries).
        var distinct: [Int] = [hits[first].country]
        var seen = [UInt64](repeating: 0, count: countryCount / 64 + 1)
        seen[hits[first].country >> 6] |= 1 << UInt64(hits[first].country & 63)
        for hit in hits[(first + 1)...] where hit.country < countryCount {
            let bit: UInt64 = 1 << UInt64(hit.country & 63)
            guard seen[hit.country >> 6] & bit == 0 else { continue }
            seen[hit.country >> 6] |= bit
            distinct.append(hit.country)
        }
        guard distinct.count > 1 else {
            return NameResolution(outcome: .found(records.country(at: distinct[0])), reason: hits[first].reason, place: hits[first].place)
        }
        // Each country read and named once, and the positions sorted, not
        // the countries: by name, the first hit first among equal names.
        let countries = distinct.map { records.country(at: $0) }
        let names = countries.map { Self.NameOrder(catalog.name(of: $0, in: locale).common) }
        let order = countries.indices.sorted { names[$0] < names[$1] || (names[$0] == names[$1] && $0 < $1) }
        return NameResolution(outcome: .ambiguous(order.map { countries[$0] }), reason: hits[first].reason)
    }

    /// A name as `String`'s `<` orders it: by its bytes where it is ASCII
    /// (where the two orders are one), else as a `String`.
    private struct NameOrder: Equatable {
        let name: String
        let ascii: [UInt8]?

        init(_ name: String) {
            self.name = name
            let bytes = Array(name.utf8)
            ascii = bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
        }

        static func < (lhs: Self, rhs: Self) -> Bool {
            if let left = lhs.ascii, let right = rhs.ascii { return left.lexicographicallyPrecedes(right) }
            return lhs.name < rhs.name
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.name == rhs.name
        }
    }

    // MARK: - The tables

    /// An entry of a part.
    private struct Found {
        let part: Int
        let entry: LookupTables.Entry
    }

    /// The entries of `key` in every part: those of `written` and `keyed`
    /// by country, then language (untranslated first), as one table.
    private func entries(_ section: LookupTables.Section, _ key: [UInt8]) -> Matches {
        guard parts.count > 1 else { return Matches(single: parts[0].entries(section, key), merged: []) }
        let found = parts.indices.flatMap { part in parts[part].entries(section, key).map { Found(part: part, entry: $0) } }
        guard section == .written || section == .keyed else { return Matches(single: nil, merged: found) }
        return Matches(single: nil, merged: found.sorted {
            ($0.entry.country, parts[$0.part].language($0.entry.language) ?? "") < ($1.entry.country, parts[$1.part].language($1.entry.language) ?? "")
        })
    }

    /// The entries of a key: the one part's, read in place, or several
    /// parts' merged.
    private struct Matches: RandomAccessCollection {
        let single: LookupTables.Entries?
        let merged: [Found]

        var startIndex: Int { 0 }
        var endIndex: Int { single?.count ?? merged.count }

        subscript(position: Int) -> Found {
            guard let single else { return merged[position] }
            return Found(part: 0, entry: single[single.startIndex + position])
        }
    }

    /// Whether any part holds `key` in `section`.
    private func holds(_ section: LookupTables.Section, _ key: [UInt8]) -> Bool {
        parts.contains { $0.holds(section, key) }
    }

    /// The sections `exactly` reads a text's keys in: the names by key,
    /// in every language, the aliases, Natural Earth's.
    private static let keyedSections: [LookupTables.Section] = [.keyed, .alias, .naturalEarth]

    /// Whether an entry names a country of the data (not a continent, nor
    /// one of bytes damaged).
    private func isCountry(_ entry: LookupTables.Entry) -> Bool {
        entry.country < countryCount
    }

    /// How many countries the data has.
    private var countryCount: Int { parts[0].countries }

    /// Where the country of this cca3 stands in the data.
    private func position(_ cca3: String) -> Int? {
        records.position(cca3: cca3)
    }

    /// The position of the first country whose `field` is `code`.
    private func index(ofCode code: String, in field: CountryCatalog.CodeField) -> Int? {
        entries(.code, Array(code.utf8)).first { $0.entry.field == LookupTables.field(field) && isCountry($0.entry) }?.entry.country
    }

    /// A name the words and typo steps read: views of the tables' bytes,
    /// which the resolver keeps alive.
    private typealias WordName = LookupTables.NameRecord

    /// The languages whose names the words and typo steps read, in each
    /// part: English (and the aliases), and the locale's.
    private func readsLanguage(_ language: Int, part: Int) -> Bool {
        language == 0 ? part == 0 : language == localeNumbers[part]
    }

    /// The names (English, the locale's, the aliases) that hold every one
    /// of `words`, each as many times (`NameKey.isWordSubset`), in order.
    private func names(holding words: [ArraySlice<UInt8>]) -> [WordName] {
        var found: [WordName] = []
        for (number, part) in parts.enumerated() {
            // Only names with the rarest word can hold them all.
            var rarest: LookupTables.Entries?
            for word in words {
                let holding = part.entries(.word, word)
                if rarest == nil || holding.count < rarest?.count ?? 0 { rarest = holding }
            }
            for entry in rarest ?? part.entries(.word, []) where readsLanguage(entry.language, part: number) {
                let name = part.name(entry.extra)
                if name.country < countryCount, NameKey.isWordSubset(words, of: name.key) { found.append(name) }
            }
        }
        return found
    }

    /// The names of one country the words step reads.
    private func names(of country: Int) -> [WordName] {
        parts.indices.flatMap { number in
            languages(part: number).flatMap { language in
                parts[number].entries(.countryNames, [UInt8(country & 0xFF), UInt8(country >> 8), UInt8(language)]).map { parts[number].name($0.extra) }
            }
        }
    }

    /// The names within `edits` of `typed` in length and by their letters'
    /// bins: those a typo of `edits` may be.
    private func names(near typed: UnsafeRawBufferPointer, within edits: Int) -> [WordName] {
        let counted = LetterCounts(typed)
        var found: [WordName] = []
        for (number, part) in parts.enumerated() {
            for language in languages(part: number) {
                for index in part.names(ofLanguage: language, lengths: max(0, typed.count - edits)...(typed.count + edits)) {
                    let name = part.name(index)
                    guard name.country < countryCount, !counted.isMoreThan(edits, from: name.present, name.key) else { continue }
                    found.append(name)
                }
            }
        }
        return found
    }

    /// The languages the words and typo steps read in a part: English
    /// (and the program's aliases), and the locale's, in that order.
    private func languages(part number: Int) -> [Int] {
        (localeNumbers[number] == 0 ? [0] : [0, localeNumbers[number]]).filter { readsLanguage($0, part: number) }
    }
}
