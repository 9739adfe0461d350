import CountriesData
import CountriesModel
import CountriesStore

/// The session's settings in `system`: the language of the names and the
/// window's size. Each is one call that writes the new setting, or a
/// `Notice` saying why not.
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
        } catch {
            appState.routing.notice = .worldDataDamaged(String(describing: error))
        }
    }

    package func resize(columns: Int, lines: Int) {
        appState.system.width = columns
        appState.system.height = lines
    }
}
