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
    let names: CLDRNames?

    package init(appState: AppState, worldData: (any WorldDataRepository)? = nil) {
        self.appState = appState
        names = worldData.map { CLDRNames(worldData: $0, appState: appState) }
    }

    package func changeLocale(_ code: String) {
        guard let locale = NameLocale(code: code) else {
            appState.routing.notice = code.isEmpty ? .localeNeeded : .unknownLocale(code)
            return
        }
        appState.system.locale = locale
        names?.apply()
        appState.routing.notice = nil
    }

    package func resize(columns: Int, lines: Int) {
        appState.system.width = columns
        appState.system.height = lines
    }
}
