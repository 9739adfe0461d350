import CountriesJSON
import CountriesModel
import CountriesStore

/// `resolve`'s answers for the batch in the store, a line each, in the
/// input's order: in a pipe `name<TAB>fields`; on a terminal a table with
/// the outcome and how the name matched; `--format csv`, `json` (one array,
/// written as the batches come), `ndjson`; with `--column`, the input's CSV
/// with the fields appended. An empty name gets an empty answer.
@MainActor
package enum ResolvedNamesView {
    /// The batch's lines, joined by line ends, without the last one's (the
    /// console adds it); nil when there is no line to print.
    /// `texts`: the answers' texts made by earlier batches of the same run,
    /// kept by its caller so that a name met again costs its line alone.
    package static func text(_ state: AppState, texts: ResolvedAnswerTexts? = nil) -> String? {
        utf8(state, texts: texts).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `utf8`'s bytes end their last line themselves: `--column`'s
    /// CSV rows end as the input's lines did (a CR alone too), where every
    /// other output leaves its last line end to the console.
    package static func endsItsLines(_ state: AppState) -> Bool {
        state.userData.resolved?.header != nil && ![.json, .ndjson].contains(state.system.format)
    }

    /// `text`'s bytes, which `resolve` writes as they are: made from
    /// texts, they need no checking as UTF-8 again (a tenth of a column's
    /// time, checked as a `String`).
    package static func utf8(_ state: AppState, texts: ResolvedAnswerTexts? = nil) -> [UInt8]? {
        guard let batch = state.userData.resolved, let shown = state.userData.countries.value else { return nil }
        let system = state.system
        let records = state.userData.records.value ?? CountryRecordValues()
        let values = { (country: Country, resolution: NameResolution) in fieldTexts(of: country, resolution: resolution, fields: batch.fields, shown: shown, records: records) }
        let first = batch.printedBefore == 0
        switch system.format {
        case .json, .ndjson:
            return StreamedJSON.batch(batch.slots.count, json: system.format == .json, first: first, finished: batch.finished) { index, bytes in
                let name = ResolvedName(input: batch.inputs[index], resolution: batch.answers.resolutions[Int(batch.slots[index])])
                object(name, fields: batch.fields, values: values, shown: shown).writeCompact(into: &bytes)
            }
        case _ where batch.header != nil:
            return csvRows(batch, values: values, first: first)
        case .csv:
            let header = first ? CSVRecordReader.line(["input"] + batch.fields.map(\.path)) + "\r" : nil
            return slotLines(batch, header: header, values: values, texts: texts, end: "\r", joined: CSVRecordReader.cells, name: csvName)
        case .table:
            return table(batch, values: values, shown: shown, system: system, texts: texts)
        case .text where system.isTerminal:
            return table(batch, values: values, shown: shown, system: system, texts: texts)
        default:
            return slotLines(batch, header: nil, values: values, texts: texts, end: "", joined: { $0.joined(separator: "\t") }, name: tsvName)
        }
    }

    /// tsv and csv: each line its name's text, then its answer's fields.
    /// A line is its slot's alone (a slot is one name's exact bytes), so
    /// each distinct line is made once, as bytes, and a line met again is
    /// a copy of its bytes; the fields of each country are made once a
    /// batch (`AnswerBytes`). An empty line is empty in tsv. The input is
    /// echoed as it came, its controls shown as their escapes (`\x1B`),
    /// never dropped: a row can be joined back to its line. `name` writes
    /// a name's bytes as its line begins.
    private static func slotLines(
        _ batch: ResolvedBatch, header: String?, values: @escaping (Country, NameResolution) -> [String], texts: ResolvedAnswerTexts?, end: String,
        joined: @escaping ([String]) -> String, name: (UnsafeBufferPointer<UInt8>, inout [UInt8]) -> Void
    ) -> [UInt8]? {
        guard header != nil || !batch.inputs.isEmpty else { return nil }
        let texts = texts ?? ResolvedAnswerTexts()
        var answers = AnswerBytes(batch, values: values, joined: joined)
        let kinds = batch.answers.kinds
        let emptyIsEmpty = end.isEmpty
        let end = Array(end.utf8)
        // The run's lines by slot (the kept ones), and this batch's others:
        // each distinct line made once, then each line a copy of its bytes
        // into one text of the batch's whole length.
        var run = texts.lines
        texts.lines = ResolvedLines() // not shared while it grows
        defer { texts.lines = run }
        var made = ResolvedLines()
        let kept = batch.answers.keptCount
        var length = 0
        var line: [UInt8] = []
        batch.inputs.bytes.withUnsafeBufferPointer { inputs in
            for (index, slot) in batch.slots.enumerated() {
                let position = Int(slot)
                if let count = position < kept ? run.count(of: position) : made.count(of: position - kept) {
                    length += count
                    continue
                }
                let input = UnsafeBufferPointer(rebasing: inputs[batch.inputs.range(of: index)])
                line.removeAll(keepingCapacity: true)
                // An empty line stays empty in tsv; one of spaces keeps them.
                if !(emptyIsEmpty && kinds[position] == .empty && input.isEmpty) {
                    name(input, &line)
                    answers.append(position, to: &line)
                    line.append(contentsOf: end)
                }
                length += line.count
                if position < kept { run.keep(line, for: position) } else { made.keep(line, for: position - kept) }
            }
        }
        return ResolvedLines.write(batch.slots, kept: kept, run: run, made: made, after: header.map { Array($0.utf8) }, lines: length)
    }

    /// A tsv line's name: the input's bytes, its controls made visible.
    private nonisolated static func tsvName(_ name: UnsafeBufferPointer<UInt8>, to line: inout [UInt8]) {
        PlainText.appendVisible(name, to: &line)
        line.append(UInt8(ascii: "\t"))
    }

    /// A csv line's name: the input's bytes, its controls made visible,
    /// as a CSV field.
    private nonisolated static func csvName(_ name: UnsafeBufferPointer<UInt8>, to line: inout [UInt8]) {
        if PlainText.holdsControl(name) {
            line.append(contentsOf: CSVRecordReader.field(PlainText.visible(String(decoding: name, as: UTF8.self))).utf8)
        } else {
            CSVRecordReader.append(field: name, to: &line)
        }
        line.append(UInt8(ascii: ","))
    }

    /// `--column`: each row as it came, but for its controls (`keptCell`'s
    /// rule, on the cell's bytes), then its answer's fields
    /// (`AnswerBytes`); each cell copied and quoted by its bytes.
    private static func rowLines(
        _ batch: ResolvedBatch, header: String?, values: @escaping (Country, NameResolution) -> [String], end: String, joined: @escaping ([String]) -> String
    ) -> [UInt8]? {
        guard header != nil || !batch.inputs.isEmpty else { return nil }
        var answers = AnswerBytes(batch, values: values, joined: joined)
        let (comma, end) = (UInt8(ascii: ","), Array(end.utf8))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(batch.inputs.count * 24 + (header?.utf8.count ?? 0))
        if let header { bytes.append(contentsOf: header.utf8 + end) }
        for (input, slot) in zip(batch.inputs, batch.slots) {
            for (column, cell) in (input.row ?? [input.name]).enumerated() {
                if column > 0 { bytes.append(comma) }
                var cell = cell
                cell.withUTF8 { cell in
                    guard PlainText.holdsControl(cell) else { return CSVRecordReader.append(field: cell, to: &bytes) }
                    var kept: [UInt8] = []
                    PlainText.appendVisible(cell, to: &kept, keepingTabsAndLineBreaks: true)
                    kept.withUnsafeBufferPointer { CSVRecordReader.append(field: $0, to: &bytes) }
                }
            }
            bytes.append(comma)
            answers.append(Int(slot), to: &bytes)
            bytes.append(contentsOf: end)
        }
        return bytes
    }

    /// Each country's fields as bytes, made once a batch, the first time a
    /// line asks for them; every answer with no single country has the same
    /// empty fields. Found by the country's cca3, then compared whole: two
    /// countries the same but for their code get one each.
    private struct AnswerBytes {
        let answers: DistinctAnswers
        let values: (Country, NameResolution) -> [String]
        let joined: ([String]) -> String
        /// The fields of an answer with no country.
        let none: [UInt8]
        var countries: [Country] = []
        /// Each country's fields in `bytes`, and the next country with the same key (-1: none).
        var bounds: [(start: Int, end: Int, next: Int)] = []
        var bytes: [UInt8] = []
        var firstByKey: [UInt64: Int] = [:]
        /// With a field of the place (`city`, `subdivision`, `zone`), an
        /// answer's fields are its own, not its country's: kept by slot.
        let bySlot: Bool
        var slotFields: [Int: Int] = [:]

        init(_ batch: ResolvedBatch, values: @escaping (Country, NameResolution) -> [String], joined: @escaping ([String]) -> String) {
            (answers, self.values, self.joined) = (batch.answers, values, joined)
            none = Array(joined(batch.fields.map { _ in "" }).utf8)
            bySlot = batch.fields.contains { $0.isOfThePlace }
        }

        /// Slot `position`'s answer's fields, appended to `line`; read in
        /// place (a country copied out of its answer costs more than the
        /// rest of the line).
        mutating func append(_ position: Int, to line: inout [UInt8]) {
            let index = answers.kinds[position] != .found ? nil : answers.resolutions.withUnsafeBufferPointer { resolutions in
                switch resolutions[position]?.outcome {
                case let .found(country)?: bySlot ? self.index(ofSlot: position, country, resolutions[position]!) : self.index(of: country, resolutions[position]!)
                default: nil as Int?
                }
            }
            guard let index else {
                line.append(contentsOf: none)
                return
            }
            let (start, end, _) = bounds[index]
            bytes.withUnsafeBufferPointer { line.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }

        private mutating func index(ofSlot position: Int, _ country: borrowing Country, _ resolution: NameResolution) -> Int {
            if let known = slotFields[position] { return known }
            let start = bytes.count
            bytes.append(contentsOf: joined(values(copy country, resolution)).utf8)
            bounds.append((start, bytes.count, -1))
            slotFields[position] = bounds.count - 1
            return bounds.count - 1
        }

        private mutating func index(of country: borrowing Country, _ resolution: NameResolution) -> Int {
            // The code's length and its first seven bytes.
            var key = UInt64(truncatingIfNeeded: country.cca3.utf8.count)
            for (offset, byte) in country.cca3.utf8.prefix(7).enumerated() { key |= UInt64(byte) << (8 * (offset + 1)) }
            var last = -1
            var next = firstByKey[key] ?? -1
            while next >= 0 {
                if countries.withUnsafeBufferPointer({ $0[next] == country }) { return next }
                last = next
                next = bounds[next].next
            }
            let start = bytes.count
            bytes.append(contentsOf: joined(values(copy country, resolution)).utf8)
            countries.append(copy country)
            bounds.append((start, bytes.count, -1))
            if last >= 0 { bounds[last].next = bounds.count - 1 } else { firstByKey[key] = bounds.count - 1 }
            return bounds.count - 1
        }
    }

    /// The line stderr gets when some names fit no single country: how
    /// many, and where.
    package static func summary(_ batch: ResolvedBatch) -> String? {
        guard batch.unresolved > 0 else { return nil }
        let lines = batch.unresolvedLines.map(String.init).joined(separator: ", ")
        let more = batch.unresolved - batch.unresolvedLines.count
        let noun = batch.given == 1 ? "name" : "names"
        let verb = batch.unresolved == 1 ? "fits" : "fit"
        return "\(batch.unresolved) of \(batch.given) \(noun) \(verb) no single country: line\(batch.unresolvedLines.count == 1 ? "" : "s") \(lines)"
            + (more > 0 ? " and \(more) more" : "")
    }

    /// `--column`: each row as it came, the fields after it; the header
    /// row first, with the fields' paths. Every row ends as the input's
    /// header did (LF, CRLF or a CR alone), the last one too: the CSV comes
    /// back with the line ends it had.
    private static func csvRows(_ batch: ResolvedBatch, values: @escaping (Country, NameResolution) -> [String], first: Bool) -> [UInt8]? {
        let mark = batch.byteOrderMark ? String(ResolveRequest.byteOrderMarkScalar) : ""
        // A header-only input still gets its header, with the fields.
        let header = first ? mark + CSVRecordReader.line((batch.header ?? []).map(keptCell) + batch.fields.map(\.path)) : nil
        return rowLines(batch, header: header, values: values, end: batch.lineEnd.text, joined: CSVRecordReader.cells)
    }

    /// A field of the input's row as it came but for its controls: a Tab
    /// and a line break a quoted field held (CR, LF, CRLF) stay as they
    /// came, being the data's (RFC 4180 quotes a line break), every other
    /// control is shown as its escape, as in every echo of the input.
    /// `at --column` keeps its rows' cells so too.
    nonisolated static func keptCell(_ field: String) -> String {
        PlainText.visible(field, keepingTabsAndLineBreaks: true)
    }

    /// The batch as a table: column widths from the batch's rows. A row is
    /// its slot's alone (a slot is one name's exact bytes) once the widths
    /// are known, so each distinct row is made once, and a line met again
    /// is a copy of its bytes. The cells of the slots the run keeps are
    /// made once a run, and their rows kept while the widths stay the same
    /// (a long column's batches name the same few hundred names).
    private static func table(
        _ batch: ResolvedBatch, values: (Country, NameResolution) -> [String], shown: ShownCountries, system: SystemState, texts: ResolvedAnswerTexts?
    ) -> [UInt8]? {
        guard !batch.inputs.isEmpty else { return nil }
        let texts = texts ?? ResolvedAnswerTexts()
        let style = TextStyle(enabled: system.colorEnabled)
        // The fields asked for beside the name, the words after them: a
        // narrow window cuts the outcome and the reason, never the answer.
        let header = ["NAME"] + batch.fields.map { $0.path.uppercased() } + ["OUTCOME", "MATCHED BY"]
        let kept = batch.answers.keptCount
        // Each distinct name and answer's cells: a line copies no country.
        var seen = [Bool](repeating: false, count: batch.answers.resolutions.count)
        var distinct: [(slot: Int, cells: TableCells)] = []
        for (index, slot) in batch.slots.enumerated() where !seen[Int(slot)] {
            let position = Int(slot)
            seen[position] = true
            if position < kept, position < texts.tableCells.count, let cells = texts.tableCells[position] {
                distinct.append((position, cells))
                continue
            }
            let resolution = batch.answers.resolutions[position]
            let fields = resolution.flatMap { resolution in resolution.country.map { values($0, resolution) } } ?? batch.fields.map { _ in "" }
            let cells = TableCells(
                name: PlainText.visible(batch.inputs[index].name),
                answer: fields.map(PlainText.of) + [PlainText.of(outcome(resolution, shown: shown)), PlainText.of(how(resolution))]
            )
            if position < kept {
                if texts.tableCells.count <= position { texts.tableCells += Array(repeating: nil, count: position + 1 - texts.tableCells.count) }
                texts.tableCells[position] = cells
            }
            distinct.append((position, cells))
        }
        // No wider than the window, which cuts every row to it: a name of a
        // MiB padded every other row of its batch to a MiB (3,000 rows: 35 s).
        var widths = header.map(DisplayWidth.of)
        for (_, cells) in distinct {
            for (column, width) in cells.widths.enumerated() { widths[column] = min(max(widths[column], width), max(system.width, 1)) }
        }
        // MATCHED BY where the window has room for its header at least, else
        // left out, header and cells (at 40 columns it was a lone "…").
        if widths.dropLast().reduce(2 * (widths.count - 1), +) + DisplayWidth.of(header[header.count - 1]) > system.width {
            widths.removeLast()
        }
        let line = { (cells: [String]) in
            let padded = zip(cells, widths).map { DisplayWidth.pad($0, to: $1) }.joined(separator: "  ")
            // The padding after the last cell cut off; a generic reversal of
            // the line's characters took 80% of a 100,000-line table.
            return DisplayWidth.truncate(withoutTrailingSpaces(padded), to: system.width)
        }
        // A row is its name padded, then its answer's cells (padded,
        // trimmed, cut to what the window leaves).
        let left = system.width - widths[0] - 2
        let row = { (cells: TableCells) -> [UInt8] in
            guard left > 0, cells.answer.contains(where: { !$0.isEmpty }) else { return Array(line([cells.name] + cells.answer).utf8) }
            let padded = zip(cells.answer, widths.dropFirst()).map { DisplayWidth.pad($0, to: $1) }.joined(separator: "  ")
            let rest = DisplayWidth.truncate(withoutTrailingSpaces(padded), to: left)
            return Array((DisplayWidth.pad(cells.name, to: widths[0]) + "  " + rest).utf8)
        }
        // The run's rows, while the widths stay; this batch's others.
        let layout = widths + [system.width]
        if texts.tableLayout != layout {
            texts.tableLayout = layout
            texts.tableRows = ResolvedLines()
        }
        var rows = texts.tableRows
        texts.tableRows = ResolvedLines() // not shared while it grows
        defer { texts.tableRows = rows }
        var made = ResolvedLines()
        for (position, cells) in distinct {
            if position >= kept {
                made.keep(row(cells), for: position - kept)
            } else if !rows.contains(position) {
                rows.keep(row(cells), for: position)
            }
        }
        let top = batch.printedBefore == 0 ? Array(style.dim(line(header)).utf8) : nil
        return ResolvedLines.write(batch.slots, kept: kept, run: rows, made: made, after: top)
    }

    /// `text` up to the byte after its last that is not a space (the
    /// same index as the UTF-8 view's `lastIndex(where:)` gave, found on
    /// its bytes: that search cost a row 14,000 instructions).
    private static func withoutTrailingSpaces(_ text: String) -> String {
        var text = text
        let end = text.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return end
        }
        return String(text[..<text.utf8.index(text.utf8.startIndex, offsetBy: end)])
    }

    /// The outcome in words, for a person.
    private static func outcome(_ resolution: NameResolution?, shown: ShownCountries) -> String {
        guard let resolution else { return "" }
        switch resolution.outcome {
        case let .found(country): return shown.name(of: country).common
        case let .ambiguous(countries): return "one of \(countries.count): " + countries.prefix(3).map(\.cca3).joined(separator: ", ") + (countries.count > 3 ? ", ..." : "")
        case .unknown:
            if let place = resolution.place { return "no country: a subdivision (\(place.code))" }
            if resolution.namesTheirCapital {
                let countries = resolution.suggestions.prefix(3).map { "\(shown.name(of: $0).common), \($0.cca3)" }
                return "no country: the capital of " + countries.joined(separator: " or ")
            }
            return resolution.suggestions.isEmpty ? "unknown" : "unknown; " + resolution.suggestions.prefix(3).map(\.cca3).joined(separator: " or ") + "?"
        }
    }

    /// How it matched, with what was mended: `former name (until 1989)`.
    private static func how(_ resolution: NameResolution?) -> String {
        guard let resolution, let reason = resolution.reason else { return "" }
        // "city: Austin, Texas": a city says where it is.
        let detail = reason.detail.isEmpty ? reason.kind : reason.kind == "city" ? "city: \(reason.detail)" : "\(reason.kind) (\(reason.detail))"
        return ([detail] + resolution.repairs.map(\.description)).joined(separator: "; ")
    }

    /// `outcome`, the fields (null when no single country fits), the
    /// candidates, and how it matched.
    private static func object(
        _ name: ResolvedName, fields: [CountryField], values: (Country, NameResolution) -> [String], shown: ShownCountries
    ) -> JSONValue {
        let resolution = name.resolution
        let outcome = switch resolution?.outcome {
        case .found?: "found"
        case .ambiguous?: "ambiguous"
        case .unknown?, nil: "unknown"
        }
        let country: JSONValue = resolution.flatMap { resolution in
            resolution.country.map { country in .object(zip(fields, values(country, resolution)).map { JSONValue.Member($0.path, .string($1)) }) }
        } ?? .null
        let candidates: [Country] = switch resolution?.outcome {
        case let .ambiguous(countries)?: countries
        default: resolution?.suggestions ?? []
        }
        let match: JSONValue = resolution?.reason.map { reason in
            .object([
                JSONValue.Member("by", .string(reason.kind)),
                JSONValue.Member("detail", .string(reason.detail)),
                JSONValue.Member("repairs", .array(resolution?.repairs.map { .string($0.description) } ?? [])),
            ])
        } ?? .null
        var members = [
            JSONValue.Member("input", .string(name.input.name)),
            JSONValue.Member("line", .number(Double(name.input.line))),
            JSONValue.Member("outcome", .string(outcome)),
            JSONValue.Member("country", country),
            JSONValue.Member("candidates", .array(candidates.map { candidate in
                .object([JSONValue.Member("cca3", .string(candidate.cca3)), JSONValue.Member("name", .string(shown.name(of: candidate).common))])
            })),
            JSONValue.Member("match", match),
        ]
        if let place = resolution?.place {
            members.append(JSONValue.Member("subdivision", .object([JSONValue.Member("code", .string(place.code)), JSONValue.Member("name", .string(place.name))])))
        }
        return .object(members)
    }

    /// Each field's text; several values joined by ", ". The codes and
    /// regions a `Country` holds are read from it, so the default (`cca3`)
    /// reads no record.
    private static func fieldTexts(of country: Country, resolution: NameResolution, fields: [CountryField], shown: ShownCountries, records: CountryRecordValues) -> [String] {
        let record = CountryFieldValues.record(of: country, in: records)
        // The name in the locale only when a field asks for it: `cca3` reads none.
        var named: CountryName?
        func name() -> CountryName {
            if let named { return named }
            let name = shown.name(of: country)
            named = name
            return name
        }
        return fields.map { field in
            // The place's own: the city the name was read as, its
            // subdivision (or the subdivision named: Scotland), its zone.
            if let placeField = field.placeField {
                if case let .city(match)? = resolution.reason { return PlainText.of(match.text(placeField) ?? "") }
                return placeField == .subdivision ? PlainText.of(resolution.place?.code ?? "") : ""
            }
            switch field.path {
            case "cca3": return PlainText.of(country.cca3)
            case "cca2": return PlainText.of(country.cca2)
            case "ccn3": return PlainText.of(country.ccn3)
            case "cioc": return PlainText.of(country.cioc)
            case "flag": return PlainText.of(country.flag)
            case "region": return PlainText.of(shown.terms.regionName(country.region))
            case "subregion": return PlainText.of(shown.terms.regionName(country.subregion))
            case "name.common": return PlainText.of(name().common)
            case "name.official": return PlainText.of(name().official)
            default:
                return CountryFieldValues.texts(field, of: country, named: name(), record: record, grouped: false, terms: shown.terms)
                    .map(PlainText.of).joined(separator: ", ")
            }
        }
    }
}

/// The texts of a run's answers (`DistinctAnswers`' kept slots) as one
/// output format writes them, made once a run rather than once a batch:
/// what `resolve`'s session keeps between batches for the view. Only a
/// cache: the text is the same without it.
@MainActor
package final class ResolvedAnswerTexts {
    /// Whole lines by slot, for the formats whose line is its slot's alone.
    fileprivate var lines = ResolvedLines()
    /// The table's cells by slot; its rows by slot, for `tableLayout`'s
    /// widths (and the window's).
    fileprivate var tableCells: [TableCells?] = []
    fileprivate var tableRows = ResolvedLines()
    fileprivate var tableLayout: [Int] = []

    package init() {}
}

/// Lines by slot, their bytes one after another in one array: a line met
/// again is one copy of its bytes, and no count of references is touched.
private struct ResolvedLines {
    private var bytes: [UInt8] = []
    /// Each slot's line's first byte and the byte after its last; -1: none.
    private var bounds: [Int] = []

    func contains(_ slot: Int) -> Bool {
        2 * slot < bounds.count && bounds[2 * slot] >= 0
    }

    /// The length of the line kept for `slot`; nil when none is.
    func count(of slot: Int) -> Int? {
        contains(slot) ? bounds[2 * slot + 1] - bounds[2 * slot] : nil
    }

    /// `count` bytes from `source` to `target`: a line of 8 to 32 bytes, as
    /// most are, as two or four words (overlapping), with no call.
    @inline(__always)
    private static func copy(_ count: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
        let (from, to) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(target))
        switch count {
        case 8...16:
            let (first, last) = (from.loadUnaligned(as: UInt64.self), from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        case 17...32:
            let (first, second) = (from.loadUnaligned(as: UInt64.self), from.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let (third, last) = (from.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self), from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: third, toByteOffset: count - 16, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        default:
            target.initialize(from: source, count: count)
        }
    }

    mutating func keep(_ line: [UInt8], for slot: Int) {
        if bounds.count <= 2 * slot { bounds.append(contentsOf: repeatElement(-1, count: 2 * slot + 2 - bounds.count)) }
        bounds[2 * slot] = bytes.count
        bounds[2 * slot + 1] = bytes.count + line.count
        bytes += line
    }

    /// `header`, then each slot's line, those below `kept` from `run`, the
    /// others from `made` (each must be kept), a line end between them
    /// and after a header, if any: a copy of each line's bytes, into one
    /// array of the whole's length, with no check or count of references a
    /// line. Room is left for the line end the console adds. `lines`: the
    /// lines' length together, when the caller has counted it.
    static func write(_ slots: [Int32], kept: Int, run: ResolvedLines, made: ResolvedLines, after header: [UInt8]?, lines: Int? = nil) -> [UInt8] {
        let after = header != nil
        let header = header ?? []
        let length = header.count + slots.count - (!after && !slots.isEmpty ? 1 : 0) + (lines ?? slots.reduce(0) { total, slot in
            let position = Int(slot)
            return total + (position < kept ? run.count(of: position)! : made.count(of: position - kept)!)
        })
        return [UInt8](unsafeUninitializedCapacity: length + 1) { output, initialized in
            run.bytes.withUnsafeBufferPointer { runBytes in
                made.bytes.withUnsafeBufferPointer { madeBytes in
                    run.bounds.withUnsafeBufferPointer { runBounds in
                        made.bounds.withUnsafeBufferPointer { madeBounds in
                            var at = output.baseAddress!
                            header.withUnsafeBufferPointer { header in
                                if let base = header.baseAddress { at.initialize(from: base, count: header.count) }
                            }
                            at += header.count
                            for (index, slot) in slots.enumerated() {
                                if index > 0 || after {
                                    at.initialize(to: UInt8(ascii: "\n"))
                                    at += 1
                                }
                                let position = Int(slot)
                                let (source, bounds, offset) = position < kept ? (runBytes, runBounds, 2 * position) : (madeBytes, madeBounds, 2 * (position - kept))
                                let count = bounds[offset + 1] - bounds[offset]
                                if count > 0 {
                                    copy(count, from: source.baseAddress! + bounds[offset], to: at)
                                    at += count
                                }
                            }
                            initialized = at - output.baseAddress!
                            precondition(initialized == length)
                        }
                    }
                }
            }
        }
    }
}

/// A table row's cells before the widths are known: the name as given
/// and the answer's, each made plain, and the columns each takes.
private struct TableCells {
    let name: String
    let answer: [String]
    let widths: [Int]

    init(name: String, answer: [String]) {
        self.name = name
        self.answer = answer
        widths = ([name] + answer).map(DisplayWidth.of)
    }
}
