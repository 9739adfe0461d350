import CountriesMocks
import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// `resolve`'s tsv, csv and table lines are copies of their slot's bytes,
/// made once (`ResolvedAnswerTexts`): past the bound of kept names, a
/// batch's own slots are written as the kept ones are, and every batch of
/// a run as it would be alone.
@MainActor
@Suite struct ResolvedLinesTests {
    private static let resolver = CountryResolver(catalog: .snapshot, locale: .english)

    /// Each batch's text through one run's texts, the batch answered with
    /// at most `kept` names kept for the run.
    private func texts(_ batches: [[String]], kept: Int, format: OutputFormat, terminal: Bool = false) -> [String?] {
        let state = AppState(system: SystemState(width: 60, isTerminal: terminal, format: format))
        state.userData.countries = .loaded(ShownCountries(source: CountryCatalog.snapshot.source))
        var batch = ResolvedBatch(fields: ResolveRequest.defaultFields)
        batch.answers = DistinctAnswers(mostKept: kept)
        let texts = ResolvedAnswerTexts()
        var line = 1
        return batches.map { names in
            batch.answer(NameBatch(names, firstLine: line)) { Self.resolver.resolve($0) }
            line += names.count
            state.userData.resolved = batch
            return ResolvedNamesView.text(state, texts: texts)
        }
    }

    private static let batches = [["France", "Narnia", "France", "", "DE", "DE"], ["DE", "Spain", "", "France", "Spain"], ["Narnia"]]

    @Test func tsv_pastTheBound_isAsWithinIt() {
        let expected = ["France\tFRA\nNarnia\t\nFrance\tFRA\n\nDE\tDEU\nDE\tDEU", "DE\tDEU\nSpain\tESP\n\nFrance\tFRA\nSpain\tESP", "Narnia\t"]
        for kept in [0, 1, 2, 20_000] {
            #expect(texts(Self.batches, kept: kept, format: .text) == expected, "kept \(kept)")
        }
    }

    @Test func csv_headsTheFirstBatch_andEachLineEndsInCR() {
        let expected = [
            "input,cca3\r\nFrance,FRA\r\nNarnia,\r\nFrance,FRA\r\n,\r\nDE,DEU\r\nDE,DEU\r",
            "DE,DEU\r\nSpain,ESP\r\n,\r\nFrance,FRA\r\nSpain,ESP\r", "Narnia,\r",
        ]
        for kept in [0, 1, 20_000] {
            #expect(texts(Self.batches, kept: kept, format: .csv) == expected, "kept \(kept)")
        }
    }

    @Test func aTable_pastTheBound_isAsWithinIt() {
        let within = texts(Self.batches, kept: 20_000, format: .text, terminal: true)
        #expect(within.first??.split(separator: "\n", omittingEmptySubsequences: false).count == 7, "a header and six rows")
        #expect(within.first??.contains("France  FRA") == true)
        for kept in [0, 1, 2] {
            #expect(texts(Self.batches, kept: kept, format: .text, terminal: true) == within, "kept \(kept)")
        }
    }
}
