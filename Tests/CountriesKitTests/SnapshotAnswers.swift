import CountriesMocks
@testable import CountriesModel

/// The lookup over the built-in snapshot and world data, in English, as the
/// rule and data tests read its answers: a cca3, the candidates' cca3s
/// sorted and joined by `|`, or `-` for none.
@MainActor
enum SnapshotAnswers {
    static let resolver = CountryResolver(catalog: .snapshot, locale: .english, world: WorldDataNames())

    static func answer(_ name: String) -> String {
        switch resolver.resolve(name).outcome {
        case let .found(country): country.cca3
        case let .ambiguous(countries): countries.map(\.cca3).sorted().joined(separator: "|")
        case .unknown: "-"
        }
    }
}
