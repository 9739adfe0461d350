import CountriesData
import CountriesModel
import Foundation

/// World data that answers from the lists a test gives it, and records each
/// call, so a test can say which data an intent read (and that `show fra`
/// read none).
package final class MockedWorldDataRepository: WorldDataRepository, @unchecked Sendable {
    package enum Action: Equatable, Sendable {
        case subdivisions(ofCountry: String)
        case subdivision(code: String)
        case subdivisions(named: String)
        case subdivisionName(String, language: String)
        case subdivisionTranslations(String)
        case name(of: String, language: String)
        case region(String)
        case membershipLists
        case membershipKeys(ofCountry: String)
        case countryNames(in: String)
        case terms(in: String)
        case countryCodes(named: String)
        case countryTranslations(String)
        case countryNames(containing: String)
        case formerSubdivision(String)
    }

    private let lock = NSLock()
    private var recorded: [Action] = []
    private let all: [WorldSubdivision]
    /// Names by code, then by language id.
    private let names: [String: [String: String]]
    private let regions: [WorldRegion]
    private let lists: [WorldMembershipList]
    private let former: [FormerSubdivision]
    /// Damaged world data: every read is recorded, then throws this.
    private let damage: (any Error)?

    package init(
        subdivisions: [WorldSubdivision] = [], names: [String: [String: String]] = [:],
        regions: [WorldRegion] = [], lists: [WorldMembershipList] = [], former: [FormerSubdivision] = [],
        damage: (any Error)? = nil
    ) {
        self.damage = damage
        all = subdivisions
        self.names = names
        self.regions = regions
        self.lists = lists
        self.former = former
    }

    package var actions: [Action] { lock.withLock { recorded } }

    private func record(_ action: Action) throws {
        lock.withLock { recorded.append(action) }
        if let damage { throw damage }
    }

    package func subdivisions(ofCountry cca2: String) throws -> [WorldSubdivision] {
        try record(.subdivisions(ofCountry: cca2))
        return all.filter { $0.country == cca2.uppercased() }
    }

    package func subdivision(code: String) throws -> WorldSubdivision? {
        try record(.subdivision(code: code))
        return all.first { $0.code == code.uppercased() }
    }

    package func subdivisions(named name: String) throws -> [WorldSubdivision] {
        try record(.subdivisions(named: name))
        return all.filter { [$0.englishName, $0.isoName].contains(where: { $0?.lowercased() == name.lowercased() }) }
    }

    package func subdivisionName(_ code: String, in language: String) throws -> String? {
        try record(.subdivisionName(code, language: language))
        return names[code]?[language]
    }

    package func subdivisionTranslations(_ code: String) throws -> [WorldLocalizedName] {
        try record(.subdivisionTranslations(code))
        return (names[code] ?? [:]).sorted { $0.key < $1.key }.map { WorldLocalizedName(language: $0.key, name: $0.value, kind: .standard) }
    }

    package func countryTranslations(_ cca2: String) throws -> [WorldLocalizedName] {
        try record(.countryTranslations(cca2))
        return (names[cca2] ?? [:]).sorted { $0.key < $1.key }.map { WorldLocalizedName(language: $0.key, name: $0.value, kind: .standard) }
    }

    package func name(of code: String, in language: String) throws -> String? {
        try record(.name(of: code, language: language))
        return names[code]?[language]
    }

    package func region(_ codeOrName: String) throws -> WorldRegion? {
        try record(.region(codeOrName))
        return regions.first { $0.code == codeOrName || $0.name.lowercased() == codeOrName.lowercased() }
    }

    package func membershipLists() throws -> [WorldMembershipList] {
        try record(.membershipLists)
        return lists
    }

    package func membershipKeys(ofCountry cca2: String) throws -> [String] {
        try record(.membershipKeys(ofCountry: cca2))
        return lists.filter { $0.memberCodes.contains(cca2.uppercased()) }.map(\.key)
    }

    package func formerSubdivision(_ codeOrName: String) throws -> FormerSubdivision? {
        try record(.formerSubdivision(codeOrName))
        return former.first { $0.code == codeOrName.uppercased() || $0.name.lowercased() == codeOrName.lowercased() }
    }

    package func countryNames(in language: String) throws -> [String: String] {
        try record(.countryNames(in: language))
        return names.reduce(into: [:]) { out, entry in if entry.key.utf8.count == 2, let name = entry.value[language] { out[entry.key] = name } }
    }

    /// The names it knows under "L-FRA", "C-EUR" and M49 codes, as `WorldNames.terms(in:)` reads them.
    package func terms(in language: String) throws -> LocalizedTerms {
        try record(.terms(in: language))
        var terms = LocalizedTerms()
        for (code, byLanguage) in names {
            guard let name = byLanguage[language] else { continue }
            if code.hasPrefix("L-") {
                terms.languages[code.dropFirst(2).lowercased()] = name
            } else if code.hasPrefix("C-") {
                terms.currencies[String(code.dropFirst(2))] = name
            } else if code.first?.isNumber == true || code == "AQ" {
                terms.regions[code] = name
            }
        }
        return terms
    }

    /// What `countryCodes(named:)` would answer, for the names this double knows.
    package func countryCodes(named name: String) throws -> [String] {
        try record(.countryCodes(named: name))
        return names.filter { $0.value.values.contains { $0.lowercased() == name.lowercased() } }.map(\.key).sorted()
    }

    package func countryNames(containing search: String) throws -> [String: WorldLocalizedName] {
        try record(.countryNames(containing: search))
        let folded = SearchFolding.foldedUTF8(search)
        return names.reduce(into: [:]) { out, entry in
            if let (language, name) = entry.value.sorted(by: { $0.key < $1.key }).first(where: { SearchFolding.contains($0.value, folded: folded) }) {
                out[entry.key] = WorldLocalizedName(language: language, name: name, kind: .standard)
            }
        }
    }
}
