import CountriesData
import CountriesModel
import CountriesStore

/// The session's settings in `system`: the language of the names and the
/// window's size. Each is one call that writes the new setting, or a
/// `Notice` saying why not; a new language also lays its names over the
/// data, and over the subdivisions a screen shows.
@MainActor
package protocol SettingsInteractor {
    /// A translation key or an ISO 639-1 code.
    func changeLocale(_ code: String)
    /// The window now has this size.
    func resize(columns: Int, lines: Int)
}

// MARK: - Real

package struct RealSettingsInteractor: SettingsInteractor, ScreenContentInteractor {
    let appState: AppState
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    /// What the screen on show shows is read again in the language: a name
    /// typed next is found in it (the resolver each intent makes reads it).
    package func changeLocale(_ code: String) {
        guard let locale = NameLocale(code: code) else {
            appState.routing.notice = code.isEmpty ? .localeNeeded : .unknownLocale(code)
            return
        }
        appState.system.locale = locale
        appState.routing.notice = nil
        // Nothing shown yet (the first intent of a run): nothing to read again.
        guard appState.userData.countries.value != nil else { return }
        let catalog: CountryCatalog
        do {
            catalog = try source.laidOver(source.catalogs.catalog(), in: locale)
        } catch {
            appState.routing.notice = .worldDataDamaged(String(describing: error))
            return
        }
        subdivisionsReadAgain(in: locale, of: catalog)
        showContent(of: catalog)
    }

    /// A subdivision's screen shows names read in the session's language
    /// (`LocalizedSubdivision`): on it, they are read again in the new one
    /// (`locale de` on US-CA's screen left it "California").
    private func subdivisionsReadAgain(in locale: NameLocale, of countries: CountryCatalog) {
        let reading = SubdivisionReading(worldData: source.worldData)
        switch appState.routing.screen {
        case let .subdivision(code):
            guard let subdivision = reading.subdivision(code: code) else { return }
            appState.userData.subdivisions = Loadable(Result { try reading.details(of: subdivision, in: countries, locale: locale) })
        case let .commandLine(.subdivisions(cca3)):
            guard let country = countries.country(cca3: cca3) else { return }
            appState.userData.subdivisions = Loadable(Result { try reading.subdivisions(ofCountry: country.cca2, in: countries, locale: locale) })
        default:
            return
        }
    }

    /// A list's page is cut to the window anew.
    package func resize(columns: Int, lines: Int) {
        appState.system.width = columns
        appState.system.height = lines
        showPage()
    }
}
