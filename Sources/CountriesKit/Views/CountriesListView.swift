/// The list screen: one line a country.
///
/// A terminal gets a header and aligned columns cut to its width; a pipe gets
/// stable tab-separated lines (flag, name, cca3, population, region) with
/// plain digits and nothing cut, for `cut` and `awk`. Text from the data is
/// `PlainText`: no escape reaches the terminal, no tab or newline a TSV line.
public enum CountriesListView {
    /// `numberedFrom`: number the rows (for `browse`, where a number opens
    /// one), the first with this number. `reasons`: why each row matched the
    /// search when not by name (`capital: Paris`), shown on a terminal only:
    /// a pipe's lines keep their format.
    /// `sortedBy`: the order the list is in; on a terminal a column that
    /// shows it is added when no other does (area). `system.fields` picks
    /// the columns instead.
    public static func lines(
        _ countries: [Country], system: SystemState, numberedFrom first: Int? = nil, reasons: [String?] = [],
        sortedBy order: ListQuery.SortOrder? = nil
    ) -> [String] {
        if let fields = system.fields {
            return CountryColumnsView.lines(countries, fields: fields, system: system)
        }
        let showsArea = system.isTerminal && order == .area
        let rows = countries.enumerated().map { index, country in
            Row(
                number: first.map { String($0 + index) } ?? "",
                flag: PlainText.of(country.flag),
                name: PlainText.of(country.name(in: system.locale).common),
                code: PlainText.of(country.cca3),
                population: NumberText.integer(country.population, grouped: system.isTerminal),
                region: PlainText.of(country.region),
                area: showsArea ? NumberText.area(country.area, grouped: true) : "",
                reason: reasons.indices.contains(index) ? reasons[index].map(PlainText.of) ?? "" : ""
            )
        }
        guard system.isTerminal else {
            let style = TextStyle(enabled: system.colorEnabled) // only with --color always
            return rows.map { [$0.flag, style.bold($0.name), style.accent($0.code), $0.population, style.dim($0.region)].joined(separator: "\t") }
        }
        return alignedLines(rows, system: system)
    }

    struct Row {
        var number = ""
        var flag, name, code, population, region: String
        /// Empty unless the list is sorted by area.
        var area = ""
        var reason = ""
    }

    private static func alignedLines(_ rows: [Row], system: SystemState) -> [String] {
        guard !rows.isEmpty else { return [] }
        let style = TextStyle(enabled: system.colorEnabled)
        let sortedByArea = rows.contains { !$0.area.isEmpty }
        let header = Row(flag: "  ", name: "NAME", code: "CODE", population: "POPULATION", region: "REGION", area: sortedByArea ? "AREA" : "")
        let all = [header] + rows
        let widest = { (cell: KeyPath<Row, String>) in all.map { DisplayWidth.of($0[keyPath: cell]) }.max() ?? 0 }
        let numberWidth = widest(\.number), codeWidth = widest(\.code), populationWidth = widest(\.population)
        let separator = "  "
        let number = { (row: Row) in numberWidth == 0 ? "" : DisplayWidth.pad(row.number, to: numberWidth, alignRight: true) + separator }
        // The name takes what the other columns and four separators leave.
        let regionWidth = widest(\.region)
        let areaWidth = widest(\.area)
        let area = { (row: Row) in sortedByArea ? DisplayWidth.pad(row.area, to: areaWidth, alignRight: true) + separator : "" }
        let fixedWidth = number(header).count + 2 + codeWidth + populationWidth + regionWidth + 4 * separator.count
            + (sortedByArea ? areaWidth + separator.count : 0)
        let nameWidth = max(4, min(widest(\.name), system.width - fixedWidth))
        // The reason takes what is left after the name, and is cut to fit.
        let reasonWidth = system.width - fixedWidth - nameWidth - separator.count
        let reason = { (row: Row) in
            row.reason.isEmpty || reasonWidth < 4 ? "" : separator + style.dim(DisplayWidth.truncate(row.reason, to: reasonWidth))
        }
        return all.enumerated().map { index, row in
            let name = DisplayWidth.pad(DisplayWidth.truncate(row.name, to: nameWidth), to: nameWidth)
            let code = DisplayWidth.pad(row.code, to: codeWidth)
            let population = DisplayWidth.pad(row.population, to: populationWidth, alignRight: true)
            if index == 0 {
                return style.dim(number(row) + [row.flag, name, code, population].joined(separator: separator) + separator + area(row) + row.region)
            }
            let region = row.reason.isEmpty ? row.region : DisplayWidth.pad(row.region, to: regionWidth)
            return number(row) + [row.flag, style.bold(name), style.accent(code), population].joined(separator: separator)
                + separator + area(row) + style.dim(region) + reason(row)
        }
    }
}
