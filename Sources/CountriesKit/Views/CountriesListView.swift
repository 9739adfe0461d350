/// The list screen: one line a country.
///
/// A terminal gets a header and aligned columns cut to its width; a pipe gets
/// stable tab-separated lines (flag, name, cca3, population, region) with
/// plain digits and nothing cut, for `cut` and `awk`. Text from the data is
/// `PlainText`: no escape reaches the terminal, no tab or newline a TSV line.
public enum CountriesListView {
    /// `numberedFrom`: number the rows (for `browse`, where a number opens
    /// one), the first with this number.
    public static func lines(_ countries: [Country], system: SystemState, numberedFrom first: Int? = nil) -> [String] {
        let rows = countries.enumerated().map { index, country in
            Row(
                number: first.map { String($0 + index) } ?? "",
                flag: PlainText.of(country.flag),
                name: PlainText.of(country.name(in: system.locale).common),
                code: PlainText.of(country.cca3),
                population: NumberText.integer(country.population, grouped: system.isTerminal),
                region: PlainText.of(country.region)
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
    }

    private static func alignedLines(_ rows: [Row], system: SystemState) -> [String] {
        guard !rows.isEmpty else { return [] }
        let style = TextStyle(enabled: system.colorEnabled)
        let header = Row(flag: "  ", name: "NAME", code: "CODE", population: "POPULATION", region: "REGION")
        let all = [header] + rows
        let widest = { (cell: KeyPath<Row, String>) in all.map { DisplayWidth.of($0[keyPath: cell]) }.max() ?? 0 }
        let numberWidth = widest(\.number), codeWidth = widest(\.code), populationWidth = widest(\.population)
        let separator = "  "
        let number = { (row: Row) in numberWidth == 0 ? "" : DisplayWidth.pad(row.number, to: numberWidth, alignRight: true) + separator }
        // The name takes what the other columns and four separators leave.
        let fixedWidth = number(header).count + 2 + codeWidth + populationWidth + widest(\.region) + 4 * separator.count
        let nameWidth = max(4, min(widest(\.name), system.width - fixedWidth))
        return all.enumerated().map { index, row in
            let name = DisplayWidth.pad(DisplayWidth.truncate(row.name, to: nameWidth), to: nameWidth)
            let code = DisplayWidth.pad(row.code, to: codeWidth)
            let population = DisplayWidth.pad(row.population, to: populationWidth, alignRight: true)
            if index == 0 {
                return style.dim(number(row) + [row.flag, name, code, population, row.region].joined(separator: separator))
            }
            return number(row) + [row.flag, style.bold(name), style.accent(code), population, style.dim(row.region)]
                .joined(separator: separator)
        }
    }
}
