import CountriesJSON
import CountriesModel

/// The `--fields` whose values are the decoded `Country`'s, the store's,
/// and not read from the country's record: `memberships`, which the
/// snapshot's records lack and v5's hold as 14 booleans, while the store has
/// the organisations' keys for either (the built-in lists laid over the
/// snapshot, v5's own after a refresh, with the lists v5 has not).
enum CountryValueFields {
    /// For `--json` and `ndjson`: the keys, as v5 names them (`"eu"`,
    /// `"african_union"`), the ones the country belongs to, in the store's
    /// order. nil for a field the record answers, `.some(nil)` where the
    /// data says nothing (the field is then left out, as a record lacking it).
    static func json(_ field: CountryField, of country: Country) -> JSONValue?? {
        switch field.path {
        case "memberships": .some(country.memberships.map { .array($0.map(JSONValue.string)) })
        default: nil
        }
    }

    /// For the plain formats, `show` and `compare`: the organisations'
    /// names (`EU`, `African Union`). nil for a field the record answers.
    static func texts(_ field: CountryField, of country: Country) -> [String]? {
        switch field.path {
        case "memberships": (country.memberships ?? []).map(Membership.name)
        default: nil
        }
    }
}
