import CountriesModel
import CountriesStore

/// Options every command takes.
package struct GlobalOptions: Equatable, Sendable {
    package var route: String?
    package var cacheDirectory: String?
    package var locale: String?
    /// `--format`, or `--json`; nil: the default for where stdout goes.
    package var format: OutputFormat?
    /// `--fields`.
    package var fields: [CountryField]?
    /// `--fields` of `subdivisions`, whose columns are a subdivision's.
    package var subdivisionFields: [SubdivisionField]?
    /// `--fields` of `time`, whose columns are a zone's.
    package var timeFields: [TimeField]?
    /// `--fields` of `city`: a city's columns.
    package var cityFields: [CityField]?
    /// `--fields` of `at`, whose columns are a point's.
    package var pointFields: [PointField]?
    package var color: ColorChoice = .auto
    package var refresh = false
    package var api: APIVersion?
    package var baseURL: String?
    package var timeout: Double?

    package init() {}

    /// `--json`, the short form of `--format json`.
    package var json: Bool {
        get { format == .json }
        set { format = newValue ? .json : nil }
    }
}

package enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}
