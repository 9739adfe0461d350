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
        guard let batch = state.userData.resolved, let catalog = state.userData.countries.value else { return nil }
        let system = state.system
        let records = state.userData.records.value ?? CountryRecordValues()
        let values = { (country: Country) in fieldTexts(of: country, fields: batch.fields, catalog: catalog, records: records, locale: system.locale) }
        let first = batch.printedBefore == 0
        let lines: [String]
        switch system.format {
        case .json:
            let objects = batch.names.enumerated().map { offset, name in
                (first && offset == 0 ? "  " : ", ") + object(name, fields: batch.fields, values: values, catalog: catalog, locale: system.locale).compactText
            }
            lines = (first ? ["["] : []) + objects + (batch.finished ? ["]"] : [])
        case .ndjson:
            lines = batch.names.map { object($0, fields: batch.fields, values: values, catalog: catalog, locale: system.locale).compactText }
        case _ where batch.header != nil:
            return csvRows(batch, values: values, first: first, texts: texts)
        case .csv:
            let header = first && !batch.finished ? CSVRecordReader.line(["input"] + batch.fields.map(\.path)) + "\r" : nil
            return plainLines(batch, header: header, values: values, texts: texts, end: "\r") { CSVRecordReader.line($0) } name: {
                CSVRecordReader.line([PlainText.of($0.name)]) + ","
            }
        case .table:
            lines = table(batch, values: values, catalog: catalog, system: system)
        case .text where system.isTerminal:
            lines = table(batch, values: values, catalog: catalog, system: system)
        default:
            return plainLines(batch, header: nil, values: values, texts: texts, end: "") { $0.joined(separator: "\t") } name: { input in
                PlainText.of(input.name) + "\t"
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// tsv, csv and `--column`: each line its name's text, then its
    /// answer's fields, made once a batch for each distinct answer; written
    /// into one text as they come, a line copying no country. An empty
    /// name's line is empty in tsv.
    private static func plainLines(
        _ batch: ResolvedBatch, header: String?, values: @escaping (Country) -> [String], texts: ResolvedAnswerTexts?, end: String,
        joined: @escaping ([String]) -> String, name: (NameToResolve) -> String
    ) -> String? {
        guard header != nil || !batch.inputs.isEmpty else { return nil }
        var answer = Answers(batch, values: values, texts: texts ?? ResolvedAnswerTexts(), joined: joined)
        let kinds = batch.answers.kinds
        let emptyIsEmpty = end.isEmpty
        var text = header ?? ""
        text.reserveCapacity(batch.inputs.count * 24)
        for (index, (input, slot)) in zip(batch.inputs, batch.slots).enumerated() {
            if index > 0 || header != nil { text.append("\n") }
            if emptyIsEmpty, kinds[Int(slot)] == .empty { continue }
            text.append(name(input))
            text.append(answer[slot])
            text.append(end)
        }
        return text
    }

    /// Each distinct answer's fields as one text, made the first time a
    /// line asks for it: a line copies no country. The texts of the slots
    /// the run keeps go into `texts`, the batch's others into `made`.
    @MainActor
    private struct Answers {
        let batch: ResolvedBatch
        let values: (Country) -> [String]
        let texts: ResolvedAnswerTexts
        let joined: ([String]) -> String
        var made: [Int32: String] = [:]

        init(_ batch: ResolvedBatch, values: @escaping (Country) -> [String], texts: ResolvedAnswerTexts, joined: @escaping ([String]) -> String) {
            (self.batch, self.values, self.texts, self.joined) = (batch, values, texts, joined)
        }

        subscript(slot: Int32) -> String {
            mutating get {
                let index = Int(slot), kept = index < batch.answers.keptCount
                if kept, index < texts.texts.count, let text = texts.texts[index] { return text }
                if !kept, let text = made[slot] { return text }
                let fields = batch.answers.resolutions[index]?.country.map(values) ?? batch.fields.map { _ in "" }
                let text = joined(fields)
                if kept {
                    if texts.texts.count <= index { texts.texts += Array(repeating: nil, count: index + 1 - texts.texts.count) }
                    texts.texts[index] = text
                } else {
                    made[slot] = text
                }
                return text
            }
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
    /// row first, with the fields' paths.
    private static func csvRows(_ batch: ResolvedBatch, values: @escaping (Country) -> [String], first: Bool, texts: ResolvedAnswerTexts?) -> String? {
        let mark = batch.byteOrderMark ? String(ResolveRequest.byteOrderMarkScalar) : ""
        // A header-only input still gets its header, with the fields.
        let header = first ? mark + CSVRecordReader.line((batch.header ?? []).map(PlainText.of) + batch.fields.map(\.path)) + "\r" : nil
        return plainLines(batch, header: header, values: values, texts: texts, end: "\r") { CSVRecordReader.line($0) } name: { input in
            CSVRecordReader.line((input.row ?? [input.name]).map(keptCell)) + ","
        }
    }

    /// A field of the input's row as it came but for its controls: a line
    /// break a quoted field held stays (RFC 4180 quotes it), every other
    /// control is made plain as everywhere else.
    private static func keptCell(_ field: String) -> String {
        guard field.utf8.contains(UInt8(ascii: "\n")) else { return PlainText.of(field) }
        return field.split(separator: "\n", omittingEmptySubsequences: false).map { PlainText.of(String($0)) }.joined(separator: "\n")
    }

    private static func table(_ batch: ResolvedBatch, values: (Country) -> [String], catalog: CountryCatalog, system: SystemState) -> [String] {
        guard !batch.inputs.isEmpty else { return [] }
        let style = TextStyle(enabled: system.colorEnabled)
        // The fields asked for beside the name, the words after them: a
        // narrow window cuts the outcome and the reason, never the answer.
        let header = ["NAME"] + batch.fields.map { $0.path.uppercased() } + ["OUTCOME", "MATCHED BY"]
        // Each distinct answer's cells once a batch: a line copies no country.
        var answerCells: [Int32: [String]] = [:]
        for slot in batch.slots where answerCells[slot] == nil {
            let resolution = batch.answers.resolutions[Int(slot)]
            let fields = resolution?.country.map(values) ?? batch.fields.map { _ in "" }
            answerCells[slot] = fields.map(PlainText.of) + [PlainText.of(outcome(resolution, catalog: catalog, locale: system.locale)), PlainText.of(how(resolution))]
        }
        let names = batch.inputs.map { PlainText.of($0.name) }
        var widths = header.map(DisplayWidth.of)
        widths[0] = names.reduce(widths[0]) { max($0, DisplayWidth.of($1)) }
        for cells in answerCells.values {
            for (column, cell) in cells.enumerated() { widths[column + 1] = max(widths[column + 1], DisplayWidth.of(cell)) }
        }
        let line = { (cells: [String]) in
            let padded = zip(cells, widths).map { DisplayWidth.pad($0, to: $1) }.joined(separator: "  ")
            // The padding after the last cell cut off; a generic reversal of
            // the line's characters took 80% of a 100,000-line table.
            let end = padded.utf8.lastIndex { $0 != UInt8(ascii: " ") }.map { padded.utf8.index(after: $0) } ?? padded.startIndex
            return DisplayWidth.truncate(String(padded[..<end]), to: system.width)
        }
        // A line is its name padded, then its answer's cells: those made
        // (padded, trimmed, cut to what the window leaves) once an answer.
        let left = system.width - widths[0] - 2
        var rests: [Int32: String] = [:]
        let rows = zip(names, zip(batch.inputs, batch.slots)).map { name, input -> String in
            let cells = answerCells[input.1] ?? []
            guard left > 0, cells.contains(where: { !$0.isEmpty }) else { return line([name] + cells) }
            if let rest = rests[input.1] { return DisplayWidth.pad(name, to: widths[0]) + "  " + rest }
            let padded = zip(cells, widths.dropFirst()).map { DisplayWidth.pad($0, to: $1) }.joined(separator: "  ")
            let end = padded.utf8.lastIndex { $0 != UInt8(ascii: " ") }.map { padded.utf8.index(after: $0) } ?? padded.startIndex
            let rest = DisplayWidth.truncate(String(padded[..<end]), to: left)
            rests[input.1] = rest
            return DisplayWidth.pad(name, to: widths[0]) + "  " + rest
        }
        return (batch.printedBefore == 0 ? [style.dim(line(header))] : []) + rows
    }

    /// The outcome in words, for a person.
    private static func outcome(_ resolution: NameResolution?, catalog: CountryCatalog, locale: NameLocale) -> String {
        guard let resolution else { return "" }
        switch resolution.outcome {
        case let .found(country): return catalog.name(of: country, in: locale).common
        case let .ambiguous(countries): return "one of \(countries.count): " + countries.prefix(3).map(\.cca3).joined(separator: ", ") + (countries.count > 3 ? ", ..." : "")
        case .unknown:
            if let place = resolution.place { return "no country: a subdivision (\(place.code))" }
            return resolution.suggestions.isEmpty ? "unknown" : "unknown; " + resolution.suggestions.prefix(3).map(\.cca3).joined(separator: " or ") + "?"
        }
    }

    /// How it matched, with what was mended: `former name (until 1989)`.
    private static func how(_ resolution: NameResolution?) -> String {
        guard let resolution, let reason = resolution.reason else { return "" }
        let detail = reason.detail.isEmpty ? reason.kind : "\(reason.kind) (\(reason.detail))"
        return ([detail] + resolution.repairs.map(\.description)).joined(separator: "; ")
    }

    /// `outcome`, the fields (null when no single country fits), the
    /// candidates, and how it matched.
    private static func object(
        _ name: ResolvedName, fields: [CountryField], values: (Country) -> [String], catalog: CountryCatalog, locale: NameLocale
    ) -> JSONValue {
        let resolution = name.resolution
        let outcome = switch resolution?.outcome {
        case .found?: "found"
        case .ambiguous?: "ambiguous"
        case .unknown?, nil: "unknown"
        }
        let country: JSONValue = resolution?.country.map { country in
            .object(zip(fields, values(country)).map { JSONValue.Member($0.path, .string($1)) })
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
                .object([JSONValue.Member("cca3", .string(candidate.cca3)), JSONValue.Member("name", .string(catalog.name(of: candidate, in: locale).common))])
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
    private static func fieldTexts(of country: Country, fields: [CountryField], catalog: CountryCatalog, records: CountryRecordValues, locale: NameLocale) -> [String] {
        let record = CountryFieldValues.record(of: country, in: records)
        // The name in the locale only when a field asks for it: `cca3` reads none.
        var named: CountryName?
        func name() -> CountryName {
            if let named { return named }
            let name = catalog.name(of: country, in: locale)
            named = name
            return name
        }
        return fields.map { field in
            switch field.path {
            case "cca3": return PlainText.of(country.cca3)
            case "cca2": return PlainText.of(country.cca2)
            case "ccn3": return PlainText.of(country.ccn3)
            case "cioc": return PlainText.of(country.cioc)
            case "flag": return PlainText.of(country.flag)
            case "region": return PlainText.of(country.region)
            case "subregion": return PlainText.of(country.subregion)
            case "name.common": return PlainText.of(name().common)
            case "name.official": return PlainText.of(name().official)
            default:
                return CountryFieldValues.texts(field, of: country, named: name(), record: record, grouped: false).map(PlainText.of).joined(separator: ", ")
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
    fileprivate var texts: [String?] = []

    package init() {}
}
