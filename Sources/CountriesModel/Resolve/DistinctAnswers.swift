/// The answers of a `resolve` run, one for each distinct name: a data set
/// names a few hundred countries over millions of rows, and a name met again
/// is found by its text, not resolved anew. A line then holds only the slot
/// of its answer, so a batch's trip through the store and the view copies no
/// country: each answer's values are read once a batch, not once a line.
///
/// Bounded: the first `mostKept` distinct names, while their bytes come to
/// at most `mostKeptBytes`, are kept for the whole run; past them, and for
/// a longer name, a batch's new names are kept for that batch alone.
package struct DistinctAnswers: Equatable, Sendable {
    /// Each answer, by slot; nil for a name that is empty or only spaces,
    /// whose answer is empty.
    package private(set) var resolutions: [NameResolution?] = []
    /// What each answer is, by slot: what a line's counting reads, so it
    /// copies no resolution.
    package private(set) var kinds: [Kind] = []
    /// The slots of the names kept for the run, and of this batch's others,
    /// by the name's exact bytes.
    private var slots = ExactNameSlots()
    private var batchSlots = ExactNameSlots()

    package enum Kind: UInt8, Equatable, Sendable {
        /// An empty name: no answer, and not counted.
        case empty
        case found
        /// Ambiguous or unknown: no single country fits.
        case unresolved

        /// What `resolution` is, read from its outcome's case alone: no
        /// country is copied out of it (its values, counted, cost more
        /// than the rest of a line).
        init(of resolution: NameResolution?) {
            guard let resolution else {
                self = .empty
                return
            }
            if case .found = resolution.outcome { self = .found } else { self = .unresolved }
        }
    }

    /// Names kept for the whole run. 20,000 answers take a few MB.
    package let mostKept: Int
    /// The bytes of the names kept for the whole run, together: lines of up
    /// to `InputLimit.bytes` each, all distinct, would else keep 20,000
    /// of them (and their answers' lines, as long) for the run: 20 GB.
    package let mostKeptBytes: Int

    package init(mostKept: Int = 20_000, mostKeptBytes: Int = 1 << 20) {
        self.mostKept = mostKept
        self.mostKeptBytes = mostKeptBytes
    }

    /// The slots below this stay the same answer's for the whole run.
    package var keptCount: Int { slots.count }

    /// The slot of `name`'s answer, resolved by `resolve` only when the name
    /// is new.
    package mutating func slot(of name: String, resolve: (String) -> NameResolution?) -> Int32 {
        let found = name.utf8.withContiguousStorageIfAvailable { slot(of: $0, resolve: resolve) }
        return found ?? Array(name.utf8).withUnsafeBufferPointer { slot(of: $0, resolve: resolve) }
    }

    /// The slot of the answer of the name of these bytes (UTF-8): a name
    /// met before costs its hash and a comparison of its bytes; only a new
    /// one is made a text, and resolved by `resolve`.
    package mutating func slot(of bytes: UnsafeBufferPointer<UInt8>, resolve: (String) -> NameResolution?) -> Int32 {
        let hash = slots.hash(bytes)
        if let slot = slots.value(of: bytes, hash: hash) ?? batchSlots.value(of: bytes, hash: hash) { return slot }
        let resolution = resolve(String(decoding: bytes, as: UTF8.self))
        let slot = Int32(resolutions.count)
        kinds.append(Kind(of: resolution))
        resolutions.append(consume resolution)
        if slots.count < mostKept, slots.byteCount + bytes.count <= mostKeptBytes, batchSlots.isEmpty {
            slots.insert(bytes, hash: hash, value: slot)
        } else {
            batchSlots.insert(bytes, hash: hash, value: slot)
        }
        return slot
    }

    /// A new batch begins: the slots kept for this batch alone go.
    package mutating func beginBatch() {
        guard !batchSlots.isEmpty else { return }
        batchSlots.removeAll()
        resolutions.removeSubrange(slots.count...)
        kinds.removeSubrange(slots.count...)
    }
}
