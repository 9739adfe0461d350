/// A tiny deterministic generator (SplitMix64): the same seed gives the same
/// cases on every machine and every Swift version, which the standard
/// library's generators do not promise; the bounded picks below are its own
/// arithmetic for the same reason (a modulo's slight bias does not matter here). Each case gets its own generator,
/// seeded from the area's seed and the case's number, so any one case can be
/// replayed without the ones before it.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The generator of case `index` of an area whose seed is `area`.
    init(area: UInt64, index: Int) {
        var mixer = SplitMix64(seed: area ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }

    /// True `probability` of the time.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// 0..<count.
    mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }
}
