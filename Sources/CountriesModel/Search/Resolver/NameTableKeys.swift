/// Where each key's entries begin in a `NameTableBytes`, by kind and key:
/// what a long `resolve` looks its texts up in, a hash and a compare,
/// instead of a binary search that decodes a key at every step (a tenth of
/// a messy name's cost). Made once, by the resolver, after its first thousand names
/// (`CountryResolver.namesBeforeKeyTables`): a `show` never makes it.
///
/// Keys are `String`s, so they match as the binary search matches them
/// (`==`, canonical equivalence); the first entry of a key is the one the
/// search finds, and the run from it is read the same way.
struct NameTableKeys: Sendable {
    /// By kind's raw value: each key's first entry.
    private let first: [[String: Int32]]

    init(_ table: NameTableBytes) {
        var first = [[String: Int32]](repeating: [:], count: 3)
        var previous: (kind: UInt8, key: UnsafeRawBufferPointer)?
        table.forEachKey { number, kind, key in
            // Entries are sorted by kind and key: a key's run is met once.
            defer { previous = (kind, key) }
            if let previous, previous.kind == kind, previous.key.elementsEqual(key) { return }
            guard Int(kind) < first.count else { return }
            let text = String(decoding: key, as: UTF8.self)
            if first[Int(kind)][text] == nil { first[Int(kind)][text] = Int32(number) }
        }
        self.first = first
    }

    /// The number of the first entry of (`kind`, `key`); nil when none has it.
    func first(_ kind: NameTable.Kind, _ key: String) -> Int? {
        guard Int(kind.rawValue) < first.count else { return nil }
        return first[Int(kind.rawValue)][key].map(Int.init)
    }
}
