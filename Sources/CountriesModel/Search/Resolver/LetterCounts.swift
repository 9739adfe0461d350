/// How often each byte value occurs in a name, in 32 bins (`byte & 31`):
/// a cheap lower bound of the edits between two names, to pass over most
/// names before their edit distance is counted. An insertion, a deletion or
/// a replacement changes the bins' counts by two in all at most, and a swap
/// of neighbours by none: so the edits are at least half the difference.
struct LetterCounts {
    private var bins = [Int](repeating: 0, count: 32)

    init(_ name: [UInt8]) {
        for byte in name { bins[Int(byte & 31)] += 1 }
    }

    /// At most the edit distance from the name counted to `other`.
    func editsAtLeast(to other: [UInt8]) -> Int {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 32) { difference in
            for bin in 0..<32 { difference[bin] = bins[bin] }
            for byte in other { difference[Int(byte & 31)] -= 1 }
            var total = 0
            for bin in 0..<32 { total += abs(difference[bin]) }
            return (total + 1) / 2
        }
    }
}
