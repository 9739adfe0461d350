import CountriesJSON

/// Where a record stands in its JSON array, and where its `translations`
/// stand within it: what the index keeps so `--json` prints the record
/// verbatim and translations are decoded only when asked for.
struct CountryRecordLayout {
    /// Bytes of the array.
    let record: Range<Int>
    /// Bytes of the record's text; the last `translations` key's, as the
    /// decoder keeps the last.
    let translations: Range<Int>?

    static func scan(_ source: UnsafeBufferPointer<UInt8>) throws -> [CountryRecordLayout] {
        var reader = JSONReader(source)
        var layouts: [CountryRecordLayout] = []
        try reader.readArray { reader in
            var translations: Range<Int>?
            let record = try reader.readRange { reader in
                let start = reader.offset
                try reader.readObject { key, reader in
                    guard key == "translations" else { return try reader.skipValue() }
                    let range = try reader.skipValueRange()
                    translations = (range.lowerBound - start)..<(range.upperBound - start)
                }
            }
            layouts.append(CountryRecordLayout(record: record, translations: translations))
        }
        return layouts
    }
}
