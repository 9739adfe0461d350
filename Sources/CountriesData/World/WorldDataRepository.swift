import CountriesModel
import CountriesSnapshot

/// The world data built into the binary (docs/data/world/README.md): ISO
/// 3166-2 subdivisions, names in every CLDR language, UN M49 regions and the
/// membership lists. Read in place, and only the file a call needs: a
/// command that asks for none of it touches none of its pages.
package protocol WorldDataRepository: Sendable {
    /// A country's subdivisions (cca2), in code order; none for a country without.
    func subdivisions(ofCountry cca2: String) throws -> [WorldSubdivision]
    /// One subdivision by its code ("US-CA", any case).
    func subdivision(code: String) throws -> WorldSubdivision?
    /// The subdivisions whose English or ISO name is `name`, in any case.
    func subdivisions(named name: String) throws -> [WorldSubdivision]
    /// The subdivision's name in `language` (any tag: "el", "pt-BR"), nil
    /// where CLDR has none: the caller falls back to English or ISO's.
    func subdivisionName(_ code: String, in language: String) throws -> String?
    /// Every translation kept of the subdivision's name, by CLDR locale id.
    func subdivisionTranslations(_ code: String) throws -> [WorldLocalizedName]
    /// A country's (cca2) or M49 region's name in `language`, from CLDR.
    func name(of code: String, in language: String) throws -> String?
    /// Every country's name (by cca2) that CLDR gives in `language`.
    func countryNames(in language: String) throws -> [String: String]
    /// The records' languages, currencies and regions named in `language` (`WorldNames.terms(in:)`).
    func terms(in language: String) throws -> LocalizedTerms
    /// The cca2 codes of the countries some CLDR language names `name`, in any case.
    func countryCodes(named name: String) throws -> [String]
    /// Every name CLDR gives the country (cca2) in any language, as written.
    func countryTranslations(_ cca2: String) throws -> [WorldLocalizedName]
    /// Each country (by cca2) with a name in some CLDR language that holds
    /// `search`, case and accents aside, and that name: for a `--search`.
    func countryNames(containing search: String) throws -> [String: WorldLocalizedName]
    /// The M49 region a `--region` value names: a code or an English name.
    func region(_ codeOrName: String) throws -> WorldRegion?
    /// Every built-in membership list, in key order.
    func membershipLists() throws -> [WorldMembershipList]
    /// The built-in lists' keys a country (cca2) is a full member of.
    func membershipKeys(ofCountry cca2: String) throws -> [String]
    /// A subdivision code ISO withdrew ("NO-30") or its name ("Viken"),
    /// with what became of it; nil for any other.
    func formerSubdivision(_ codeOrName: String) throws -> FormerSubdivision?
}

// MARK: - Real

/// Reads the files `world_data.c` embeds: each call opens the one file it
/// needs (its section table: a dozen reads), so nothing is decoded ahead.
package struct RealWorldDataRepository: WorldDataRepository {
    package init() {}

    package func subdivisions(ofCountry cca2: String) throws -> [WorldSubdivision] {
        try subdivisionsFile().subdivisions(ofCountry: cca2)
    }

    package func subdivision(code: String) throws -> WorldSubdivision? {
        try subdivisionsFile().subdivision(code: code)
    }

    /// A look-up of the name's key (`WorldNameKeys`), not a scan.
    package func subdivisions(named name: String) throws -> [WorldSubdivision] {
        let values = try Self.keys(world_subdivision_keys_bytes(), world_subdivision_keys_length()).values(for: WorldNameKey.of(name))
        guard !values.isEmpty else { return [] }
        let file = try subdivisionsFile()
        return try values.map { try file.subdivision(atRecord: Int($0)) }
    }

    package func subdivisionName(_ code: String, in language: String) throws -> String? {
        let chain = try namesFile().localeChain(for: language)
        return try subdivisionsFile().name(of: code, inLocaleChain: chain)
    }

    package func subdivisionTranslations(_ code: String) throws -> [WorldLocalizedName] {
        try subdivisionsFile().translations(of: code).map { WorldLocalizedName(language: $0.language, name: $0.name, kind: .standard) }
    }

    package func name(of code: String, in language: String) throws -> String? {
        try namesFile().name(of: code, in: language)
    }

    package func countryNames(in language: String) throws -> [String: String] {
        try namesFile().countryNames(in: language)
    }

    package func terms(in language: String) throws -> LocalizedTerms {
        try namesFile().terms(in: language)
    }

    /// A look-up of the name's key (`WorldNameKeys`), not a scan.
    package func countryCodes(named name: String) throws -> [String] {
        try Self.keys(world_name_keys_bytes(), world_name_keys_length()).values(for: WorldNameKey.of(name)).map(WorldNames.cca2(packed:))
    }

    package func countryTranslations(_ cca2: String) throws -> [WorldLocalizedName] {
        try namesFile().allNames(of: cca2)
    }

    package func countryNames(containing search: String) throws -> [String: WorldLocalizedName] {
        try namesFile().names(containing: SearchFolding.foldedUTF8(search)).filter { $0.key.count == 2 }
    }

    package func region(_ codeOrName: String) throws -> WorldRegion? {
        try WorldRegions(bytes: Self.embedded(world_m49_bytes(), world_m49_length())).region(codeOrName)
    }

    package func membershipLists() throws -> [WorldMembershipList] {
        try WorldMemberships(bytes: Self.embedded(world_memberships_bytes(), world_memberships_length())).all()
    }

    package func membershipKeys(ofCountry cca2: String) throws -> [String] {
        try WorldMemberships(bytes: Self.embedded(world_memberships_bytes(), world_memberships_length())).memberKeys(of: cca2)
    }

    package func formerSubdivision(_ codeOrName: String) throws -> FormerSubdivision? {
        try subdivisionsFile().formerSubdivision(codeOrName)
    }

    private func subdivisionsFile() throws -> WorldSubdivisions {
        try WorldSubdivisions(bytes: Self.embedded(world_subdivisions_bytes(), world_subdivisions_length()))
    }

    private func namesFile() throws -> WorldNames {
        try WorldNames(bytes: Self.embedded(world_names_bytes(), world_names_length()))
    }

    /// What world-name-keys.bin is made of (`countries-index`).
    package static func countryNameKeys() throws -> [(key: [UInt8], value: UInt32)] {
        try RealWorldDataRepository().namesFile().nameKeys()
    }

    /// What subdivision-keys.bin is made of (`countries-index`).
    package static func subdivisionNameKeys() throws -> [(key: [UInt8], value: UInt32)] {
        try RealWorldDataRepository().subdivisionsFile().nameKeys()
    }

    private static func keys(_ start: UnsafePointer<UInt8>?, _ count: Int) throws -> WorldNameKeys {
        try WorldNameKeys(bytes: embedded(start, count))
    }

    /// The binary's own read-only data: never copied, never freed.
    private static func embedded(_ start: UnsafePointer<UInt8>?, _ count: Int) -> WorldDataBytes {
        WorldDataBytes(lastingForever: UnsafeRawBufferPointer(start: start, count: count))
    }
}
