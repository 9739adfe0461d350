/// How often each byte value occurs in a name, in 32 bins (`byte & 31`):
/// a cheap lower bound of the edits between two names, to pass over most
/// names before their edit distance is counted. An insertion, a deletion or
/// a replacement changes the bins' counts by two in all at most, and a swap
/// of neighbours by none: so the edits are at least half the difference.
struct LetterCounts {
    private var bins = [Int](repeating: 0, count: 32)
    /// A bit for each bin that is not empty: two names whose bits differ
    /// in `n` bins differ by at least `n` in their counts.
    private var present: UInt32 = 0

    init(_ name: [UInt8]) {
        for byte in name {
            bins[Int(byte & 31)] += 1
            present |= 1 << UInt32(byte & 31)
        }
    }

    /// At most the edit distance from the name counted to `other`.
    func editsAtLeast(to other: [UInt8]) -> Int {
        editsAtLeast(to: LetterCounts(other))
    }

    /// The same, to a name counted already.
    func editsAtLeast(to other: LetterCounts) -> Int {
        var total = 0
        bins.withUnsafeBufferPointer { mine in
            other.bins.withUnsafeBufferPointer { theirs in
                for bin in 0..<32 { total += abs(mine[bin] - theirs[bin]) }
            }
        }
        return (total + 1) / 2
    }

    /// Whether the name counted is more than `edits` from `other`, by this
    /// bound: the bins' presence compared first, in one step.
    func isMoreThan(_ edits: Int, from other: LetterCounts) -> Bool {
        ((present ^ other.present).nonzeroBitCount + 1) / 2 > edits || editsAtLeast(to: other) > edits
    }
}
