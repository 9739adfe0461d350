import CountriesModel
import CountriesStore

/// `compare`: countries side by side, one row a fact (the details' facts,
/// or `--fields`), one column a country. A terminal gets the columns fitted
/// to its width, each cell wrapped within its column (a word too long for it
/// is cut with "…"); a pipe gets a tab-separated line a fact, the label
/// first, nothing cut.
package enum CountriesComparisonView {
    /// `records`: the countries' own records, which `--fields` reads.
    package static func lines(_ countries: [Country], catalog: CountryCatalog, records: RecordTexts = RecordTexts(), system: SystemState) -> [String] {
        let style = TextStyle(enabled: system.colorEnabled)
        let titles = countries.map { country in
            [PlainText.of(country.flag), PlainText.of(catalog.name(of: country, in: system.locale).common)].filter { !$0.isEmpty }.joined(separator: " ")
        }
        let factsByCountry = countries.map { country in
            system.fields.map {
                CountryDetailsView.fieldFacts(
                    $0, of: country, named: catalog.name(of: country, in: system.locale),
                    record: CountryFieldValues.record(of: country, in: records), system: system
                )
            }
                ?? CountryDetailsView.facts(
                    of: country, locale: system.locale, catalog: catalog, grouped: system.isTerminal,
                    record: CountryFieldValues.record(of: country, in: records)
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
            return [([""] + titles).joined(separator: "\t")] + rows.map { label, cells in
                ([label] + cells.map { $0.joined(separator: ", ") }).joined(separator: "\t")
            }
        }
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let gap = "  "
        let columns = max(1, countries.count)
        let columnWidth = max(6, (system.width - labelWidth - gap.count * columns) / columns)
        let fit = { (cells: [[String]]) -> [[String]] in
            cells.map { items in
                // By words, so a long fact (the codes, an official name) wraps rather than being cut.
                let pieces = items.enumerated().flatMap { index, item in
                    let words = item.split(separator: " ").map(String.init)
                    return index < items.count - 1 ? Array(words.dropLast()) + [(words.last ?? "") + ","] : words
                }
                return TextWrap.lines(pieces, width: columnWidth).map { DisplayWidth.truncate($0, to: columnWidth) }
            }
        }
        let layout = { (label: String, cells: [[String]], labelStyle: (String) -> String, cellStyle: (String) -> String) -> [String] in
            let height = cells.map(\.count).max() ?? 1
            return (0..<height).map { line in
                let head = labelStyle(DisplayWidth.pad(line == 0 ? label : "", to: labelWidth))
                let body = cells.enumerated().map { column, lines in
                    let text = line < lines.count ? lines[line] : ""
                    return column == cells.count - 1 ? cellStyle(text) : cellStyle(DisplayWidth.pad(text, to: columnWidth))
                }
                return (head + gap + body.joined(separator: gap)).trimmingTrailingSpaces()
            }
        }
        return layout("", fit(titles.map { [$0] }), { $0 }, style.bold)
            + rows.flatMap { label, cells in layout(label, fit(cells), style.dim, { $0 }) }
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        String(reversed().drop(while: { $0 == " " }).reversed())
    }
}
