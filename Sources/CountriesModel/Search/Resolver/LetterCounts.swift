/// How often each byte value occurs in a name, in 32 bins (`byte & 31`):
/// a cheap lower bound of the edits between two names, to pass over most
/// names before their edit distance is counted. An insertion, a deletion or
/// a replacement changes the bins' counts by two in all at most, and a swap
/// of neighbours by none: so the edits are at least half the difference.
struct LetterCounts {
    /// Each bin's count (up to 255), a byte each.
    private var bins: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// A bit for each bin that is not empty: two names whose bits differ
    /// in `n` bins differ by at least `n` in their counts.
    let present: UInt32

    init(_ name: some Sequence<UInt8>) {
        var bins: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var present: UInt32 = 0
        withUnsafeMutableBytes(of: &bins) { counts in
            for byte in name {
                counts[Int(byte & 31)] &+= 1
                present |= 1 << UInt32(byte & 31)
            }
        }
        self.bins = bins
        self.present = present
    }

    /// At most the edit distance from the name counted to `other`.
    func editsAtLeast(to other: some Sequence<UInt8>) -> Int {
        editsAtLeast(to: LetterCounts(other))
    }

    /// The same, to a name counted already.
    func editsAtLeast(to other: LetterCounts) -> Int {
        var total = 0
        withUnsafeBytes(of: bins) { mine in
            withUnsafeBytes(of: other.bins) { theirs in
                for bin in 0..<32 { total += abs(Int(mine[bin]) - Int(theirs[bin])) }
            }
        }
        return (total + 1) / 2
    }

    /// Whether the name counted is more than `edits` from `other` (whose
    /// bins' bits are `present`), by this bound: the bins' presence
    /// compared first, in one step, the counts only then.
    func isMoreThan(_ edits: Int, from present: UInt32, _ other: some Sequence<UInt8>) -> Bool {
        ((self.present ^ present).nonzeroBitCount + 1) / 2 > edits || editsAtLeast(to: other) > edits
    }
}
