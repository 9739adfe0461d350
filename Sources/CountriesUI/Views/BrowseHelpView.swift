import CountriesModel

/// `browse`'s help screen: what to type, and the keys of the prompt, fitted
/// to the window.
enum BrowseHelpView {
    static let commands: [(String, String)] = [
        ("text", "search names, capitals, currencies, languages and more"),
        ("a number", "open that row of the list on screen; with no such row on screen, the country with that code (250)"),
        ("+44", "a calling code: the countries dialled with it, or the only one"),
        ("a code or name", "open that country: fra, de, japan"),
        ("US-CA", "a subdivision's ISO 3166-2 code: that subdivision, as show US-CA"),
        ("/countries/jp", "follow a link, as --route takes it"),
        ("back, b", "the screen before"),
        ("neighbors, n", "the neighbours of the country open (also neighbours)"),
        ("time", "the local time in each time zone of the country open"),
        ("region <name>", "only the countries of a region, on the list on screen; so too subregion, capital, currency, language, calling-code, member <value>, and independent, landlocked"),
        ("next, prev", "the next or the previous page of a list, or of a screen taller than the window (also more, previous)"),
        ("refresh", "fetch fresh data (needs a key: countries --help)"),
        ("locale <code>", "names in another language: de, fr, ja"),
        ("help, ?", "this screen"),
        ("quit, q", "leave (also exit, Ctrl-D)"),
    ]

    static let keys: [(String, String)] = [
        ("← → Home End", "move (also Ctrl-A, Ctrl-E)"),
        ("Backspace Delete", "delete a character"),
        ("Ctrl-K Ctrl-U", "cut to the end, to the start"),
        ("Ctrl-W", "cut the word before the cursor"),
        ("↑ ↓", "earlier lines, kept between sessions (COUNTRIES_HISTORY= keeps none)"),
        ("PgDn PgUp", "the next, the previous page; Space on an empty line, the next"),
        ("Tab", "complete a command, a name or a code"),
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
