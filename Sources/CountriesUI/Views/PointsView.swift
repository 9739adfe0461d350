import CountriesJSON
import CountriesModel
import CountriesStore

/// `at`: what is at a point, or at each point of a CSV. One point on a
/// terminal is a line a fact; in a pipe one tab-separated line of the
/// fields; `--format csv`, `json` and `ndjson` the same fields as data. A
/// CSV's rows come back as they came, the fields appended (`--column`),
/// or as JSON objects. Every text from the data or the input goes through
/// `PlainText` (JSON escapes its own; a CSV row's cells as `resolve` keeps them).
package enum PointsView {
    /// The screen of one point (`Screen.place`).
    package static func text(_ batch: PointBatch, shown: ShownCountries, system: SystemState) -> String {
        guard let place = batch.place(0) else { return "" }
        let terminal = system.format == .table || (system.format == .text && system.isTerminal)
        let value = { (field: PointField) in PlainText.of(text(of: place, field, shown: shown)) }
        switch system.format {
        case .json:
            return object(place, fields: system.pointFields ?? PointField.allCases, shown: shown).written()
        case .ndjson:
            return object(place, fields: system.pointFields ?? PointField.allCases, shown: shown).compactText
        case .csv:
            let fields = system.pointFields ?? PointField.allCases
            return CSVRecordReader.line(fields.map(\.rawValue)) + "\r\n" + CSVRecordReader.line(fields.map(value)) + "\r"
        case _ where terminal && system.pointFields == nil:
            return details(place, shown: shown).joined(separator: "\n")
        case _ where terminal:
            let fields = system.pointFields ?? []
            let width = fields.map { $0.rawValue.count }.max() ?? 0
            return fields.map { DisplayWidth.pad($0.rawValue.uppercased(), to: width) + "  " + value($0) }.joined(separator: "\n")
        default:
            return (system.pointFields ?? PointField.pipeDefault).map(value).joined(separator: "\t")
        }
    }

    /// A person's lines: the point, its country (or the sea, and the nearest
    /// country), its zone and local time.
    static func details(_ place: PlaceAtPoint, shown: ShownCountries) -> [String] {
        let country = { (cca3: String) in
            shown.country(cca3: cca3).map { "\(PlainText.of(shown.name(of: $0).common)) (\(cca3))" } ?? PlainText.of(cca3)
        }
        var lines = [("Point", "\(coordinate(place.point.latitude)), \(coordinate(place.point.longitude))")]
        lines.append(("Country", place.cca3.map(country) ?? "none: at sea"))
        if let code = place.subdivision {
            let name = place.subdivisionName.flatMap { $0.isEmpty ? nil : $0 }
            lines.append(("Subdivision", name.map { "\(PlainText.of($0)) (\(PlainText.of(code)))" } ?? PlainText.of(code)))
        }
        if let nearest = place.nearest { lines.append(("Nearest", "\(country(nearest.cca3)), \(nearest.distanceText) km")) }
        if let zone = place.zone { lines.append(("Time zone", PlainText.of(zone))) }
        if let clock = place.clock {
            lines.append(("Local time", "\(clock.local.text) \(PlainText.of(clock.reading.abbreviation)) (\(clock.reading.offsetText))"))
        }
        if let near = place.city {
            let code = shown.firstCountry(withCode: near.city.cca2, in: .cca2)?.cca3 ?? near.city.cca2
            lines.append(("Nearest city", "\(PlainText.of(near.city.name)) (\(PlainText.of(code))), \(kilometres(near.kilometres)) km"))
        }
        let width = lines.map { $0.0.count }.max() ?? 0
        return lines.map { DisplayWidth.pad($0.0, to: width) + "  " + $0.1 }
    }

    /// A coordinate as the answer gives it: as it was read, shortest.
    static func coordinate(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
    }

    /// A field's text: empty where the place has none.
    static func text(of place: PlaceAtPoint, _ field: PointField, shown: ShownCountries) -> String {
        switch field {
        case .lat: coordinate(place.point.latitude)
        case .lng: coordinate(place.point.longitude)
        case .country: place.cca3 ?? ""
        case .name: place.cca3.flatMap(shown.country(cca3:)).map { shown.name(of: $0).common } ?? ""
        case .zone: place.zone ?? ""
        case .local: place.clock?.local.text ?? ""
        case .abbreviation: place.clock?.reading.abbreviation ?? ""
        case .offset: place.clock?.reading.offsetText ?? ""
        case .nearest: place.nearest?.cca3 ?? ""
        case .distance: place.nearest?.distanceText ?? ""
        case .subdivision: place.subdivision ?? ""
        case .subdivisionName: place.subdivisionName ?? ""
        case .city: place.city?.city.name ?? ""
        case .cityDistance: place.city.map { kilometres($0.kilometres) } ?? ""
        }
    }

    /// Kilometres to a tenth: `12.3`.
    static func kilometres(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A place as JSON: numbers as numbers, null where it has none.
    static func object(_ place: PlaceAtPoint, fields: [PointField], shown: ShownCountries, line: Int? = nil) -> JSONValue {
        let string = { (text: String) in text.isEmpty ? JSONValue.null : .string(text) }
        let members = fields.map { field in
            let value: JSONValue = switch field {
            case .lat: .number(place.point.latitude)
            case .lng: .number(place.point.longitude)
            case .local: place.clock.map { .string($0.local.isoText) } ?? .null
            case .distance: place.nearest.map { .number(Double($0.distanceText) ?? $0.kilometres) } ?? .null
            case .cityDistance: place.city.map { .number(Double(kilometres($0.kilometres)) ?? $0.kilometres) } ?? .null
            default: string(text(of: place, field, shown: shown))
            }
            return JSONValue.Member(field.rawValue, value)
        }
        return .object((line.map { [JSONValue.Member("line", .number(Double($0)))] } ?? []) + members)
    }

    /// A CSV's batch as the output writes it: with `--column`'s CSV, each
    /// row as it came and its fields appended; in JSON an object a row (one
    /// array, written as the batches come), in ndjson one a line. Nil when
    /// there is nothing to write.
    @MainActor
    package static func utf8(_ state: AppState) -> [UInt8]? {
        guard let batch = state.userData.points.value, let shown = state.userData.countries.value else { return nil }
        let first = batch.printedBefore == 0
        switch state.system.format {
        case .json, .ndjson:
            return StreamedJSON.batch(batch.inputs.count, json: state.system.format == .json, first: first, finished: batch.finished) { index, bytes in
                let value: JSONValue = batch.place(index).map {
                    object($0, fields: batch.fields, shown: shown, line: batch.inputs[index].line)
                } ?? .object([JSONValue.Member("line", .number(Double(batch.inputs[index].line)))] + batch.fields.map { JSONValue.Member($0.rawValue, .null) })
                value.writeCompact(into: &bytes)
            }
        case _ where batch.isCSV:
            return batch.header == nil ? nil : csvRows(batch, shown: shown, first: first)
        case .csv:
            return lines(batch, shown: shown, header: first ? CSVRecordReader.line(["input"] + batch.fields.map(\.rawValue)) + "\r" : nil, end: "\r") {
                CSVRecordReader.line([PlainText.visible($0)] + $1)
            }
        default:
            return lines(batch, shown: shown, header: nil, end: "") { input, fields in
                ([PlainText.visible(input)] + fields.map(PlainText.of)).joined(separator: "\t")
            }
        }
    }

    /// A point a line: each line its input as it came (controls shown as
    /// their escapes), then its fields; an empty line stays empty.
    private static func lines(
        _ batch: PointBatch, shown: ShownCountries, header: String?, end: String, joined: (String, [String]) -> String
    ) -> [UInt8]? {
        guard header != nil || !batch.inputs.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(batch.inputs.count * 40)
        if let header { bytes.append(contentsOf: header.utf8) }
        for index in batch.inputs.indices {
            if index > 0 || header != nil { bytes.append(UInt8(ascii: "\n")) }
            let input = batch.inputs[index].row?.first ?? ""
            if case .failure(.empty) = batch.inputs[index].point, end.isEmpty, input.isEmpty { continue }
            let fields = batch.fields.map { field in batch.place(index).map { text(of: $0, field, shown: shown) } ?? "" }
            bytes.append(contentsOf: joined(input, fields).utf8)
            bytes.append(contentsOf: end.utf8)
        }
        return bytes
    }

    /// `--column`'s CSV: the header with the fields' names first, then each
    /// row as it came (`ResolvedNamesView.keptCell`), its fields after it.
    /// What a zone gives (its country, name, clock) is made once a batch.
    private static func csvRows(_ batch: PointBatch, shown: ShownCountries, first: Bool) -> [UInt8]? {
        let mark = batch.byteOrderMark ? String(ResolveRequest.byteOrderMarkScalar) : ""
        let header = first ? mark + CSVRecordReader.line((batch.header ?? []).map(ResolvedNamesView.keptCell) + batch.fields.map(\.rawValue)) + "\r" : nil
        guard header != nil || !batch.inputs.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(batch.inputs.count * 48 + (header?.utf8.count ?? 0))
        if let header { bytes.append(contentsOf: header.utf8) }
        let (newline, comma, cr) = (UInt8(ascii: "\n"), UInt8(ascii: ","), UInt8(ascii: "\r"))
        // The fields of the zone and the subdivision alone are the same for every point with them: made once a batch.
        let byZoneAlone = !batch.fields.contains { [.lat, .lng, .nearest, .distance, .city, .cityDistance].contains($0) }
        var byZone: [ZoneAndSubdivision: [UInt8]] = [:]
        let none = Array(CSVRecordReader.line(batch.fields.map { _ in "" }).utf8)
        for index in batch.inputs.indices {
            if index > 0 || header != nil { bytes.append(newline) }
            for (column, cell) in (batch.inputs[index].row ?? []).enumerated() {
                if column > 0 { bytes.append(comma) }
                var cell = cell
                cell.withUTF8 { cell in
                    if PlainText.holdsControl(cell) {
                        bytes.append(contentsOf: CSVRecordReader.line([ResolvedNamesView.keptCell(String(decoding: cell, as: UTF8.self))]).utf8)
                    } else {
                        CSVRecordReader.append(field: cell, to: &bytes)
                    }
                }
            }
            bytes.append(comma)
            let answer = batch.answers[index]
            if answer.zone >= 0, byZoneAlone {
                let key = ZoneAndSubdivision(zone: answer.zone, subdivision: answer.subdivision)
                if let made = byZone[key] {
                    bytes.append(contentsOf: made)
                } else if let place = batch.place(index) {
                    var made: [UInt8] = []
                    appendCells(of: place, fields: batch.fields, shown: shown, to: &made)
                    byZone[key] = made
                    bytes.append(contentsOf: made)
                }
            } else if let place = batch.place(index) {
                appendCells(of: place, fields: batch.fields, shown: shown, to: &bytes)
            } else {
                bytes.append(contentsOf: none)
            }
            bytes.append(cr)
        }
        return bytes
    }

    /// The place's fields as cells of a CSV record, appended as bytes with
    /// no record made: what `CSVRecordReader.line` writes of their texts
    /// (controls made visible, `PlainText`), one empty field `""`.
    private static func appendCells(of place: PlaceAtPoint, fields: [PointField], shown: ShownCountries, to bytes: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            var cell = PlainText.of(text(of: place, field, shown: shown))
            if fields.count == 1, cell.isEmpty { bytes.append(contentsOf: #""""#.utf8) }
            cell.withUTF8 { CSVRecordReader.append(field: $0, to: &bytes) }
        }
    }

    private struct ZoneAndSubdivision: Hashable {
        var zone: Int32
        var subdivision: String?
    }

    /// The line stderr gets when some points have no country (at sea, or
    /// no point at all): how many, and where; nil when every one has.
    package static func summary(_ batch: PointBatch) -> String? {
        guard batch.unanswered > 0 else { return nil }
        let lines = batch.unansweredLines.map(String.init).joined(separator: ", ")
        let more = batch.unanswered - batch.unansweredLines.count
        let noun = batch.given == 1 ? "point" : "points"
        let verb = batch.unanswered == 1 ? "has" : "have"
        return "\(batch.unanswered) of \(batch.given) \(noun) \(verb) no country (at sea, or no point): line\(batch.unansweredLines.count == 1 ? "" : "s") \(lines)"
            + (more > 0 ? " and \(more) more" : "")
    }

    /// One point at sea: the line stderr gets, naming the nearest country;
    /// nil on land.
    package static func summary(_ batch: PointBatch, shown: ShownCountries) -> String? {
        guard let place = batch.place(0), place.cca3 == nil else { return nil }
        let at = "\(coordinate(place.point.latitude)), \(coordinate(place.point.longitude))"
        guard let nearest = place.nearest else { return "\(at) is at sea: no country's territory" }
        let name = shown.country(cca3: nearest.cca3).map { shown.name(of: $0).common } ?? nearest.cca3
        return "\(at) is at sea: no country's territory; the nearest is \(PlainText.of(name)) (\(nearest.cca3)), \(nearest.distanceText) km away"
    }
}
