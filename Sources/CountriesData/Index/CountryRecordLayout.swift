import CountriesJSON

/// Where each record stands in its JSON array: what the index keeps so
/// `--json` prints a record verbatim, read from the JSON when asked for.
enum CountryRecordLayout {
    /// The byte range of each record of the array.
    static func scan(_ source: UnsafeBufferPointer<UInt8>) throws -> [Range<Int>] {
        var reader = JSONReader(source)
        var ranges: [Range<Int>] = []
        try reader.readArray { reader in
            ranges.append(try reader.readRange { try $0.skipValue() })
        }
        return ranges
    }
}
