import CountriesData
import CountriesModel
import Foundation

/// The real world data, with the two look-ups by name remembered: for
/// tests that ask the same names many times over, as the resolver
/// agreement tests do for three commands.
package final class MemoizedWorldData: WorldDataRepository, @unchecked Sendable {
    private let base = RealWorldDataRepository()
    private let lock = NSLock()
    private var codes: [String: [String]] = [:]
    private var places: [String: [WorldSubdivision]] = [:]

    package init() {}

    package func countryCodes(named name: String) throws -> [String] {
        if let known = lock.withLock({ codes[name] }) { return known }
        let found = try base.countryCodes(named: name)
        lock.withLock { codes[name] = found }
        return found
    }

    package func subdivisions(named name: String) throws -> [WorldSubdivision] {
        if let known = lock.withLock({ places[name] }) { return known }
        let found = try base.subdivisions(named: name)
        lock.withLock { places[name] = found }
        return found
    }

    package func countryNames(containing search: String) throws -> [String: WorldLocalizedName] { try base.countryNames(containing: search) }
    package func subdivisions(ofCountry cca2: String) throws -> [WorldSubdivision] { try base.subdivisions(ofCountry: cca2) }
    package func subdivision(code: String) throws -> WorldSubdivision? { try base.subdivision(code: code) }
    package func subdivisionName(_ code: String, in language: String) throws -> String? { try base.subdivisionName(code, in: language) }
    package func subdivisionTranslations(_ code: String) throws -> [WorldLocalizedName] { try base.subdivisionTranslations(code) }
    package func countryTranslations(_ cca2: String) throws -> [WorldLocalizedName] { try base.countryTranslations(cca2) }
    package func name(of code: String, in language: String) throws -> String? { try base.name(of: code, in: language) }
    package func countryNames(in language: String) throws -> [String: String] { try base.countryNames(in: language) }
    package func terms(in language: String) throws -> LocalizedTerms { try base.terms(in: language) }
    package func region(_ codeOrName: String) throws -> WorldRegion? { try base.region(codeOrName) }
    package func membershipLists() throws -> [WorldMembershipList] { try base.membershipLists() }
    package func membershipKeys(ofCountry cca2: String) throws -> [String] { try base.membershipKeys(ofCountry: cca2) }
    package func formerSubdivision(_ codeOrName: String) throws -> FormerSubdivision? { try base.formerSubdivision(codeOrName) }
}
