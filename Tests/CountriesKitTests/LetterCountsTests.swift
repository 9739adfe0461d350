@testable import CountriesModel
import Testing

/// The typo step passes over a name whose letters differ too much: the
/// bound must never exceed the edit distance, or a near name would be lost.
@Suite struct LetterCountsTests {
    @Test func theBound_isNeverMoreThanTheEditDistance() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefghijklmnopqrstuvwxyz ".utf8) + Array("éü".utf8)
        var tight = 0
        for _ in 0..<5_000 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            var b = a
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let at = Int.random(in: 0...b.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: b.insert(letters.randomElement(using: &generator)!, at: at)
                case 1 where at < b.count: b.remove(at: at)
                case 2 where at < b.count: b[at] = letters.randomElement(using: &generator)!
                case 3 where at + 1 < b.count: b.swapAt(at, at + 1)
                default: continue
                }
            }
            let distance = NameSuggestions.editDistance(a, b, atMost: 30)
            let bound = LetterCounts(a).editsAtLeast(to: b)
            #expect(bound <= distance, "\(a) \(b)")
            if bound == distance, distance > 0 { tight += 1 }
        }
        #expect(tight > 100, "a bound that is never tight passes over nothing")
    }

    @Test func namesOfOtherLetters_areBoundFar() {
        #expect(LetterCounts(Array("argentinia".utf8)).editsAtLeast(to: Array("argentina".utf8)) == 1)
        #expect(LetterCounts(Array("zzzzzz".utf8)).editsAtLeast(to: Array("france".utf8)) == 6)
        #expect(LetterCounts(Array("swizerland".utf8)).editsAtLeast(to: Array("switzerland".utf8)) == 1)
    }
}
