import CountriesModel
import CountriesStore

/// `compare`: countries side by side, one row a fact (the details' facts,
/// or `--fields`), one column a country. A terminal gets the columns fitted
/// to its width, each cell wrapped within its column, numbers never cut
/// (`terminalLines`); a pipe gets a tab-separated line a fact, the label
/// first, nothing cut.
package enum CountriesComparisonView {
    /// `records`: the countries' own records, which `--fields` reads.
    /// `times`: the countries' zones' clocks, where read: a "Local time" row.
    package static func lines(
        _ countries: [Country], shown: ShownCountries, records: CountryRecordValues = CountryRecordValues(), system: SystemState, times: TimeTable? = nil
    ) -> [String] {
        let style = TextStyle(enabled: system.colorEnabled)
        let titles = countries.map { country in
            [PlainText.of(country.flag), PlainText.of(shown.name(of: country).common)].filter { !$0.isEmpty }.joined(separator: " ")
        }
        let factsByCountry = countries.map { country in
            system.fields.map {
                CountryDetailsView.fieldFacts(
                    $0, of: country, named: shown.name(of: country),
                    record: CountryFieldValues.record(of: country, in: records), system: system, terms: shown.terms
                )
            }
                ?? CountryDetailsView.facts(
                    of: country, locale: system.locale, shown: shown, grouped: system.isTerminal,
                    record: CountryFieldValues.record(of: country, in: records), times: times
                )
        }
        // Facts only some data has (memberships) are rows if any country has them.
        var labels: [String] = []
        for facts in factsByCountry {
            for fact in facts where !labels.contains(fact.label) { labels.append(fact.label) }
        }
        let rows = labels.map { label in
            (label, factsByCountry.map { facts in
                let items = facts.first { $0.label == label }?.items.map(PlainText.of) ?? []
                return items.isEmpty ? ["none"] : items
            })
        }
        guard system.isTerminal else {
            // `--color always` in a pipe: styled as on a terminal, as `list` is.
            return [([""] + titles.map(style.bold)).joined(separator: "\t")] + rows.map { label, cells in
                ([style.dim(label)] + cells.map { $0.joined(separator: ", ") }).joined(separator: "\t")
            }
        }
        return terminalLines(titles: titles, rows: rows, width: system.width, style: style)
    }

    /// Side by side while each column holds the widest number whole: beside
    /// the labels, else with each label on a line above its row; when even
    /// that is too narrow, one country after another, as `show` lays it out.
    /// A number is never cut (a word is, with "…", where a column is narrower).
    private static func terminalLines(titles: [String], rows: [(String, [[String]])], width: Int, style: TextStyle) -> [String] {
        let gap = "  "
        let columns = max(1, titles.count)
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let widestNumber = rows.flatMap { $0.1.flatMap(pieces) }.filter { $0.contains(where: \.isNumber) }.map(DisplayWidth.of).max() ?? 0
        let besideLabels = (width - labelWidth - gap.count * columns) / columns
        let underLabels = (width - gap.count * (columns - 1)) / columns
        guard max(besideLabels, underLabels) >= max(widestNumber, 1) else {
            return stacked(titles: titles, rows: rows, width: width, style: style)
        }
        let columnWidth = besideLabels >= widestNumber ? besideLabels : underLabels
        let labelled = besideLabels >= widestNumber
        let fit = { (cells: [[String]]) -> [[String]] in
            cells.map { items in
                // By words, so a long fact (the codes, an official name) wraps rather than being cut.
                TextWrap.lines(pieces(items), width: columnWidth).map { DisplayWidth.truncate($0, to: columnWidth) }
            }
        }
        let layout = { (label: String, cells: [[String]], cellStyle: (String) -> String) -> [String] in
            let height = cells.map(\.count).max() ?? 1
            let heading = labelled || label.isEmpty ? [] : [style.dim(DisplayWidth.truncate(label, to: width))]
            return heading + (0..<height).map { line in
                let head = labelled ? style.dim(DisplayWidth.pad(line == 0 ? label : "", to: labelWidth)) + gap : ""
                let body = cells.enumerated().map { column, lines in
                    let text = line < lines.count ? lines[line] : ""
                    return column == cells.count - 1 ? cellStyle(text) : cellStyle(DisplayWidth.pad(text, to: columnWidth))
                }
                return (head + body.joined(separator: gap)).trimmingTrailingSpaces()
            }
        }
        return layout("", fit(titles.map { [$0] }), style.bold) + rows.flatMap { label, cells in layout(label, fit(cells), { $0 }) }
    }

    /// Each country's facts under its title, a blank line between countries.
    private static func stacked(titles: [String], rows: [(String, [[String]])], width: Int, style: TextStyle) -> [String] {
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return titles.enumerated().flatMap { column, title in
            (column == 0 ? [] : [""]) + [style.bold(title)] + rows.flatMap { label, cells in
                TextWrap.labelled(label, pieces(cells[column]), labelWidth: labelWidth, width: width).map { style.dim($0.label) + $0.text }
            }
        }
    }

    /// A cell's items as words, a comma after each item but the last.
    private static func pieces(_ items: [String]) -> [String] {
        items.enumerated().flatMap { index, item in
            let words = item.split(separator: " ").map(String.init)
            return index < items.count - 1 ? Array(words.dropLast()) + [(words.last ?? "") + ","] : words
        }
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        String(reversed().drop(while: { $0 == " " }).reversed())
    }
}
