import CountriesModel

extension CountryIndex {
    /// The index of `source`, a JSON array of v3.1 records, describing the
    /// file `identity` names. The countries are decoded here from `source`
    /// itself, so the index holds exactly what reading the JSON would give.
    /// `recipe`: what the names were made by (`programRecipe`); nil for
    /// the snapshot's own index, which holds the checksum of its names.
    package static func make(from source: UnsafeBufferPointer<UInt8>, identity: SourceIdentity, recipe: UInt64? = programRecipe) throws -> [UInt8] {
        // Offsets are UInt32: a larger file (3,000 times today's) is read as JSON.
        guard source.count < Int(UInt32.max) else { throw Malformed(reason: "the data is larger than 4 GiB") }
        let records = try CountryRecordsDecoder.decode(source)
        let ranges = try CountryRecordLayout.scan(source)
        guard ranges.count == records.count else { throw Malformed(reason: "records and layout disagree") }
        var writer = CountryIndexWriter()
        for (record, range) in zip(records, ranges) {
            writer.add(record, range: range, checksum: Checksum(of: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: source[range]))))
        }
        // By cca3 the last record's, as the index finds a code twice.
        let translations = Dictionary(records.map { ($0.country.cca3.uppercased(), $0.translations) }) { _, last in last }
        let names = LookupTables.make(countries: records.map(\.country)) { translations[$0.cca3.uppercased()] ?? [:] }
        var namesSection: [UInt8] = []
        namesSection.appendLittleEndian(recipe ?? Checksum(of: names).value)
        return writer.bytes(
            identity: identity, nameOrder: CountryListing.nameOrder(of: records.map(\.country)) { $0.name.common }, names: namesSection + names
        )
    }
}

/// Lays the sections of `CountryIndex` out, a record at a time.
struct CountryIndexWriter {
    private var records: [UInt32] = []
    /// The texts, and the lists' references among them (`appendList`).
    private var strings: [UInt8] = []
    /// Each text once: regions, currencies and languages repeat.
    private var stringReferences: [String: (offset: UInt32, length: UInt32)] = [:]
    private var codes: [String: UInt32] = [:]
    private var count: UInt32 = 0

    /// The slots in the order `CountryIndexReader.country(at:)` reads them.
    /// `checksum`: of the record's text, the bytes `range` holds.
    mutating func add(_ record: CountryRecord, range: Range<Int>, checksum: Checksum) {
        let country = record.country
        for text in [
            country.name.common, country.name.official, country.flag, country.cca2, country.cca3, country.ccn3, country.cioc,
            country.region, country.subregion, country.callingCode.root, country.drivingSide, country.governmentType,
        ] {
            appendString(text)
        }
        for list in [
            country.capitals, country.timezones, country.topLevelDomains, country.borders, country.altSpellings,
            country.demonyms, country.callingCode.suffixes,
            country.languages.flatMap { [$0.code, $0.name] },
            country.currencies.flatMap { [$0.code, $0.name, $0.symbol] },
        ] {
            appendList(list)
        }
        if let memberships = country.memberships { appendList(memberships) } else { records += [0, CountryIndex.none] }
        // By key: the same data always makes the same bytes.
        appendList(record.translations.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value.common, $0.value.official] })
        append64(UInt64(bitPattern: Int64(country.population)))
        append64(country.area.bitPattern)
        records.append((country.independent ? 1 : 0) | (country.landlocked ? 2 : 0))
        records += [UInt32(range.lowerBound), UInt32(range.count)]
        for point in [country.location, country.capitalLocation] {
            append64((point?.latitude ?? .nan).bitPattern)
            append64((point?.longitude ?? .nan).bitPattern)
        }
        append64(checksum.value)
        codes[country.cca3.uppercased()] = count
        count += 1
    }

    /// `nameOrder`: the positions of the records added, in name order.
    /// `names`: the names section, whole.
    func bytes(identity: CountryIndex.SourceIdentity, nameOrder: [Int], names: [UInt8]) -> [UInt8] {
        let codeTable = CountryCodeTable.make(codes)
        let order = nameOrder.map { UInt32($0) }
        // Records, lists, codes, strings, name order, names: the blocks.
        // The lists are among the strings (`appendList`): no bytes of their own.
        var sections = [records.count * 4, 0, codeTable?.count ?? 0, strings.count, order.count * 4, names.count]
        let blocks = CountryIndex.blockCount(sections.reduce(0, +))
        let chunks = CountryIndex.chunkCount(blocks: blocks)
        let blocksStart = CountryIndex.blocksStart(chunks: chunks)
        var offsets: [Int] = []
        var next = blocksStart
        for length in sections {
            offsets.append(next)
            next += length
        }
        (offsets[1], sections[1]) = (offsets[3], sections[3])
        // The block sums after them, the chunk sums after the header.
        offsets += [next, CountryIndex.headerSize]
        sections += [blocks * 8, chunks * 8]
        var out: [UInt8] = CountryIndex.magic
        out.reserveCapacity(next + blocks * 8)
        out.appendLittleEndian(CountryIndex.version)
        out.appendLittleEndian(count)
        out.appendLittleEndian(codeTable == nil ? 0 : CountryIndex.inlineCodes)
        out.appendLittleEndian(UInt32(codeTable == nil ? 0 : codes.count))
        out.appendLittleEndian(identity.size)
        out.appendLittleEndian(identity.inode)
        out.appendLittleEndian(UInt64(bitPattern: identity.modifiedSeconds))
        out.appendLittleEndian(UInt64(bitPattern: identity.modifiedNanoseconds))
        for (offset, length) in zip(offsets, sections) {
            out.appendLittleEndian(UInt32(offset))
            out.appendLittleEndian(UInt32(length))
        }
        out.appendLittleEndian(UInt64(0)) // the checksum, once the rest is written
        // The chunk sums, once the block sums are written; zeros to the page.
        out += [UInt8](repeating: 0, count: blocksStart - out.count)
        for slot in records { out.appendLittleEndian(slot) }
        out += codeTable ?? []
        out += strings
        for position in order { out.appendLittleEndian(position) }
        out += names
        // Each block's sum, each chunk's of them, then the header's.
        let sums = out.count
        for start in stride(from: blocksStart, to: sums, by: CountryIndex.blockSize) {
            let block = out.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[start..<min(start + CountryIndex.blockSize, sums)]) }
            out.appendLittleEndian(Checksum(of: block).value)
        }
        for (chunk, start) in stride(from: sums, to: out.count, by: CountryIndex.chunkSize).enumerated() {
            let sum = out.withUnsafeBytes { Checksum(of: UnsafeRawBufferPointer(rebasing: $0[start..<min(start + CountryIndex.chunkSize, $0.count)])) }
            let at = CountryIndex.headerSize + chunk * 8
            withUnsafeBytes(of: sum.value.littleEndian) { out.replaceSubrange(at..<(at + 8), with: $0) }
        }
        let checksum = out.withUnsafeBytes { CountryIndex.headerChecksum(of: $0, chunkSums: CountryIndex.headerSize..<(CountryIndex.headerSize + chunks * 8)) }
        withUnsafeBytes(of: checksum.value.littleEndian) { out.replaceSubrange(CountryIndex.checksumOffset..<CountryIndex.headerSize, with: $0) }
        return out
    }

    private mutating func appendString(_ text: String) {
        let reference = reference(text)
        records += [reference.offset, reference.length]
    }

    /// A list's references go among the strings, after the texts it adds
    /// (8-aligned: the list's slot counts references, of 8 bytes): a
    /// record's texts and lists then lie together, and reading a record
    /// (`show fra`'s neighbours, each far from the others on 40 times the
    /// data) reads a block or two of them where it read one of the strings
    /// and one of the lists.
    private mutating func appendList(_ texts: [String]) {
        let references = texts.map { reference($0) }
        strings += [UInt8](repeating: 0, count: (8 - strings.count % 8) % 8)
        records += [UInt32(strings.count / 8), UInt32(texts.count)]
        for reference in references {
            strings.appendLittleEndian(reference.offset)
            strings.appendLittleEndian(reference.length)
        }
    }

    private mutating func append64(_ value: UInt64) {
        records += [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    }

    private mutating func reference(_ text: String) -> (offset: UInt32, length: UInt32) {
        if let known = stringReferences[text] { return known }
        let reference = (UInt32(strings.count), UInt32(text.utf8.count))
        strings += text.utf8
        stringReferences[text] = reference
        return reference
    }
}

extension [UInt8] {
    mutating func appendLittleEndian<Integer: FixedWidthInteger>(_ value: Integer) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
