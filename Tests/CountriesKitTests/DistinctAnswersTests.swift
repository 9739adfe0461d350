import CountriesModel
import Testing

/// `resolve` resolves each distinct name once, and keeps a bounded number
/// of them: past the bound, a batch's new names live for that batch only.
@Suite struct DistinctAnswersTests {
    private let france = Country(name: CountryName(common: "France", official: "French Republic"), cca2: "FR", cca3: "FRA")

    @Test func aNameMetAgain_isNotResolvedAgain_andKeepsItsSlot() {
        var answers = DistinctAnswers()
        var asked: [String] = []
        let resolve = { (name: String) -> NameResolution? in
            asked.append(name)
            return name.isEmpty ? nil : NameResolution(outcome: name == "France" ? .found(france) : .unknown)
        }
        let slots = ["France", "Narnia", "France", "", "France"].map { answers.slot(of: $0, resolve: resolve) }
        #expect(slots == [0, 1, 0, 2, 0])
        #expect(asked == ["France", "Narnia", ""])
        #expect(answers.kinds == [.found, .unresolved, .empty])
    }

    @Test func pastTheBound_aBatchsNewNamesGo_withTheBatch() {
        var answers = DistinctAnswers(mostKept: 2)
        var asked = 0
        let resolve = { (_: String) -> NameResolution? in
            asked += 1
            return NameResolution(outcome: .unknown)
        }
        #expect(["a", "b", "c", "d", "c"].map { answers.slot(of: $0, resolve: resolve) } == [0, 1, 2, 3, 2])
        #expect(answers.keptCount == 2)
        answers.beginBatch()
        #expect(answers.resolutions.count == 2, "the batch's others are gone")
        #expect(["b", "e", "c"].map { answers.slot(of: $0, resolve: resolve) } == [1, 2, 3])
        #expect(asked == 6, "c was the last batch's alone: resolved again")
    }

    /// "é" composed and "e" with a combining accent are one `String`, but
    /// a line prints its own bytes: each spelling gets a slot of its own.
    @Test func namesTheSameButForTheirBytes_getASlotEach() {
        var answers = DistinctAnswers()
        let resolve = { (_: String) -> NameResolution? in NameResolution(outcome: .unknown) }
        let slots = ["Caf\u{E9}", "Cafe\u{301}", "Caf\u{E9}", "Cafe\u{301}"].map { answers.slot(of: $0, resolve: resolve) }
        #expect(slots == [0, 1, 0, 1])
    }

    /// Names long and short, many of them: each finds its own slot again.
    @Test func manyNames_eachFindItsSlotAgain() {
        var answers = DistinctAnswers()
        let names = (0..<5_000).map { String(repeating: "x", count: $0 % 40) + "\($0)" } + ["", " "]
        let resolve = { (_: String) -> NameResolution? in NameResolution(outcome: .unknown) }
        let first = names.map { answers.slot(of: $0, resolve: resolve) }
        #expect(first == (0..<Int32(names.count)).map { $0 })
        #expect(names.reversed().map { answers.slot(of: $0, resolve: resolve) } == first.reversed())
    }
}
