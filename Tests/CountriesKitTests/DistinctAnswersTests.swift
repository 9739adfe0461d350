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

    /// Lines of up to a MiB, all distinct, kept whole for the run while the
    /// count allowed (20,000 of them: 20 GB, issue 45): the names kept are
    /// bounded in bytes too, and a name past the bytes left goes with its
    /// batch, as one past the count does.
    @Test func pastTheBytesBound_aLongNameGoesWithTheBatch() {
        var answers = DistinctAnswers(mostKept: 100, mostKeptBytes: 10)
        let resolve = { (_: String) -> NameResolution? in NameResolution(outcome: .unknown) }
        #expect(["abcd", "efgh"].map { answers.slot(of: $0, resolve: resolve) } == [0, 1])
        #expect(answers.keptCount == 2)
        #expect(answers.slot(of: "ijk", resolve: resolve) == 2)
        #expect(answers.keptCount == 2, "4 + 4 + 3 bytes: past the 10 kept")
        answers.beginBatch()
        #expect(answers.resolutions.count == 2)
        #expect(answers.slot(of: "ij", resolve: resolve) == 2)
        #expect(answers.keptCount == 3, "4 + 4 + 2: within them")
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

/// A batch answered from its bytes (`ResolvedBatch.answer`): each distinct
/// name resolved once while the bound holds, every line counted, the
/// lines of the first names that fit no country named.
@Suite struct ResolvedBatchAnswerTests {
    private let france = Country(name: CountryName(common: "France", official: "French Republic"), cca2: "FR", cca3: "FRA")

    /// A name is blank when each of its characters is white space, a
    /// mark joined to a space included; one that begins with anything else
    /// is asked.
    @Test func onlyNamesWithMoreThanWhiteSpace_areAsked() {
        var asked: [String] = []
        var batch = ResolvedBatch(fields: ResolveRequest.defaultFields)
        let names = ["", " ", "\u{3000}\t", " \u{301}", "\u{A0}\u{2028}", "\u{301} ", "\u{3000}x", "Ж", " France ", "\u{200B}"]
        batch.answer(NameBatch(names, firstLine: 1)) { name in
            asked.append(name)
            return NameResolution(outcome: .unknown)
        }
        #expect(asked == ["\u{301} ", "\u{3000}x", "Ж", " France ", "\u{200B}"])
        #expect(names.map { $0.trimmingWhitespace().isEmpty } == names.map { !asked.contains($0) })
    }

    @Test func aBatchsLines_areTheirSlots_pastTheBoundToo() {
        var asked: [String] = []
        let resolve = { (name: String) -> NameResolution in
            asked.append(name)
            return NameResolution(outcome: name == "France" ? .found(france) : .unknown)
        }
        var batch = ResolvedBatch(fields: ResolveRequest.defaultFields)
        batch.answers = DistinctAnswers(mostKept: 2)
        batch.answer(NameBatch(["France", "Narnia", "France", "", "Oz", "Oz", " "], firstLine: 1), resolve: resolve)
        #expect(batch.slots == [0, 1, 0, 2, 3, 3, 4])
        #expect(asked == ["France", "Narnia", "Oz"], "an empty name or spaces asks nothing")
        #expect(batch.given == 5 && batch.unresolved == 3 && batch.unresolvedLines == [2, 5, 6])
        #expect(batch.names.map { $0.resolution?.country?.cca3 } == ["FRA", nil, "FRA", nil, nil, nil, nil])
        batch.answer(NameBatch(["Oz", "Narnia", "Atlantis", "Lilliput"], firstLine: 8), resolve: resolve)
        #expect(batch.answers.keptCount == 2 && batch.printedBefore == 7)
        #expect(batch.slots == [2, 1, 3, 4], "the kept slots stay; the others are the batch's")
        #expect(asked == ["France", "Narnia", "Oz", "Oz", "Atlantis", "Lilliput"], "Oz was the last batch's alone: resolved again")
        #expect(batch.given == 9 && batch.unresolved == 7 && batch.unresolvedLines == [2, 5, 6, 8, 9])
    }
}
