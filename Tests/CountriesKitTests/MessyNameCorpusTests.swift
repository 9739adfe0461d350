import CountriesModel
import CountriesMocks
import Foundation
import Testing

/// The corpus in `Tests/Corpus/messy-names.tsv`: names as the World Bank,
/// the IMF, the UN and ISO 3166 write them, former and colloquial names, and
/// names that must not resolve (cities, regions, states, groups); beside it
/// `never-countries.tsv`, names no answer may ever be. Both go through the
/// whole resolver, world data and all, as `show` and `resolve` ask it. Its
/// figure is reported in docs/SEARCH.md.
@Suite struct MessyNameCorpusTests {
    struct Entry {
        let name: String
        /// A cca3; "-" for no country; "?" for several.
        let expected: String
    }

    static let entries: [Entry] = rows(of: "messy-names.tsv").map { Entry(name: $0[0], expected: $0[1]) }

    /// Cities, regions, states, continents, fictional places.
    static let neverCountries: [String] = rows(of: "never-countries.tsv").map { $0[0] }

    /// The lines of a corpus file but its comments, split at tabs; two columns at least.
    static func rows(of file: String) -> [[String]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/\(file)")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return columns.count >= 2 ? columns : nil
        }
    }

    /// The resolver `show` and `resolve` ask: the snapshot, with the world data.
    static func resolver() -> CountryResolver {
        CountryResolver(catalog: .snapshot, locale: .english, world: WorldDataNames())
    }

    struct Figure: Equatable, CustomStringConvertible {
        var resolved = 0, ambiguous = 0, missed = 0, wrong = 0, negativesRejected = 0, negatives = 0
        var wrongNames: [String] = [], missedNames: [String] = []
        var description: String {
            "resolved \(resolved), ambiguous \(ambiguous), not found \(missed) \(missedNames), wrong \(wrong) \(wrongNames); negatives rejected \(negativesRejected) of \(negatives)"
        }
    }

    /// Computed once: the suite's tests read the same figure.
    static let figure = computeFigure()

    static func computeFigure() -> Figure {
        var figure = Figure()
        let resolver = resolver()
        for entry in entries {
            let result: CountryLookup.Result = switch resolver.resolve(entry.name).outcome {
            case let .found(country): .found(country)
            case let .ambiguous(countries): .ambiguous(countries)
            case .unknown: .notFound
            }
            switch (entry.expected, result) {
            case ("-", .found(let country)), ("?", .found(let country)):
                figure.wrong += 1
                figure.wrongNames.append("\(entry.name) -> \(country.cca3)")
            case ("-", _):
                figure.negatives += 1
                figure.negativesRejected += 1
            case ("?", .ambiguous):
                figure.ambiguous += 1
            case ("?", .notFound):
                figure.missed += 1
            case let (expected, .found(country)) where country.cca3 == expected:
                figure.resolved += 1
            case let (_, .found(country)):
                figure.wrong += 1
                figure.wrongNames.append("\(entry.name) -> \(country.cca3), expected \(entry.expected)")
            case (_, .ambiguous):
                figure.ambiguous += 1
            case (_, .notFound):
                figure.missed += 1
                figure.missedNames.append(entry.name)
            }
        }
        return figure
    }

    @Test func corpus_isThere() {
        #expect(Self.entries.count > 340)
        #expect(Self.neverCountries.count > 50)
    }

    @Test func neverCountries_resolveToNoCountry() {
        let resolver = Self.resolver()
        let found = Self.neverCountries.compactMap { name in resolver.resolve(name).country.map { "\(name) -> \($0.cca3)" } }
        #expect(found.isEmpty, "\(found)")
    }

    @Test func corpus_hasNoWrongAnswer_andRejectsEveryNegative() {
        let figure = Self.figure
        print("corpus figure:", figure)
        #expect(figure.wrong == 0, "\(figure.wrongNames)")
        #expect(figure.negativesRejected == figure.negatives)
    }

    /// The figure in docs/SEARCH.md; a change of it is a change to report.
    @Test func corpus_resolvesTheReportedShare() {
        let figure = Self.figure
        #expect(figure.resolved >= 301, "\(figure)")
    }
}
