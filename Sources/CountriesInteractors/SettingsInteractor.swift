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

package struct RealSettingsInteractor: SettingsInteractor {
    let appState: AppState
    /// Names in languages only CLDR has; nil: only REST Countries' languages.
    let source: CatalogSource?

    package init(appState: AppState, source: CatalogSource? = nil) {
        self.appState = appState
        self.source = source
    }

    /// The data at hand takes the language's names: a name typed next is
    /// found in the new language.
    package func changeLocale(_ code: String) {
        guard let locale = NameLocale(code: code) else {
            appState.routing.notice = code.isEmpty ? .localeNeeded : .unknownLocale(code)
            return
        }
        appState.system.locale = locale
        appState.routing.notice = nil
        guard let source, let catalog = appState.userData.countries.value else { return }
        do {
            let named = Loadable.loaded(try source.laidOver(catalog.stored, in: locale))
            // The memberships the screen on show had, laid again over the names.
            let laid = source.memberships(for: appState.routing.screen, in: named, system: appState.system)
            appState.userData.countries = laid.countries ?? named
            appState.routing.notice = laid.notice
            subdivisionsReadAgain(in: locale, from: source)
        } catch {
            appState.routing.notice = .worldDataDamaged(String(describing: error))
        }
    }

    /// A subdivision's screen shows names read in the session's language
    /// (`LocalizedSubdivision`): on it, they are read again in the new one
    /// (`locale de` on US-CA's screen left it "California").
    private func subdivisionsReadAgain(in locale: NameLocale, from source: CatalogSource) {
        guard let countries = appState.userData.countries.value else { return }
        let reading = SubdivisionReading(worldData: source.worldData)
        switch appState.routing.screen {
        case let .subdivision(code):
            guard let subdivision = reading.subdivision(code: code) else { return }
            appState.userData.subdivisions = Loadable(Result { try reading.details(of: subdivision, in: countries, locale: locale) })
        case let .subdivisions(cca3):
            guard let country = countries.country(cca3: cca3) else { return }
            appState.userData.subdivisions = Loadable(Result { try reading.subdivisions(ofCountry: country.cca2, in: countries, locale: locale) })
        default:
            return
        }
    }

    package func resize(columns: Int, lines: Int) {
        appState.system.width = columns
        appState.system.height = lines
    }
}
