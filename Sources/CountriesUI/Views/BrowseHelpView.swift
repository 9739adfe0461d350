import CountriesCLI
import CountriesModel

/// `browse`'s help screen: what to type, and the keys of the prompt, fitted
/// to the window.
enum BrowseHelpView {
    /// What a line may be beside a command, then the browse command table's
    /// commands, the list's filters in one row.
    static var commands: [(String, String)] {
        [
            ("text", "search names, capitals, currencies, languages and more"),
            ("a number", "open that row of the list on screen; with no such row on screen, the country with that code (250)"),
            ("+44", "a calling code: the countries dialled with it, or the only one"),
            ("a code or name", "open that country: fra, de, japan"),
            ("US-CA", "a subdivision's ISO 3166-2 code: that subdivision, as show US-CA"),
            ("/countries/jp", "follow a link, as --route takes it"),
        ] + tableRows
    }

    /// A row a command, but the filters after the first, which its row names.
    private static var tableRows: [(String, String)] {
        let filters = BrowseCommandName.allCases.filter(\.spec.filtersTheList)
        return BrowseCommandName.allCases.compactMap { name in
            let spec = name.spec
            if spec.filtersTheList, name != filters.first { return nil }
            let short = spec.aliases.filter { $0.count == 1 }, long = spec.aliases.filter { $0.count > 1 }
            var label = ([name.rawValue] + short).joined(separator: ", ")
            if case let .value(argument) = spec.argument { label += " " + argument }
            var text = spec.help
            if spec.filtersTheList { text += "; so too " + otherFilters(filters.dropFirst()) }
            if !long.isEmpty { text += " (also \(long.joined(separator: ", ")))" }
            return (label, text)
        }
    }

    /// `subregion, capital, member <value>, and independent, landlocked`.
    private static func otherFilters(_ filters: ArraySlice<BrowseCommandName>) -> String {
        let valued = filters.filter { $0.spec.argument != .none }.map(\.rawValue)
        let flags = filters.filter { $0.spec.argument == .none }.map(\.rawValue)
        return [valued.isEmpty ? nil : valued.joined(separator: ", ") + " <value>", flags.isEmpty ? nil : flags.joined(separator: ", ")]
            .compactMap { $0 }.joined(separator: ", and ")
    }

    static let keys: [(String, String)] = [
        ("← → Home End", "move (also Ctrl-A, Ctrl-E)"),
        ("Backspace Delete", "delete a character"),
        ("Ctrl-K Ctrl-U", "cut to the end, to the start"),
        ("Ctrl-W", "cut the word before the cursor"),
        ("↑ ↓", "earlier lines, kept between sessions (COUNTRIES_HISTORY= keeps none)"),
        ("PgDn PgUp", "the next, the previous page; Space on an empty line, the next"),
        ("Tab", "complete a command, a filter's value, a name or a code"),
        ("Ctrl-C", "abandon the line; on an empty line, leave"),
    ]

    package static func lines(width: Int) -> [String] {
        let rows = commands + keys
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let section = { (heading: String, rows: [(String, String)]) in
            [DisplayWidth.truncate(heading, to: width)] + rows.flatMap { label, text in
                TextWrap.labelled(label, text.split(separator: " ").map(String.init), labelWidth: labelWidth, width: width - 2)
                    .map { "  " + $0.label + $0.text }
            }
        }
        return section("Type, then Enter:", commands) + [""] + section("Keys at the prompt:", keys)
    }
}
