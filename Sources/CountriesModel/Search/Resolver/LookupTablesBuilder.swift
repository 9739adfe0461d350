extension LookupTables {
    /// The tables of `countries`, each at its position in them: every one's
    /// English names, alternative spellings and translations (`translations`
    /// gives them by key), folded and keyed; its region, subregion and
    /// capitals; and the program's own lists (`NameAliases`, `FormerNames`,
    /// `ISO3166Part3`, `NaturalEarthNames`, the United Kingdom's parts) and
    /// what the territories' names say (`TerritoryNames`), keyed. The index
    /// writer and the lookup (for data stored without them) both make them
    /// here.
    package static func make(countries: [Country], translations: (Country) -> [String: CountryName]) -> [UInt8] {
        var builder = LookupTablesBuilder(languages: Set(countries.flatMap { translations($0).keys }))
        builder.addCountries(countries, translations: translations)
        return builder.bytes()
    }

    /// A part of the names of one language laid over the data
    /// (`CLDRNamesOverlay`): `names` by the country's position.
    package static func make(language: String, names: [(position: Int, name: CountryName)]) -> [UInt8] {
        var builder = LookupTablesBuilder(languages: [language])
        // By position: the same tables whatever order the names came in.
        let names = names.sorted { $0.position < $1.position }
        for (position, name) in names {
            builder.addTranslation(language, name, position)
        }
        builder.addWordNames(language: language, names.map { ($0.position, [$0.name.common, $0.name.official]) })
        return builder.bytes()
    }
}

/// Gathers the tables' keys and entries, then lays them out as
/// `LookupTables` reads them.
struct LookupTablesBuilder {
    private struct Key: Hashable {
        let section: LookupTables.Section
        let bytes: [UInt8]
    }

    private struct Made: Equatable {
        let country: Int
        let field: UInt8
        let language: Int
        let extra: Int
    }

    private struct Name {
        let country: Int
        let language: Int
        let key: [UInt8]
        let lead: [UInt8]
    }

    private var keys: [Key] = []
    private var numbers: [Key: Int] = [:]
    private var entries: [[Made]] = []
    private var names: [Name] = []
    private var notes: [String] = []
    private var noteNumbers: [String: Int] = [:]
    /// The languages, sorted: an entry's language is its place here plus one.
    private let languages: [String]

    init(languages: Set<String>) {
        self.languages = languages.sorted()
    }

    private func number(of language: String?) -> Int {
        language.flatMap { languages.firstIndex(of: $0).map { $0 + 1 } } ?? 0
    }

    private mutating func add(_ section: LookupTables.Section, _ key: [UInt8], _ made: Made, once: Bool = true) {
        // What the layout cannot hold is left out, never cut short: a key
        // longer than 65,535 bytes (a hostile server's name of 100,000
        // `x`, which no text looked up can match: `SearchLimits`), a
        // country past the 65,535th (`UInt16.max` marks a continent).
        guard !key.isEmpty, key.count <= Int(UInt16.max), made.country <= Int(UInt16.max) else { return }
        let id = Key(section: section, bytes: key)
        if let number = numbers[id] {
            if once, entries[number].contains(made) { return }
            entries[number].append(made)
        } else {
            numbers[id] = keys.count
            keys.append(id)
            entries.append([made])
        }
    }

    private mutating func note(_ text: String) -> Int {
        if let number = noteNumbers[text] { return number }
        noteNumbers[text] = notes.count
        notes.append(text)
        return notes.count - 1
    }

    private static func key(_ name: String) -> [UInt8] {
        NameKey(name).bytes
    }

    // MARK: - The countries' own names

    mutating func addCountries(_ countries: [Country], translations: (Country) -> [String: CountryName]) {
        var positions: [String: Int] = [:]
        for (position, country) in countries.enumerated() { positions[country.cca3.uppercased()] = position }
        for (position, country) in countries.enumerated() {
            addName(country.name.common, .common, position, language: nil)
            addName(country.name.official, .official, position, language: nil)
            for spelling in country.altSpellings { addName(spelling, .alternative, position, language: nil) }
            for (language, name) in translations(country).sorted(by: { $0.key < $1.key }) { addTranslation(language, name, position) }
            for (field, place) in [(LookupTables.PlaceField.region, country.region), (.subregion, country.subregion)] + country.capitals.map({ (.capital, $0) }) {
                add(.place, Self.key(place), Made(country: position, field: field.rawValue, language: 0, extra: 0))
            }
            for field in CountryCatalog.CodeField.allCases {
                let code = Array(field.of(country).utf8)
                // The first country of a code in source order.
                if !code.isEmpty, !entries(.code, code).contains(where: { $0.field == LookupTables.field(field) }) {
                    add(.code, code, Made(country: position, field: LookupTables.field(field), language: 0, extra: 0))
                }
            }
            // Names in the country's own languages, for browse (`outright`).
            let own = country.languages.compactMap { translations(country)[$0.code] }.flatMap { [$0.common, $0.official] }
            for name in own {
                for key in [NameReading.folded(name), Self.key(name)] {
                    add(.ownLanguage, key, Made(country: position, field: 0, language: 0, extra: 0))
                }
            }
        }
        for continent in CountryLookup.continents {
            add(.place, Self.key(continent), Made(country: Int(UInt16.max), field: LookupTables.PlaceField.continent.rawValue, language: 0, extra: 0))
        }
        addAliases(positions)
        addTerritories(countries)
        addSovietRepublics(countries, positions)
        // The names the words and typo steps read: English, and each
        // language's; of the program's own, the short forms, not the former
        // names, whose first word is often another country's adjective
        // ("Spanish Sahara", "Italian Somaliland", "Dutch Guiana": no
        // answer to "Spanish", "Italian" or "Dutch").
        addWordNames(language: nil, countries.enumerated().map { ($0.offset, [$0.element.name.common, $0.element.name.official]) }
            + NameAliases.all.filter { $0.kind == .shortForm }.compactMap { alias in positions[alias.cca3.uppercased()].map { ($0, [alias.name]) } })
        for language in languages {
            addWordNames(language: language, countries.enumerated().compactMap { position, country in
                translations(country)[language].map { (position, [$0.common, $0.official]) }
            })
        }
    }

    private func entries(_ section: LookupTables.Section, _ key: [UInt8]) -> [Made] {
        numbers[Key(section: section, bytes: key)].map { entries[$0] } ?? []
    }

    private mutating func addName(_ name: String, _ field: LookupTables.Field, _ position: Int, language: String?) {
        let made = Made(country: position, field: field.rawValue, language: number(of: language), extra: 0)
        add(.written, NameReading.folded(name), made)
        add(.keyed, Self.key(name), made)
    }

    mutating func addTranslation(_ language: String, _ name: CountryName, _ position: Int) {
        addName(name.common, .translatedCommon, position, language: language)
        addName(name.official, .translatedOfficial, position, language: language)
    }

    // MARK: - The program's lists

    /// Former names, short forms and data sets' forms, former states now
    /// several, ISO 3166-3, the United Kingdom's four countries; Natural
    /// Earth's names.
    private mutating func addAliases(_ positions: [String: Int]) {
        func add(_ name: String, _ cca3: String, _ kind: LookupTables.AliasKind, _ note: String) {
            guard let position = positions[cca3.uppercased()] else { return }
            let number = self.note(note)
            self.add(.alias, Self.key(name), Made(country: position, field: kind.rawValue, language: 0, extra: number), once: false)
        }
        for alias in NameAliases.all {
            add(alias.name, alias.cca3, alias.kind == .former ? .former : .shortForm, alias.note)
        }
        // A former name of several countries: each, so the name is ambiguous.
        for former in FormerNames.all where former.successors.count > 1 {
            for successor in former.successors { add(former.name, successor, .former, former.years) }
        }
        for entry in ISO3166Part3.entries {
            for name in entry.names {
                for successor in entry.successors { add(name, successor, .former, entry.note) }
            }
        }
        for part in UnitedKingdomParts.names { add(part.name, "GBR", .partOf, part.canonical) }
        for (name, cca3) in NaturalEarthNames.all {
            guard let position = positions[cca3.uppercased()] else { continue }
            self.add(.naturalEarth, Self.key(name), Made(country: position, field: 0, language: 0, extra: 0), once: false)
        }
    }

    /// The places a territory's name joins ("Jan Mayen"), its names less
    /// its holder ("Virgin Islands"), and "A Islands" as "As" ("Faroes").
    private mutating func addTerritories(_ countries: [Country]) {
        let holders = countries.filter(\.independent).flatMap { [$0.name.common] + $0.demonyms }.filter { !$0.isEmpty }.map(TerritoryNames.holderWords)
        for (position, country) in countries.enumerated() where !country.independent {
            for name in [country.name.common, country.name.official] {
                // A place may be written with "Island" after it: "Ascension Island".
                for part in TerritoryNames.parts(of: name) {
                    for key in [Self.key(part), Self.key(part + " Island")] where !entries(.territoryPart, key).contains(where: { $0.country == position }) {
                        add(.territoryPart, key, Made(country: position, field: 0, language: 0, extra: note(part)))
                    }
                }
                if let core = TerritoryNames.withoutHolder(name, holdersWords: holders) {
                    add(.lessHolder, Self.key(core), Made(country: position, field: 0, language: 0, extra: 0))
                }
            }
        }
        for (position, country) in countries.enumerated() {
            let names = [country.name.common, country.name.official]
            let lessHolder = country.independent ? [] : names.compactMap { TerritoryNames.withoutHolder($0, holdersWords: holders) }
            for name in names + lessHolder {
                guard let short = NameQualifiers.islandsShortForm(of: name) else { continue }
                add(.islands, Self.key(short), Made(country: position, field: 0, language: 0, extra: 0))
            }
        }
    }

    /// Each successor of the Soviet Union by the adjectives its names and
    /// demonyms make ("Moldavian", "Tadzhik").
    private mutating func addSovietRepublics(_ countries: [Country], _ positions: [String: Int]) {
        guard let union = ISO3166Part3.sovietUnion else { return }
        for cca3 in union.successors {
            guard let position = positions[cca3.uppercased()] else { continue }
            let country = countries[position]
            let names = [country.name.common, country.name.official] + NameAliases.all.filter { $0.cca3 == cca3 }.map(\.name)
            // Sorted: the tables' bytes are the same in every process (a
            // `Set`'s order is seeded anew each run), as the recipe needs.
            for adjective in NameQualifiers.adjectives(names: names, demonyms: country.demonyms).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                add(.soviet, adjective, Made(country: position, field: 0, language: 0, extra: 0))
            }
        }
    }

    // MARK: - The words and typo steps' names

    /// `names` of `language` (nil: English and the aliases), each keyed,
    /// with its lead word.
    mutating func addWordNames(language: String?, _ names: [(position: Int, names: [String])]) {
        let number = number(of: language)
        for (position, texts) in names {
            for text in texts {
                let folded = NameReading.folded(text)
                guard let key = NameKey.first(ofFolded: folded)?.bytes else { continue }
                let lead = Self.lead(ofFolded: folded)
                // As `add` leaves out what the layout cannot hold.
                guard key.count <= Int(UInt16.max), lead.count <= Int(UInt16.max), position < Int(UInt16.max) else { continue }
                self.names.append(Name(country: position, language: number, key: key, lead: lead))
            }
        }
    }

    /// The name's first word as its key reads it, in its own order: a
    /// short form written out (its first reading), articles aside.
    static func lead(ofFolded folded: [UInt8]) -> [UInt8] {
        NameWords.Split(folded).expanded.first ?? []
    }

    // MARK: - Layout

    func bytes() -> [UInt8] {
        var builder = self
        return builder.laidOut()
    }

    private mutating func laidOut() -> [UInt8] {
        // The names sorted by language, then length; each numbered so.
        let sortedNames = names.enumerated().sorted { ($0.element.language, $0.element.key.count, $0.offset) < ($1.element.language, $1.element.key.count, $1.offset) }.map(\.element)
        for (number, name) in sortedNames.enumerated() {
            var seen = Set<[UInt8]>()
            for word in name.key.split(separator: UInt8(ascii: " ")) where seen.insert(Array(word)).inserted {
                add(.word, Array(word), Made(country: name.country, field: 0, language: name.language, extra: number), once: false)
            }
            add(.countryNames, [UInt8(name.country & 0xFF), UInt8(name.country >> 8), UInt8(name.language)],
                Made(country: name.country, field: 0, language: name.language, extra: number), once: false)
        }

        var pool: [UInt8] = []
        var pooled: [[UInt8]: Int] = [:]
        func place(_ bytes: [UInt8]) -> Int {
            if let offset = pooled[bytes] { return offset }
            pooled[bytes] = pool.count
            pool += bytes
            return pool.count - bytes.count
        }
        var slotCount = 1
        while 3 * slotCount < 4 * keys.count + 1 { slotCount *= 2 }
        var slots = [UInt32](repeating: 0, count: slotCount)
        var keyRecords: [UInt8] = []
        var entryRecords: [UInt8] = []
        var entryCount = 0
        for (number, key) in keys.enumerated() {
            var slot = key.bytes.withUnsafeBytes { Int(truncatingIfNeeded: LookupTables.hash(key.section.rawValue, $0)) } & (slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = UInt32(number + 1)
            keyRecords.append(UInt32(place(key.bytes)))
            keyRecords.append(UInt16(key.bytes.count))
            keyRecords += [key.section.rawValue, 0]
            keyRecords.append(UInt32(entryCount))
            keyRecords.append(UInt32(entries[number].count))
            for made in entries[number] {
                entryRecords.append(UInt16(truncatingIfNeeded: made.country))
                entryRecords += [made.field, UInt8(truncatingIfNeeded: made.language)]
                entryRecords.append(UInt32(made.extra))
            }
            entryCount += entries[number].count
        }
        var nameRecords: [UInt8] = []
        for name in sortedNames {
            nameRecords.append(UInt16(name.country))
            nameRecords += [UInt8(truncatingIfNeeded: name.language), 0]
            nameRecords.append(UInt32(place(name.key)))
            nameRecords.append(UInt16(name.key.count))
            nameRecords.append(UInt16(name.lead.count))
            nameRecords.append(UInt32(place(name.lead)))
            nameRecords.append(name.key.reduce(UInt32(0)) { $0 | 1 << UInt32($1 & 31) })
            nameRecords.append(UInt32(0))
        }
        var references: [UInt8] = []
        for text in languages + notes {
            references.append(UInt32(place(Array(text.utf8))))
            references.append(UInt32(text.utf8.count))
        }
        var out = LookupTables.magic
        for count in [slotCount, keys.count, entryCount, sortedNames.count, languages.count, notes.count, pool.count] {
            out.append(UInt32(count))
        }
        for slot in slots { out.append(slot) }
        return out + keyRecords + entryRecords + nameRecords + references + pool
    }
}

extension [UInt8] {
    fileprivate mutating func append<Integer: FixedWidthInteger>(_ value: Integer) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
