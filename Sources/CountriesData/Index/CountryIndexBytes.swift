import CountriesModel

/// The bytes of a `CountryIndex` that records point into, every reference
/// checked before it is followed. A plain value of pointers and ranges:
/// reading a record copies it for each field, which is free, where copying
/// the reader (and the existential source it holds) was a third of the cost
/// of making a `Country`.
struct CountryIndexBytes {
    let index: UnsafeRawBufferPointer
    /// Sections of `index`: string references, and the UTF-8 they point into.
    let lists: Range<Int>
    let strings: Range<Int>
    /// A cache's: every byte is checked before it is read. nil: the binary's own.
    let blocks: UnsafePointer<IndexBlocks>?

    /// Unchecked: the caller has checked what it reads (`check`), as
    /// strings and lists here are, where they are followed.
    func load(_ offset: Int) -> UInt32 {
        index.loadLittleEndian(at: offset, as: UInt32.self)
    }

    /// Before `count` bytes at `offset` are read: read and checked, for a
    /// cache (`IndexBlocks`).
    @inline(__always)
    func check(_ offset: Int, _ count: Int) throws(CountryIndex.Failure) {
        try blocks?.pointee.check(offset, count)
    }

    func bytes(of offset: UInt32, length: UInt32) throws(CountryIndex.Failure) -> UnsafeRawBufferPointer {
        let start = strings.lowerBound + Int(offset), end = start + Int(length)
        guard end <= strings.upperBound else { throw .malformed(CountryIndex.Malformed(reason: "a string out of bounds")) }
        try check(start, end - start)
        return UnsafeRawBufferPointer(rebasing: index[start..<end])
    }

    func string(of offset: UInt32, length: UInt32) throws(CountryIndex.Failure) -> String {
        String(decoding: try bytes(of: offset, length: length), as: UTF8.self)
    }

    /// The `count` strings from reference `first` on.
    func strings(first: UInt32, count: UInt32) throws(CountryIndex.Failure) -> [String] {
        let start = try listStart(first: first, count: count)
        guard count > 0 else { return [] }
        var strings: [String] = []
        strings.reserveCapacity(Int(count))
        for item in 0..<Int(count) {
            strings.append(try string(of: load(start + item * 8), length: load(start + item * 8 + 4)))
        }
        return strings
    }

    /// The list of `count` strings from reference `first` on, each made by
    /// `make` from the list's strings `size` at a time: languages are stored
    /// as code, name, code, name..., currencies in threes.
    func list<Item>(first: UInt32, count: UInt32, by size: Int, _ make: ([String]) -> Item) throws(CountryIndex.Failure) -> [Item] {
        let start = try listStart(first: first, count: count)
        guard Int(count) % size == 0 else { throw .malformed(CountryIndex.Malformed(reason: "a list of the wrong length")) }
        guard count > 0 else { return [] }
        var items: [Item] = []
        items.reserveCapacity(Int(count) / size)
        var group: [String] = []
        group.reserveCapacity(size)
        for item in 0..<Int(count) {
            group.append(try string(of: load(start + item * 8), length: load(start + item * 8 + 4)))
            if group.count == size {
                items.append(make(group))
                group.removeAll(keepingCapacity: true)
            }
        }
        return items
    }

    /// The item of a list like `list`'s whose first string is `key`, made by
    /// `make`; the others' strings are compared as bytes, never made.
    func find<Item>(
        first: UInt32, count: UInt32, by size: Int, firstEqualTo key: String, _ make: ([String]) -> Item
    ) throws(CountryIndex.Failure) -> Item? {
        let start = try listStart(first: first, count: count)
        guard Int(count) % size == 0 else { throw .malformed(CountryIndex.Malformed(reason: "a list of the wrong length")) }
        for item in stride(from: 0, to: Int(count), by: size) {
            let at = start + item * 8
            guard try bytes(of: load(at), length: load(at + 4)).elementsEqual(key.utf8) else { continue }
            var group: [String] = []
            for part in 0..<size {
                group.append(try string(of: load(at + part * 8), length: load(at + part * 8 + 4)))
            }
            return make(group)
        }
        return nil
    }

    private func listStart(first: UInt32, count: UInt32) throws(CountryIndex.Failure) -> Int {
        let start = lists.lowerBound + Int(first) * 8
        guard start + Int(count) * 8 <= lists.upperBound else { throw .malformed(CountryIndex.Malformed(reason: "a list out of bounds")) }
        try check(start, Int(count) * 8)
        return start
    }
}

/// The slots of one record, read in turn.
struct CountryIndexSlots {
    let bytes: CountryIndexBytes
    var at: Int

    init(bytes: CountryIndexBytes, at: Int) {
        self.bytes = bytes
        self.at = at
    }

    mutating func next() -> UInt32 {
        defer { at += 4 }
        return bytes.load(at)
    }

    mutating func next64() -> UInt64 {
        let low = UInt64(next())
        return low | UInt64(next()) << 32
    }

    mutating func skip(_ count: Int) {
        at += count * 4
    }

    /// A latitude and a longitude as the writer stores them; NaN: none.
    mutating func nextPoint() -> GeoPoint? {
        let latitude = Double(bitPattern: next64()), longitude = Double(bitPattern: next64())
        return latitude.isNaN || longitude.isNaN ? nil : GeoPoint(longitude: longitude, latitude: latitude)
    }

    mutating func string() throws(CountryIndex.Failure) -> String {
        try bytes.string(of: next(), length: next())
    }

    mutating func list() throws(CountryIndex.Failure) -> [String] {
        try optionalList() ?? []
    }

    mutating func optionalList() throws(CountryIndex.Failure) -> [String]? {
        let first = next(), count = next()
        return count == CountryIndex.none ? nil : try bytes.strings(first: first, count: count)
    }

    /// The item of such a list whose first string is `key`.
    mutating func findInGroups<Item>(by size: Int, firstEqualTo key: String, _ make: ([String]) -> Item) throws(CountryIndex.Failure) -> Item? {
        let first = next(), count = next()
        return count == CountryIndex.none ? nil : try bytes.find(first: first, count: count, by: size, firstEqualTo: key, make)
    }

    /// A list of items `size` strings each.
    mutating func grouped<Item>(by size: Int, _ make: ([String]) -> Item) throws(CountryIndex.Failure) -> [Item] {
        let first = next(), count = next()
        return count == CountryIndex.none ? [] : try bytes.list(first: first, count: count, by: size, make)
    }
}
