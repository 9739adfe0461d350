extension NameTableBytes {
    /// The table of `countries`, each at its position in them: every one's
    /// English names, alternative spellings and translations (`translations`
    /// gives them by key), each folded and keyed, and its region,
    /// subregion and capitals. The index writer and the resolver (for data
    /// stored without one) both make it here.
    package static func make(countries: [Country], translations: (Country) -> [String: CountryName]) -> [UInt8] {
        var builder = NameTableBuilder()
        for (position, country) in countries.enumerated() {
            builder.addOwn(country, position)
            builder.add(translations(country), position)
        }
        return builder.bytes()
    }

    /// The same in parts, for names made in memory, each on first need
    /// (`ResolverNames`): the countries' own names (with those in
    /// `language`, which the resolver takes for its own), and every
    /// translation in each form. Together they hold what `make` does, the
    /// names in `language` twice.
    package static func makeOwn(countries: [Country], language: String?, translation: (Country) -> CountryName?) -> [UInt8] {
        var builder = NameTableBuilder()
        for (position, country) in countries.enumerated() {
            builder.addOwn(country, position)
            if let language, let name = translation(country) { builder.add([language: name], position) }
        }
        return builder.bytes()
    }

    /// Every translation, in `kind`'s form only: a name found as written
    /// needs no translation keyed.
    package static func makeTranslations(countries: [Country], kind: NameTable.Kind, translations: (Country) -> [String: CountryName]) -> [UInt8] {
        var builder = NameTableBuilder(kinds: [kind])
        for (position, country) in countries.enumerated() { builder.add(translations(country), position) }
        return builder.bytes()
    }

    /// A part of the names of one language laid over the data
    /// (`CLDRNamesOverlay`): `names` by the country's position.
    package static func make(language: String, names: [(position: Int, name: CountryName)]) -> [UInt8] {
        var builder = NameTableBuilder()
        for (position, name) in names {
            builder.add(name.common, .translatedCommon, position, language: language)
            builder.add(name.official, .translatedOfficial, position, language: language)
        }
        return builder.bytes()
    }
}

/// Gathers a table's entries, then lays them out as `NameTableBytes` reads them.
private struct NameTableBuilder {
    private struct Made {
        let kind: NameTable.Kind
        let key: String
        let country: Int
        let field: NameTable.Field
        let language: String?
    }

    private var made: [Made] = []
    /// The forms made: both, unless a part of one form is made.
    private let kinds: Set<NameTable.Kind>

    init(kinds: Set<NameTable.Kind> = [.written, .keyed, .place]) {
        self.kinds = kinds
    }

    /// English names, alternative spellings, region, subregion and capitals.
    mutating func addOwn(_ country: Country, _ position: Int) {
        add(country.name.common, .common, position)
        add(country.name.official, .official, position)
        for spelling in country.altSpellings { add(spelling, .alternative, position) }
        for place in [country.region, country.subregion] + country.capitals { addPlace(place, position) }
    }

    mutating func add(_ translations: [String: CountryName], _ position: Int) {
        for (language, name) in translations {
            add(name.common, .translatedCommon, position, language: language)
            add(name.official, .translatedOfficial, position, language: language)
        }
    }

    mutating func add(_ name: String, _ field: NameTable.Field, _ country: Int, language: String? = nil) {
        if kinds.contains(.written) { append(.written, SearchFolding.fold(name), country, field, language) }
        if kinds.contains(.keyed) { append(.keyed, NameKey(name).text, country, field, language) }
    }

    mutating func addPlace(_ name: String, _ country: Int) {
        append(.place, NameKey(name).text, country, .place, nil)
    }

    /// A key longer than a length holds is no name (none is over 145 bytes).
    private mutating func append(_ kind: NameTable.Kind, _ key: String, _ country: Int, _ field: NameTable.Field, _ language: String?) {
        guard !key.isEmpty, key.utf8.count <= UInt16.max else { return }
        made.append(Made(kind: kind, key: key, country: country, field: field, language: language))
    }

    func bytes() -> [UInt8] {
        let languages = Set(made.compactMap(\.language)).sorted()
        let numbers = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0 + 1) })
        // Sorted as the reader searches: by key as `String` orders it (so
        // a key found is one `==` finds, in any normalisation), then as
        // the resolver takes entries: by country, untranslated first.
        func order(_ entry: Made) -> (UInt8, Int, Int, UInt8) {
            (entry.kind.rawValue, entry.country, entry.language.map { numbers[$0] ?? 0 } ?? 0, entry.field.rawValue)
        }
        let sorted = made.sorted { ($0.kind.rawValue, $0.key) < ($1.kind.rawValue, $1.key) || (($0.kind, $0.key) == ($1.kind, $1.key) && order($0) < order($1)) }
        var entries: [Made] = []
        entries.reserveCapacity(sorted.count)
        for entry in sorted where entries.last.map({ ($0.kind, $0.key) != (entry.kind, entry.key) || order($0) != order(entry) }) ?? true {
            entries.append(entry)
        }

        var pool: [UInt8] = []
        var pooled: [String: UInt32] = [:]
        func place(_ text: String) -> (offset: UInt32, length: UInt16) {
            let length = UInt16(clamping: text.utf8.count)
            if let offset = pooled[text] { return (offset, length) }
            let offset = UInt32(pool.count)
            pool += text.utf8
            pooled[text] = offset
            return (offset, length)
        }
        var out: [UInt8] = []
        out.reserveCapacity(NameTableBytes.headerSize + languages.count * 8 + entries.count * NameTableBytes.entrySize)
        var body: [UInt8] = []
        for language in languages {
            let reference = place(language)
            body.appendLittleEndian(reference.offset)
            body.appendLittleEndian(UInt32(reference.length))
        }
        for entry in entries {
            let reference = place(entry.key)
            body.appendLittleEndian(reference.offset)
            body.appendLittleEndian(reference.length)
            body += [entry.kind.rawValue, entry.field.rawValue]
            body.appendLittleEndian(UInt32(clamping: entry.country))
            body.appendLittleEndian(UInt16(clamping: entry.language.map { numbers[$0] ?? 0 } ?? 0))
            body.appendLittleEndian(UInt16(0))
        }
        out.appendLittleEndian(NameTableBytes.version)
        out.appendLittleEndian(UInt32(entries.count))
        out.appendLittleEndian(UInt32(languages.count))
        out.appendLittleEndian(UInt32(pool.count))
        return out + body + pool
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian<Integer: FixedWidthInteger>(_ value: Integer) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
