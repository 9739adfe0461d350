import CountriesModel

/// ISO 3166-2 subdivisions and their names, read in place from
/// subdivisions.bin: records sorted by code, so a country's subdivisions are
/// one run found by two binary searches, and translations are read only for
/// the subdivision asked about.
package struct WorldSubdivisions: Sendable {
    private let file: WorldDataFile
    private let records: WorldTable
    private let languages: WorldTable
    private let translations: WorldTable
    private let former: WorldTable

    package init(bytes: WorldDataBytes) throws {
        file = try WorldDataFile(bytes)
        records = try file.table("SUBD", recordSize: 30)
        languages = try file.table("LANG", recordSize: 4)
        translations = try file.table("TRAN", recordSize: 6)
        former = try file.table("FORM", recordSize: 24)
    }

    /// How many subdivisions the data has, of all countries.
    package var count: Int { records.count }

    /// The subdivisions of a country (cca2, any case), in code order; none
    /// for a country without (Antarctica).
    package func subdivisions(ofCountry cca2: String) throws -> [WorldSubdivision] {
        let prefix = Array(cca2.uppercased().utf8) + [UInt8(ascii: "-")]
        // Codes are "CC-..." and "." sorts just after "-": the run ends
        // before the first code at or past "CC.".
        let end = Array(cca2.uppercased().utf8) + [UInt8(ascii: ".")]
        let first = try records.partition(0..<records.count) { try compareCode($0, prefix) < 0 }
        let last = try records.partition(first..<records.count) { try compareCode($0, end) < 0 }
        return try (first..<last).map(subdivision(at:))
    }

    /// One subdivision by its code ("US-CA", any case).
    package func subdivision(code: String) throws -> WorldSubdivision? {
        guard let index = try index(ofCode: code) else { return nil }
        return try subdivision(at: index)
    }

    /// Every subdivision's English and ISO names by key (`WorldNameKey`),
    /// each with its record's number, in code order: what
    /// `WorldNameKeys.make` stores, so that a name is a look-up, not a scan.
    package func nameKeys() throws -> [(key: [UInt8], value: UInt32)] {
        var entries: [(key: [UInt8], value: UInt32)] = []
        for index in 0..<records.count {
            let subdivision = try subdivision(at: index)
            var keys: [[UInt8]] = []
            for name in [subdivision.isoName, subdivision.otherISOName, subdivision.englishName].compactMap({ $0 }) {
                let key = WorldNameKey.of(name)
                if !keys.contains(key) { keys.append(key) }
            }
            entries += keys.map { ($0, UInt32(index)) }
        }
        return entries
    }

    /// The subdivision of record `number`, as `nameKeys()` numbers them.
    package func subdivision(atRecord number: Int) throws -> WorldSubdivision {
        guard number < records.count else { throw WorldDataError.damaged("no subdivision \(number)") }
        return try subdivision(at: number)
    }

    /// The subdivisions whose English or ISO name is `name`, ignoring case
    /// ("bavaria", "Bayern", "texas"); with `inAnyLanguage`, CLDR's
    /// translations too ("Baviera"). A scan that decodes only names of the
    /// same length as `name`: what the stored keys (`WorldNameKeys`, which
    /// the program asks) are checked against.
    package func subdivisions(named name: String, inAnyLanguage: Bool = false) throws -> [WorldSubdivision] {
        let matches = file.matcher(ignoringCase: name)
        var found: [Int] = []
        for index in 0..<records.count {
            var hit = false
            for field in [12, 16, 20] where try matches(file.bytes.u32(at: records.offset(index, field))) {
                hit = true
            }
            if !hit, inAnyLanguage {
                let (first, count) = try translationRun(index)
                for entry in first..<first + count where try matches(file.bytes.u32(at: translations.offset(entry, 2))) {
                    hit = true
                }
            }
            if hit { found.append(index) }
        }
        return try found.map(subdivision(at:))
    }

    /// The subdivision's name in the first locale of `localeChain` that
    /// CLDR translates it into (the chain `WorldNames.localeChain(for:)`
    /// gives: ["pt_AO", "pt_PT", "pt"]); nil where none does, and the caller
    /// shows the English or ISO name. English itself is `englishName`.
    package func name(of code: String, inLocaleChain localeChain: [String]) throws -> String? {
        guard let index = try index(ofCode: code) else { return nil }
        let (first, count) = try translationRun(index)
        for locale in localeChain {
            guard let language = try languageIndex(locale) else { continue }
            let found = try translations.partition(first..<first + count) { try Int(file.bytes.u16(at: translations.offset($0, 0))) < language }
            if found < first + count, try Int(file.bytes.u16(at: translations.offset(found, 0))) == language {
                return try file.requiredString(file.bytes.u32(at: translations.offset(found, 2)))
            }
        }
        return nil
    }

    /// Every translation of the subdivision kept in the data, as (CLDR
    /// locale id, name), for `show US-CA`'s names in other languages.
    /// Names equal to the English or ISO name are not stored.
    package func translations(of code: String) throws -> [(language: String, name: String)] {
        guard let index = try index(ofCode: code) else { return [] }
        let (first, count) = try translationRun(index)
        return try (first..<first + count).map { entry in
            let language = Int(try file.bytes.u16(at: translations.offset(entry, 0)))
            return (
                try file.requiredString(file.bytes.u32(at: languages.offset(language, 0))),
                try file.requiredString(file.bytes.u32(at: translations.offset(entry, 2)))
            )
        }
    }

    /// A withdrawn code ("NO-30", any case) or the name it had ("Viken",
    /// any case), with what became of it; nil for any other text.
    package func formerSubdivision(_ codeOrName: String) throws -> FormerSubdivision? {
        let matches = file.matcher(ignoringCase: codeOrName)
        for index in 0..<former.count {
            let code = try file.bytes.u32(at: former.offset(index, 0))
            let name = try file.bytes.u32(at: former.offset(index, 4))
            guard try matches(code) || matches(name) else { continue }
            func field(_ offset: Int) throws -> String { try file.requiredString(file.bytes.u32(at: former.offset(index, offset))) }
            return FormerSubdivision(
                code: try field(0), name: try field(4), type: try field(8), date: try field(12),
                successors: try field(16).split(separator: " ").map(String.init), source: try field(20)
            )
        }
        return nil
    }

    // MARK: - Records

    private func subdivision(at index: Int) throws -> WorldSubdivision {
        func field(_ offset: Int) throws -> UInt32 { try file.bytes.u32(at: records.offset(index, offset)) }
        return WorldSubdivision(
            code: try file.requiredString(field(0)),
            type: try file.requiredString(field(4)),
            parent: try file.string(field(8)),
            isoName: try file.requiredString(field(12)),
            otherISOName: try file.string(field(16)),
            englishName: try file.string(field(20))
        )
    }

    private func compareCode(_ index: Int, _ key: [UInt8]) throws -> Int {
        try file.compare(file.bytes.u32(at: records.offset(index, 0)), with: key)
    }

    private func index(ofCode code: String) throws -> Int? {
        let key = Array(code.uppercased().utf8)
        let found = try records.partition(0..<records.count) { try compareCode($0, key) < 0 }
        guard found < records.count, try compareCode(found, key) == 0 else { return nil }
        return found
    }

    private func languageIndex(_ locale: String) throws -> Int? {
        let key = Array(locale.utf8)
        let found = try languages.partition(0..<languages.count) { try file.compare(file.bytes.u32(at: languages.offset($0, 0)), with: key) < 0 }
        guard found < languages.count, try file.compare(file.bytes.u32(at: languages.offset(found, 0)), with: key) == 0 else { return nil }
        return found
    }

    private func translationRun(_ index: Int) throws -> (first: Int, count: Int) {
        let first = Int(try file.bytes.u32(at: records.offset(index, 24)))
        let count = Int(try file.bytes.u16(at: records.offset(index, 28)))
        guard first <= translations.count, count <= translations.count - first else {
            throw WorldDataError.damaged("subdivision \(index)'s translations out of range")
        }
        return (first, count)
    }
}
