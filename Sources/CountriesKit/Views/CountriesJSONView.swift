import FoundationEssentials

/// `--json`: the records exactly as REST Countries v3.1 serves them, so a
/// script written against the API works on this output.
public enum CountriesJSONView {
    /// One array, in the order the list shows.
    public static func list(_ countries: [Country]) -> String {
        countries.jsonArrayText
    }

    /// One object. Records are kept as they stand inside the array, indented
    /// one level; this takes that level off again.
    public static func details(_ country: Country) -> String {
        country.json.replacing("\n  ", with: "\n")
    }
}
