import CountriesData
import CountriesModel
import CountriesStore

/// Subdivisions read from the world data into the store, names in the
/// chosen language: the work `subdivisions` and `show US-CA` share. Not an
/// interactor (no protocol, no intent of its own), so that no interactor
/// calls another: each that needs it holds this.
@MainActor
package struct SubdivisionReading {
    let worldData: any WorldDataRepository
    let appState: AppState

    package init(worldData: any WorldDataRepository, appState: AppState) {
        self.worldData = worldData
        self.appState = appState
    }

    /// A country's subdivisions (cca2), or the failure to read them, into the store.
    func loadSubdivisions(ofCountry cca2: String) {
        write { try localized(worldData.subdivisions(ofCountry: cca2), withTranslations: false) }
    }

    /// What a `show` that fits no country means when it names a subdivision
    /// (its code is `showSubdivision(code:)`'s), written into the store;
    /// false when it names none. A name of one of the United Kingdom's four
    /// countries shows the United Kingdom, with a note; any other name is no
    /// country, and the notice names its country and its code.
    func showPlace(_ query: String, in catalog: CountryCatalog) -> Bool {
        do {
            let named = try worldData.subdivisions(named: query.trimmingWhitespace())
            let places = try named.compactMap { try place($0, in: catalog) }
            guard !places.isEmpty else { return false }
            if places.count == 1, let place = places.first, Self.partsOfTheUnitedKingdom.contains(place.code) {
                appState.routing.screen = .details(cca3: place.cca3)
                appState.routing.notice = .tookPartForCountry(place)
            } else {
                appState.routing.notice = .lookupFailed(.notACountry(query, places: places))
            }
            return true
        } catch {
            appState.userData.subdivisions = .failed(error)
            return true
        }
    }

    /// A query shaped as an ISO 3166-2 code ("US-CA", "gb-sct") that is one,
    /// shown; false otherwise. Asked before the countries: no country has
    /// such a code, and the name search that finds none costs a hundred
    /// times more than this.
    func showSubdivision(code query: String) -> Bool {
        guard let subdivision = subdivision(code: query) else { return noticeWithdrawn(code: query) }
        appState.routing.screen = .subdivision(code: subdivision.code)
        loadDetails(of: subdivision)
        return true
    }

    /// The subdivision a query shaped as an ISO 3166-2 code names; nil for
    /// any other text, read from nothing.
    func subdivision(code query: String) -> WorldSubdivision? {
        guard isCodeShaped(query) else { return nil }
        return try? worldData.subdivision(code: query.trimmingWhitespace())
    }

    private func isCodeShaped(_ query: String) -> Bool {
        let parts = query.trimmingWhitespace().split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].count == 2 && (1...3).contains(parts[1].count)
            && parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
    }

    /// `noticeWithdrawn(_:)` for a query shaped as an ISO 3166-2 code
    /// only: any other text reads nothing.
    func noticeWithdrawn(code query: String) -> Bool {
        isCodeShaped(query) && noticeWithdrawn(query)
    }

    /// A code ISO withdrew ("NO-30") or the name it had ("Viken"), where no
    /// country or subdivision fits: a notice of what became of it. False
    /// for any other text.
    func noticeWithdrawn(_ query: String) -> Bool {
        guard let former = try? worldData.formerSubdivision(query.trimmingWhitespace()),
              let catalog = appState.userData.countries.value,
              let country = catalog.firstCountry(withCode: former.country, in: .cca2) else { return false }
        let countryName = catalog.name(of: country, in: appState.system.locale).common
        let successors = former.successors.map { code in
            let subdivision = try? worldData.subdivision(code: code)
            return PlaceInCountry(
                code: code, name: subdivision.flatMap { try? name(of: $0) } ?? code, type: subdivision?.type ?? former.type,
                countryName: countryName, cca3: country.cca3
            )
        }
        let place = PlaceInCountry(code: former.code, name: former.name, type: former.type, countryName: countryName, cca3: country.cca3)
        appState.routing.notice = .lookupFailed(.withdrawn(query, former: place, date: former.date, successors: successors))
        return true
    }

    /// One subdivision with its names in other languages, into the store:
    /// what its screen shows.
    func loadDetails(of subdivision: WorldSubdivision) {
        write { try localized([subdivision], withTranslations: true) }
    }

    /// England, Scotland, Wales and Northern Ireland are called countries,
    /// and people mean the United Kingdom by them: CLI.md's one exception.
    static let partsOfTheUnitedKingdom: Set<String> = ["GB-ENG", "GB-SCT", "GB-WLS", "GB-NIR"]

    private func write(_ read: () throws -> [LocalizedSubdivision]) {
        appState.userData.subdivisions = .isLoading(last: appState.userData.subdivisions.value)
        do {
            appState.userData.subdivisions = .loaded(try read())
        } catch {
            appState.userData.subdivisions = .failed(error)
        }
    }

    private func localized(_ subdivisions: [WorldSubdivision], withTranslations: Bool) throws -> [LocalizedSubdivision] {
        let known = Dictionary(subdivisions.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        return try subdivisions.map { subdivision in
            let parent = try subdivision.parent.flatMap { code in try known[code] ?? worldData.subdivision(code: code) }
            return LocalizedSubdivision(
                subdivision: subdivision,
                name: try name(of: subdivision),
                parentName: try parent.map(name(of:)),
                translations: withTranslations ? try worldData.subdivisionTranslations(subdivision.code) : []
            )
        }
    }

    private func name(of subdivision: WorldSubdivision) throws -> String {
        let locale = appState.system.locale
        guard locale != .english else { return subdivision.name }
        if let name = try worldData.subdivisionName(subdivision.code, in: locale.languageCode) { return name }
        // The data keeps no translation equal to ISO's name, which is mostly
        // the local one: in a language of the country, that is the name.
        let country = appState.userData.countries.value?.firstCountry(withCode: subdivision.country, in: .cca2)
        let spoken = country?.languages.contains { $0.code == locale.translationKey } ?? false
        return spoken ? subdivision.isoName : subdivision.name
    }

    private func place(_ subdivision: WorldSubdivision, in catalog: CountryCatalog) throws -> PlaceInCountry? {
        guard let country = catalog.firstCountry(withCode: subdivision.country, in: .cca2) else { return nil }
        return PlaceInCountry(
            code: subdivision.code, name: try name(of: subdivision), type: subdivision.type,
            countryName: catalog.name(of: country, in: appState.system.locale).common, cca3: country.cca3
        )
    }
}
