import CountriesModel
import CountriesStore

/// The list screen: one line a country.
///
/// A terminal gets a header and aligned columns cut to its width; a pipe gets
/// stable tab-separated lines (flag, name, cca3, population, region) with
/// plain digits and nothing cut, for `cut` and `awk`. Text from the data is
/// `PlainText`: no escape reaches the terminal, no tab or newline a TSV line.
package enum CountriesListView {
    /// `numberedFrom`: number the rows (for `browse`, where a number opens
    /// one), the first with this number. `reasons`: why each row matched the
    /// search when not by name (`capital: Paris`), shown on a terminal only:
    /// a pipe's lines keep their format.
    /// `sortedBy`: the order the list is in; on a terminal a column that
    /// shows it is added when no other does (area). `system.fields` picks
    /// the columns instead.
    /// `records`: the countries' own records, which `--fields` reads.
    /// `sizedFor`: the whole list `countries` is a page of, numbered from 1,
    /// with its reasons: the columns are as wide as the whole list needs, so
    /// they stand still from page to page.
    package static func lines(
        _ countries: [Country], shown: ShownCountries, records: CountryRecordValues = CountryRecordValues(), system: SystemState,
        numberedFrom first: Int? = nil, reasons: [String?] = [], sortedBy order: ListQuery.SortOrder? = nil,
        sizedFor whole: (countries: [Country], reasons: [String?])? = nil
    ) -> [String] {
        if let fields = system.fields {
            return CountryColumnsView.lines(countries, records: records, fields: fields, shown: shown, system: system)
        }
        return lines(
            listed: countries.map(ListedCountry.init), shown: shown, system: system, numberedFrom: first, reasons: reasons, sortedBy: order,
            sizedFor: whole.map { (countries: $0.countries.map(ListedCountry.init), reasons: $0.reasons) }
        )
    }

    /// The same of a list's rows (`ListedCountry`), which show no other
    /// field than their own: `system.fields` is not read.
    package static func lines(
        listed countries: [ListedCountry], shown: ShownCountries, system: SystemState,
        numberedFrom first: Int? = nil, reasons: [String?] = [], sortedBy order: ListQuery.SortOrder? = nil,
        sizedFor whole: (countries: [ListedCountry], reasons: [String?])? = nil
    ) -> [String] {
        let showsArea = system.isTerminal && order == .area
        let terms = shown.terms
        let row = { (country: ListedCountry, number: Int?, reason: String?) in
            Row(
                number: number.map(String.init) ?? "",
                flag: PlainText.of(country.flag),
                name: PlainText.of(shown.name(of: country).common),
                code: PlainText.of(country.cca3),
                population: NumberText.integer(country.population, grouped: system.isTerminal),
                region: PlainText.of(terms.regionName(country.region)),
                area: showsArea ? NumberText.area(country.area, grouped: true) : "",
                reason: reason.map(PlainText.of) ?? ""
            )
        }
        let rows = countries.enumerated().map { index, country in
            row(country, first.map { $0 + index }, reasons.indices.contains(index) ? reasons[index] : nil)
        }
        guard system.isTerminal else {
            let style = TextStyle(enabled: system.colorEnabled) // only with --color always
            return rows.map { [$0.flag, style.bold($0.name), style.accent($0.code), $0.population, style.dim($0.region)].joined(separator: "\t") }
        }
        let measured = whole.map { whole in
            whole.countries.enumerated().map { index, country in
                row(country, first.map { _ in index + 1 }, whole.reasons.indices.contains(index) ? whole.reasons[index] : nil)
            }
        } ?? []
        return alignedLines(rows, measuring: measured, system: system)
    }

    /// The lines of `lines(listed:)` as one text, joined by line ends: a
    /// pipe's, with no colour, written cell by cell into one buffer, not
    /// made a String a line and then joined (a third of `list`'s work).
    package static func text(
        _ countries: [ListedCountry], shown: ShownCountries, system: SystemState, reasons: [String?] = [], sortedBy order: ListQuery.SortOrder? = nil
    ) -> String {
        guard !system.isTerminal, !system.colorEnabled else {
            return lines(listed: countries, shown: shown, system: system, reasons: reasons, sortedBy: order).joined(separator: "\n")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(countries.count * 48)
        let terms = shown.terms
        for country in countries {
            if !bytes.isEmpty { bytes.append(0x0A) }
            bytes.append(contentsOf: PlainText.of(country.flag).utf8)
            bytes.append(0x09)
            bytes.append(contentsOf: PlainText.of(shown.name(of: country).common).utf8)
            bytes.append(0x09)
            bytes.append(contentsOf: PlainText.of(country.cca3).utf8)
            bytes.append(0x09)
            bytes.append(contentsOf: NumberText.integer(country.population, grouped: false).utf8)
            bytes.append(0x09)
            bytes.append(contentsOf: PlainText.of(terms.regionName(country.region)).utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    struct Row {
        var number = ""
        var flag, name, code, population, region: String
        /// Empty unless the list is sorted by area.
        var area = ""
        var reason = ""
    }

    /// A column after the name: its cell, how it aligns, how it is styled.
    private struct Column {
        let cell: KeyPath<Row, String>
        var alignRight = false
        let style: (TextStyle, String) -> String
    }

    /// In the order they are shown. They are kept, when the window is
    /// narrow, in the order of `keptFirst`; the name comes before all of
    /// them: each is dropped before the name is cut.
    private static func columns(withArea: Bool) -> [Column] {
        [
            Column(cell: \.code) { $0.accent($1) },
            Column(cell: \.population, alignRight: true) { _, text in text },
        ] + (withArea ? [Column(cell: \.area, alignRight: true) { _, text in text }] : []) + [
            Column(cell: \.region) { $0.dim($1) },
        ]
    }

    /// Which of `columns` a narrow window keeps first: the code (what a person
    /// types to open a row), then the numbers, then the region. Of the
    /// numbers, the one the list is sorted by: at 45 columns `--sort area`
    /// kept the population and dropped the area, its own order.
    private static func keptFirst(withArea: Bool) -> [Int] {
        withArea ? [0, 2, 1, 3] : [0, 1, 2]
    }

    /// Names shorter than this are never cut to make room for another column.
    private static let nameRoom = 20
    /// Room a search's reason gets after the code, before the numbers and
    /// the region, and before the name is given more than `nameRoom`: cut
    /// to a few letters (`bre:…`), it said nothing.
    private static let reasonRoom = 28
    /// A reason cut shorter than this is left out: `capital: Par…` still
    /// says why, `ces: Me…` does not.
    private static let reasonShortest = 12

    /// `measured`: rows not shown that the columns are as wide as (the rest
    /// of the list a page is of).
    private static func alignedLines(_ rows: [Row], measuring measured: [Row] = [], system: SystemState) -> [String] {
        guard !rows.isEmpty else { return [] }
        let style = TextStyle(enabled: system.colorEnabled)
        let sortedByArea = rows.contains { !$0.area.isEmpty }
        let header = Row(flag: "  ", name: "NAME", code: "CODE", population: "POPULATION", region: "REGION", area: sortedByArea ? "AREA" : "")
        let all = [header] + rows
        let widest = { (cell: KeyPath<Row, String>) in (all + measured).map { DisplayWidth.of($0[keyPath: cell]) }.max() ?? 0 }
        let separator = "  "
        let numberWidth = widest(\.number)
        let number = { (row: Row) in numberWidth == 0 ? "" : DisplayWidth.pad(row.number, to: numberWidth, alignRight: true) + separator }
        let fixedWidth = DisplayWidth.of(number(header)) + 2 + separator.count
        let nameWidest = widest(\.name)
        // Columns are kept, in order, while the name still has its room.
        let shown = columns(withArea: sortedByArea)
        var keptIndices: [Int] = []
        var used = fixedWidth + min(nameWidest, nameRoom)
        let reasonWanted = widest(\.reason) == 0 ? 0 : separator.count + min(widest(\.reason), reasonRoom)
        var reasonReserved = 0
        for index in keptFirst(withArea: sortedByArea) {
            let width = widest(shown[index].cell)
            guard used + separator.count + width <= system.width else { break }
            keptIndices.append(index)
            used += separator.count + width
            // After the code, which a person types: the reason, where what
            // is left says something (at 40 columns `ces: Me…` did not).
            if index == 0, reasonWanted > 0, system.width - used >= separator.count + reasonShortest {
                reasonReserved = min(reasonWanted, system.width - used)
                used += reasonReserved
            }
        }
        let kept = keptIndices.sorted().map { (column: shown[$0], width: widest(shown[$0].cell)) }
        let othersWidth = kept.reduce(0) { $0 + separator.count + $1.width }
        // The name gives the reason its room, down to `nameRoom`.
        let room = system.width - fixedWidth - othersWidth
        let nameWidth = max(1, min(nameWidest, room, max(nameRoom, room - reasonReserved)))
        // The reason takes what is left after the last column, and is cut to fit.
        let reasonWidth = system.width - fixedWidth - nameWidth - othersWidth - separator.count
        let reason = { (row: Row) in
            row.reason.isEmpty || reasonWidth < min(reasonShortest, DisplayWidth.of(row.reason)) ? "" : separator + style.dim(DisplayWidth.truncate(row.reason, to: reasonWidth))
        }
        return all.enumerated().map { index, row in
            let name = DisplayWidth.pad(DisplayWidth.truncate(row.name, to: nameWidth), to: nameWidth)
            let isLast = { (position: Int) in position == kept.count - 1 && row.reason.isEmpty }
            let cells = kept.enumerated().map { position, entry in
                let text = row[keyPath: entry.column.cell]
                // The last column is not padded: no trailing spaces.
                let padded = isLast(position) && !entry.column.alignRight ? text : DisplayWidth.pad(text, to: entry.width, alignRight: entry.column.alignRight)
                return index == 0 ? padded : entry.column.style(style, padded)
            }
            if index == 0 {
                return style.dim(number(row) + ([row.flag, kept.isEmpty ? DisplayWidth.truncate(row.name, to: nameWidth) : name] + cells).joined(separator: separator))
            }
            let nameCell = kept.isEmpty && row.reason.isEmpty ? DisplayWidth.truncate(row.name, to: nameWidth) : name
            return number(row) + ([row.flag, style.bold(nameCell)] + cells).joined(separator: separator) + reason(row)
        }
    }
}
