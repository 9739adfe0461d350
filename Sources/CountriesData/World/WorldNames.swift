import CountriesModel

/// Country (cca2) and M49 region ("419") names in every CLDR language that
/// names most countries, read in place from world-names.bin: a lookup reads
/// a few records by binary search and decodes one string.
package struct WorldNames: Sendable {
    private let file: WorldDataFile
    private let codes: WorldTable
    private let locales: WorldTable
    private let names: WorldTable
    private let alternatives: WorldTable

    package init(bytes: WorldDataBytes) throws {
        file = try WorldDataFile(bytes)
        codes = try file.table("CODE", recordSize: 4)
        locales = try file.table("LOCS", recordSize: 24)
        names = try file.table("NAME", recordSize: 6)
        alternatives = try file.table("ALTN", recordSize: 9)
    }

    /// The name of `code` (cca2 "DE", or M49 "419") in `language` (any
    /// spelling of a tag: "el", "pt-BR", "zh_TW", "de_DE.UTF-8"), following
    /// CLDR's parent locales; nil when CLDR has neither the language nor a
    /// name for the code in it.
    package func name(of code: String, in language: String) throws -> String? {
        guard let codeIndex = try index(ofCode: code) else { return nil }
        var locale = try localeIndex(for: language)
        var steps = 0
        while let current = locale, steps < locales.count {
            if let reference = try nameReference(codeIndex, inLocale: current) { return try file.string(reference) }
            locale = try parent(of: current)
            steps += 1
        }
        return nil
    }

    /// The CLDR locale ids a tag's names come from, most specific first:
    /// "pt-AO" gives ["pt_AO", "pt_PT", "pt"]; empty for a language CLDR
    /// does not name most countries in. Subdivision names take this chain.
    package func localeChain(for language: String) throws -> [String] {
        try localeIndices(for: language).map { try file.requiredString(file.bytes.u32(at: locales.offset($0, 0))) }
    }

    /// Every language stored: `isComplete` ones for a `--locale` list.
    package func languages() throws -> [WorldLanguage] {
        try (0..<locales.count).map { index in
            WorldLanguage(
                id: try file.requiredString(file.bytes.u32(at: locales.offset(index, 0))),
                ownName: try file.string(file.bytes.u32(at: locales.offset(index, 8))),
                englishName: try file.string(file.bytes.u32(at: locales.offset(index, 12))),
                isComplete: try file.bytes.u16(at: locales.offset(index, 6)) & 1 == 1
            )
        }
    }

    /// Every name CLDR gives `code` in any language, with the short and
    /// variant ones, for search; a name a locale inherits is listed once,
    /// under the locale that gives it.
    package func allNames(of code: String) throws -> [WorldLocalizedName] {
        guard let codeIndex = try index(ofCode: code) else { return [] }
        var out: [WorldLocalizedName] = []
        for locale in 0..<locales.count {
            guard let reference = try nameReference(codeIndex, inLocale: locale) else { continue }
            let id = try file.requiredString(file.bytes.u32(at: locales.offset(locale, 0)))
            out.append(WorldLocalizedName(language: id, name: try file.requiredString(reference), kind: .standard))
        }
        let first = try alternatives.partition(0..<alternatives.count) { try file.bytes.u16(at: alternatives.offset($0, 0)) < codeIndex }
        var index = first
        while index < alternatives.count, try file.bytes.u16(at: alternatives.offset(index, 0)) == codeIndex {
            let locale = Int(try file.bytes.u16(at: alternatives.offset(index, 2)))
            let id = try file.requiredString(file.bytes.u32(at: locales.offset(locale, 0)))
            let kind = WorldLocalizedName.Kind(rawValue: try file.bytes.u8(at: alternatives.offset(index, 4))) ?? .variant
            out.append(WorldLocalizedName(language: id, name: try file.requiredString(file.bytes.u32(at: alternatives.offset(index, 5))), kind: kind))
            index += 1
        }
        return out
    }

    /// The codes (cca2 or M49) that some language names `name`, ignoring
    /// case, by a scan of every name: what the stored keys
    /// (`WorldNameKeys`, which the program asks) are checked against.
    /// Reads every name's length and decodes only those as long as `name`.
    package func codes(named name: String) throws -> [String] {
        let matches = file.matcher(ignoringCase: name)
        var found: Set<Int> = []
        for index in 0..<names.count where try matches(file.bytes.u32(at: names.offset(index, 2))) {
            found.insert(Int(try file.bytes.u16(at: names.offset(index, 0))))
        }
        for index in 0..<alternatives.count where try matches(file.bytes.u32(at: alternatives.offset(index, 5))) {
            found.insert(Int(try file.bytes.u16(at: alternatives.offset(index, 0))))
        }
        return try found.sorted().map { try code(at: $0) }
    }

    /// For each code (cca2 or M49) with a name in some language that holds
    /// `folded` (a `SearchFolding` form: case and accents aside), the first
    /// such name and its language: "γερμ" finds Γερμανία (el). A search
    /// reads every name once; a string several locales share is folded once.
    package func names(containing folded: [UInt8]) throws -> [String: WorldLocalizedName] {
        var checked: [UInt32: Bool] = [:]
        var found: [Int: WorldLocalizedName] = [:]
        func visit(code: Int, reference: UInt32, locale: Int, kind: WorldLocalizedName.Kind) throws {
            guard found[code] == nil else { return }
            let holds: Bool
            if let known = checked[reference] {
                holds = known
            } else {
                holds = SearchFolding.contains(try file.requiredString(reference), folded: folded)
                checked[reference] = holds
            }
            guard holds else { return }
            let language = try file.requiredString(file.bytes.u32(at: locales.offset(locale, 0)))
            found[code] = WorldLocalizedName(language: language, name: try file.requiredString(reference), kind: kind)
        }
        for locale in 0..<locales.count {
            let first = Int(try file.bytes.u32(at: locales.offset(locale, 16)))
            let count = Int(try file.bytes.u32(at: locales.offset(locale, 20)))
            guard first <= names.count, count <= names.count - first else { throw WorldDataError.damaged("locale \(locale)'s names out of range") }
            for index in first..<first + count {
                try visit(code: Int(file.bytes.u16(at: names.offset(index, 0))), reference: file.bytes.u32(at: names.offset(index, 2)), locale: locale, kind: .standard)
            }
        }
        for index in 0..<alternatives.count {
            let kind = WorldLocalizedName.Kind(rawValue: try file.bytes.u8(at: alternatives.offset(index, 4))) ?? .variant
            try visit(
                code: Int(file.bytes.u16(at: alternatives.offset(index, 0))), reference: file.bytes.u32(at: alternatives.offset(index, 5)),
                locale: Int(try file.bytes.u16(at: alternatives.offset(index, 2))), kind: kind
            )
        }
        var out: [String: WorldLocalizedName] = [:]
        for (index, name) in found { out[try code(at: index)] = name }
        return out
    }

    /// Every country's name and alternative by key (`WorldNameKey`), each
    /// with the countries (cca2, packed by `packed(_:)`) it names, in the
    /// order of their codes: what `WorldNameKeys.make` stores, so that
    /// `countryCodes(named:)` is a look-up, not a scan. M49 regions'
    /// numbers ("419") are no countries.
    package func nameKeys() throws -> [(key: [UInt8], value: UInt32)] {
        let codeTexts = try (0..<codes.count).map(code(at:))
        // Many locales spell a name alike, and share its string: each
        // string is keyed once.
        var keyOfString: [UInt32: [UInt8]] = [:]
        var codesOfKey: [[UInt8]: Set<Int>] = [:]
        func add(code: Int, reference: UInt32) throws {
            guard code < codeTexts.count else { throw WorldDataError.damaged("a name of no code") }
            guard codeTexts[code].utf8.count == 2 else { return }
            let key = try keyOfString[reference] ?? {
                guard let bytes = try file.stringBytes(reference) else { throw WorldDataError.damaged("a required string is missing") }
                let key = WorldNameKey.of(bytes)
                keyOfString[reference] = key
                return key
            }()
            codesOfKey[key, default: []].insert(code)
        }
        for record in 0..<names.count {
            try add(code: Int(file.bytes.u16(at: names.offset(record, 0))), reference: file.bytes.u32(at: names.offset(record, 2)))
        }
        for record in 0..<alternatives.count {
            try add(code: Int(file.bytes.u16(at: alternatives.offset(record, 0))), reference: file.bytes.u32(at: alternatives.offset(record, 5)))
        }
        // The keys in byte order, so the file is the same from run to run.
        return codesOfKey.sorted { $0.key.lexicographicallyPrecedes($1.key) }.flatMap { key, codes in
            codes.sorted().map { (key, Self.packed(codeTexts[$0])) }
        }
    }

    /// A cca2 as the name keys store it: its two ASCII letters in a `UInt32`.
    package static func packed(_ cca2: String) -> UInt32 {
        cca2.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The cca2 that `packed(_:)` made `value` of.
    package static func cca2(packed value: UInt32) -> String {
        String(decoding: [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)], as: UTF8.self)
    }

    /// The countries' codes (cca2), leaving out the M49 regions' numbers
    /// and the languages' and currencies' keys.
    package func countryCodes() throws -> [String] {
        try (0..<codes.count).map(code(at:)).filter { $0.utf8.count == 2 }
    }

    /// Every country's name (by cca2) in `language`, as `name(of:in:)` finds
    /// each: the locale and its parents found once, not once a country.
    package func countryNames(in language: String) throws -> [String: String] {
        let chain = try localeIndices(for: language)
        var out: [String: String] = [:]
        for index in 0..<codes.count {
            let code = try self.code(at: index)
            guard code.utf8.count == 2 else { continue }
            var reference: UInt32?
            for locale in chain where reference == nil { reference = try nameReference(index, inLocale: locale) }
            if let reference { out[code] = try file.requiredString(reference) }
        }
        return out
    }

    /// The stored locale for a tag and its parents, most specific first.
    private func localeIndices(for language: String) throws -> [Int] {
        var chain: [Int] = []
        var locale = try localeIndex(for: language)
        while let current = locale, chain.count < locales.count {
            chain.append(current)
            locale = try parent(of: current)
        }
        return chain
    }

    /// The names of the records' languages, currencies and M49 regions in
    /// `language`, following CLDR's parent locales as `name(of:in:)` does:
    /// stored under "L-FRA" (REST Countries' key), "C-EUR" and "155".
    package func terms(in language: String) throws -> LocalizedTerms {
        let chain = try localeIndices(for: language)
        var terms = LocalizedTerms()
        for index in 0..<codes.count {
            let code = try self.code(at: index)
            // Antarctica, a country's code, names REST Countries' region "Antarctic".
            guard code.utf8.count > 2 || code == "AQ" else { continue }
            var reference: UInt32?
            for locale in chain where reference == nil { reference = try nameReference(index, inLocale: locale) }
            guard let reference else { continue }
            let name = try file.requiredString(reference)
            if code.hasPrefix("L-") {
                terms.languages[code.dropFirst(2).lowercased()] = name
            } else if code.hasPrefix("C-") {
                terms.currencies[String(code.dropFirst(2))] = name
            } else {
                terms.regions[code] = name
            }
        }
        return terms
    }

    // MARK: - Records

    private func code(at index: Int) throws -> String {
        try file.requiredString(file.bytes.u32(at: codes.offset(index, 0)))
    }

    private func index(ofCode code: String) throws -> Int? {
        let key = Array(code.uppercased().utf8)
        let found = try codes.partition(0..<codes.count) { try file.compare(file.bytes.u32(at: codes.offset($0, 0)), with: key) < 0 }
        guard found < codes.count, try file.compare(file.bytes.u32(at: codes.offset(found, 0)), with: key) == 0 else { return nil }
        return found
    }

    /// The stored locale for a tag: the tag itself or, failing that, what
    /// dropping its last parts gives ("de_AT_x" -> "de_AT" -> "de").
    private func localeIndex(for language: String) throws -> Int? {
        for candidate in LocaleTag.truncations(LocaleTag.canonical(language)) {
            let key = Array(candidate.utf8)
            let found = try locales.partition(0..<locales.count) { try file.compare(file.bytes.u32(at: locales.offset($0, 0)), with: key) < 0 }
            if found < locales.count, try file.compare(file.bytes.u32(at: locales.offset(found, 0)), with: key) == 0 { return found }
        }
        return nil
    }

    private func parent(of locale: Int) throws -> Int? {
        let parent = try file.bytes.u16(at: locales.offset(locale, 4))
        guard parent != 0xFFFF else { return nil }
        guard Int(parent) < locales.count else { throw WorldDataError.damaged("locale \(locale) has parent \(parent)") }
        return Int(parent)
    }

    /// The name reference of `codeIndex` in the locale's own run of names.
    private func nameReference(_ codeIndex: Int, inLocale locale: Int) throws -> UInt32? {
        let first = Int(try file.bytes.u32(at: locales.offset(locale, 16)))
        let count = Int(try file.bytes.u32(at: locales.offset(locale, 20)))
        guard first <= names.count, count <= names.count - first else { throw WorldDataError.damaged("locale \(locale)'s names out of range") }
        let found = try names.partition(first..<first + count) { try Int(file.bytes.u16(at: names.offset($0, 0))) < codeIndex }
        guard found < first + count, try Int(file.bytes.u16(at: names.offset(found, 0))) == codeIndex else { return nil }
        return try file.bytes.u32(at: names.offset(found, 2))
    }
}
