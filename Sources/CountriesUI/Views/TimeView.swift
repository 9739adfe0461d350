import CountriesJSON
import CountriesModel
import CountriesStore

/// `time`: one line a zone. A terminal gets a header and aligned columns; a
/// pipe tab-separated lines with nothing cut; `--format` csv, json and
/// ndjson the same fields as data. With `--hours`, the hours that suit every
/// place follow a terminal's rows as a line; a pipe, CSV and JSON get them
/// in each row instead, on that zone's clock (the `hours` field), so each
/// format keeps its one shape. Every text from the data
/// goes through `PlainText` (JSON escapes its own).
package enum TimeView {
    package static func text(_ table: TimeTable, shown: ShownCountries, system: SystemState) -> String {
        let terminal = system.format == .table || (system.format == .text && system.isTerminal)
        // JSON's rows always have `hours`: null without `--hours`, so each
        // object has one shape; CSV and a pipe get the column with `--hours`.
        let json = [.json, .ndjson].contains(system.format)
        var fields = system.timeFields ?? (terminal ? TimeField.tableDefault : json ? TimeField.allCases : system.format == .csv ? TimeField.allCases.filter { $0 != .hours } : TimeField.pipeDefault)
        // `--hours` in data: a field of each row, not a line of another shape.
        if !terminal, !json, system.timeFields == nil, table.meeting != nil { fields.append(.hours) }
        // One country's zones: its name once would be every row's.
        if terminal, system.timeFields == nil, Set(table.rows.map(\.cca3)).count == 1 { fields.removeAll { $0 == .name } }
        // Countries of one zone each: no part of a country to name.
        if terminal, system.timeFields == nil, table.rows.allSatisfy({ $0.comment == nil }) { fields.removeAll { $0 == .comment } }
        let cell = { (row: ZoneTime, field: TimeField) in PlainText.of(value(row, field, shown: shown, forPerson: terminal)) }
        switch system.format {
        case .json:
            return JSONValue.array(table.rows.map { object($0, fields: fields, shown: shown, hoursAsked: table.meeting != nil) }).written()
        case .ndjson:
            return table.rows.map { object($0, fields: fields, shown: shown, hoursAsked: table.meeting != nil).compactText }.joined(separator: "\n")
        case .csv:
            let lines = [fields.map(\.rawValue)] + table.rows.map { row in fields.map { cell(row, $0) } }
            return CountriesCSVView.document(lines.map(CSVRecordReader.line))
        case .table, .tsv, .text:
            // On a terminal the line is wrapped at its width, between words.
            let meeting = table.meeting.map { meeting in
                [""] + TextWrap.wrapped(meetingLine(meeting), width: system.width)
            } ?? []
            guard !terminal else { return (aligned(table.rows, fields: fields, cell: cell, system: system) + meeting).joined(separator: "\n") }
            // Every zone of the world is 400 rows: their bytes written out
            // one after another, rather than a string a row joined.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(table.rows.count * 80)
            for (index, row) in table.rows.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: "\n")) }
                for (column, field) in fields.enumerated() {
                    if column > 0 { bytes.append(UInt8(ascii: "\t")) }
                    var text = cell(row, field)
                    text.withUTF8 { bytes.append(contentsOf: $0) }
                }
            }
            return table.rows.isEmpty ? "" : String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A country's zones as `show` and `compare` give them, one item a
    /// clock: "14:00 CEST +02:00 Europe/Paris". A country with more zones
    /// than `most` (the United States, Russia, Antarctica) gets one item a
    /// local time, with its first zone and how many more share it, so it
    /// fits a terminal, west to east: `countries time us` lists them all.
    package static func localTimeItems(_ rows: [ZoneTime], most: Int = 3) -> [String] {
        func clock(_ row: ZoneTime) -> String {
            let time = String(row.local.text.suffix(5))
            return "\(time) \(row.reading.abbreviation) \(row.reading.offsetText)"
        }
        guard rows.count > most else { return rows.map { "\(clock($0)) \($0.zone)" } }
        var groups: [(clock: String, offset: Int, zones: [String])] = []
        for row in rows {
            let text = clock(row)
            if let index = groups.firstIndex(where: { $0.clock == text }) {
                groups[index].zones.append(row.zone)
            } else {
                groups.append((text, row.reading.offsetSeconds, [row.zone]))
            }
        }
        // West to east, by UTC offset: by the clock's text, a day's end
        // (Kamchatka's 00:30) came before its middle.
        return groups.sorted { $0.offset != $1.offset ? $0.offset < $1.offset : $0.clock < $1.clock }.map { group in
            "\(group.clock) \(group.zones[0])" + (group.zones.count > 1 ? " and \(group.zones.count - 1) more" : "")
        }
    }

    /// A country's zones as `show` and `compare` give them, one item a zone
    /// in the tz database's order, with its offset now: "Europe/Paris UTC+01:00".
    package static func zoneItems(_ rows: [ZoneTime]) -> [String] {
        rows.map { "\($0.zone) UTC\($0.reading.offsetText)" }
    }

    /// The line `--hours` adds: "Hours on 2026-07-01 (Europe/Paris) when every
    /// place is within 9-17: 14:00-17:00", or that there are none. A span
    /// across midnight is looked for in the day from its start: "Hours from
    /// 2026-07-01 22:00 to 2026-07-02 22:00 (...) ... within 22-6: 22:00-05:30".
    package static func meetingLine(_ meeting: MeetingHours) -> String {
        let date = String(meeting.date.text.prefix(10))
        let runs = meeting.runs
        var when = "on \(date)"
        if meeting.span.crossesMidnight {
            let start = meeting.date.wallSeconds + Int64(meeting.span.start * 60)
            let text = { (wall: Int64) in String(CivilDateTime(wallSeconds: wall).text.prefix(16)) }
            when = "from \(text(start)) to \(text(start + 86_400))"
        }
        return "Hours \(when) (\(PlainText.of(meeting.zone))) when every place is within \(meeting.span.text): " + (runs.isEmpty ? "none" : runs.joined(separator: ", "))
    }

    /// What stderr says of the countries the tz database gives no zone
    /// (Bouvet Island): they have no row, and `--hours` could not count
    /// them; nil when there are none.
    package static func zonelessWarning(_ table: TimeTable, shown: ShownCountries) -> String? {
        guard !table.zoneless.isEmpty else { return nil }
        let names = table.zoneless.map { cca3 in
            shown.country(cca3: cca3).map { "\(PlainText.of(shown.name(of: $0).common)) (\(cca3))" } ?? PlainText.of(cca3)
        }
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        let verb = names.count == 1 ? "has" : "have"
        return "\(listed) \(verb) no time zone in the tz database: no clock to show" + (table.meeting == nil ? "" : ", and left out of --hours")
    }

    /// What stderr says of a place taken for a country that is also the
    /// name of a zone of another time: "'EST' is Estonia (EST): a country
    /// comes first; the zone EST keeps another time: ask for America/Panama".
    package static func countryOverZoneWarnings(_ table: TimeTable, shown: ShownCountries) -> [String] {
        table.countriesOverZones.map { taken in
            let name = shown.country(cca3: taken.cca3).map { shown.name(of: $0).common } ?? taken.cca3
            let other = taken.sameAs.map { ": ask for \(PlainText.of($0))" } ?? ""
            return "\(quoted(PlainText.of(taken.place))) is \(PlainText.of(name)) (\(taken.cca3)), a country coming first; the zone \(PlainText.of(taken.zone)) keeps another time\(other)"
        }
    }

    /// What stderr says of `--at` given as a wall time that a change of
    /// offset skips or repeats in the first place; nil when it happens once.
    package static func wallTimeWarning(_ table: TimeTable) -> String? {
        guard let asked = table.wallTime, asked.fit != .exact else { return nil }
        let zone = PlainText.of(asked.zone)
        let taken = table.rows.first { $0.zone == asked.zone }
        let reading = taken.map { "\($0.local.text) \(PlainText.of($0.reading.abbreviation)) (\($0.reading.offsetText))" } ?? ""
        switch asked.fit {
        case .skipped: return "\(asked.time.text) does not happen in \(zone): the clocks go forward over it; read with the offset before, it is \(reading)"
        case .repeated: return "\(asked.time.text) happens twice in \(zone): the clocks go back over it; the earlier is taken, \(reading)"
        case .exact: return nil
        }
    }

    private static func value(_ row: ZoneTime, _ field: TimeField, shown: ShownCountries, forPerson: Bool) -> String {
        switch field {
        case .country: row.cca3 ?? ""
        case .name: row.cca3.flatMap(shown.country(cca3:)).map { shown.name(of: $0).common } ?? ""
        case .zone: row.zone
        case .comment: row.comment ?? ""
        case .local: row.local.text
        case .abbreviation: row.reading.abbreviation
        case .offset: row.reading.offsetText
        case .dst: row.isSummerTime ? "yes" : (forPerson ? "" : "no")
        case .next: row.next.map { forPerson ? nextDate($0) : nextISO($0) } ?? ""
        case .hours: row.hours.map { forPerson ? $0.text : $0.isoText }.joined(separator: forPerson ? ", " : " ")
        }
    }

    /// `2026-10-25 +01:00`: the day of the change, and the new offset.
    private static func nextDate(_ change: ZoneChange) -> String {
        String(CivilDateTime(wallSeconds: change.instant + Int64(change.reading.offsetSeconds)).text.prefix(10)) + " " + change.reading.offsetText
    }

    /// `2026-10-25T02:00:00+01:00`: the same, ISO 8601.
    private static func nextISO(_ change: ZoneChange) -> String {
        CivilDateTime(wallSeconds: change.instant + Int64(change.reading.offsetSeconds)).isoText + change.reading.offsetText
    }

    /// `hoursAsked`: whether `--hours` was given (else `hours` is null).
    static func object(_ row: ZoneTime, fields: [TimeField], shown: ShownCountries, hoursAsked: Bool = false) -> JSONValue {
        .object(fields.map { field in
            let value: JSONValue = switch field {
            case .country: row.cca3.map(JSONValue.string) ?? .null
            case .name: row.cca3.flatMap(shown.country(cca3:)).map { .string(shown.name(of: $0).common) } ?? .null
            case .comment: row.comment.map(JSONValue.string) ?? .null
            case .local: .string(row.local.isoText)
            case .dst: .bool(row.isSummerTime)
            case .next: row.next.map { .string(nextISO($0)) } ?? .null
            case .hours: hoursAsked ? .array(row.hours.map { .string($0.isoText) }) : .null
            case .zone, .abbreviation, .offset: .string(value(row, field, shown: shown, forPerson: false))
            }
            return JSONValue.Member(field.rawValue, value)
        })
    }

    /// Aligned columns with a header, fitted to the width: where they do not
    /// fit, the comment, then the country's name, are cut to make room;
    /// where that is not enough, the columns a terminal gets unasked are
    /// left out, the least needed first (comment, dst, next, abbreviation,
    /// name), only as many as needed: one left out is taken back where it
    /// fits after a later one left, and nothing is cut more than the width
    /// needs; the zone is cut last.
    private static func aligned(_ rows: [ZoneTime], fields: [TimeField], cell: (ZoneTime, TimeField) -> String, system: SystemState) -> [String] {
        guard !rows.isEmpty else { return [] }
        let style = TextStyle(enabled: system.colorEnabled)
        let header = fields.map { $0 == .abbreviation ? "ABBR" : $0.rawValue.uppercased() }
        var cells = rows.map { row in fields.map { cell(row, $0) } }
        var widths = fields.indices.map { column in ([header] + cells).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let shrinking = [TimeField.comment, .name].compactMap { field in fields.firstIndex(of: field) }
        // The narrowest a cut comment or name may be.
        let narrowest = { (column: Int) in fields[column] == .name ? min(widths[column], 12) : min(widths[column], DisplayWidth.of(header[column])) }
        let excess = { (shown: [Int]) in shown.map { widths[$0] }.reduce(0, +) + 2 * (shown.count - 1) - system.width }
        let fits = { (shown: [Int]) in excess(shown) <= shrinking.filter(shown.contains).map { widths[$0] - narrowest($0) }.reduce(0, +) }
        var shown = Array(fields.indices)
        if system.timeFields == nil {
            var left: [Int] = []
            for leaving in [TimeField.comment, .dst, .next, .abbreviation, .name] where !fits(shown) {
                guard let column = fields.firstIndex(of: leaving), shown.contains(column) else { continue }
                shown.removeAll { $0 == column }
                left.append(column)
            }
            // Taken back where it fits, a comment whole (a cut one says little).
            for column in left.reversed() {
                let tried = (shown + [column]).sorted()
                let room = shrinking.filter { tried.contains($0) && !($0 == column && fields[$0] == .comment) }.map { widths[$0] - narrowest($0) }.reduce(0, +)
                if excess(tried) <= room { shown = tried }
            }
        }
        for column in shrinking where shown.contains(column) && excess(shown) > 0 {
            widths[column] = max(narrowest(column), widths[column] - excess(shown))
            for row in cells.indices { cells[row][column] = DisplayWidth.truncate(cells[row][column], to: widths[column]) }
        }
        if excess(shown) > 0, let zone = fields.firstIndex(of: .zone), shown.contains(zone) {
            widths[zone] = max(DisplayWidth.of(header[zone]), widths[zone] - excess(shown))
            for row in cells.indices { cells[row][zone] = DisplayWidth.truncate(cells[row][zone], to: widths[zone]) }
        }
        let line = { (cells: [String]) in
            String(shown.map { DisplayWidth.pad(cells[$0], to: widths[$0]) }.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        return [style.dim(line(header))] + cells.map(line)
    }
}
