/// A column of `time` output, as `--fields` names it there.
package enum TimeField: String, CaseIterable, Sendable, Equatable {
    /// The country's cca3 (empty for a zone no country lists: UTC).
    case country
    /// The country's name, in the chosen language.
    case name
    /// The IANA zone: `Europe/Paris`.
    case zone
    /// Which part of the country: "Eastern (most areas)".
    case comment
    /// The local date and time: `2026-07-01 14:00`.
    case local
    /// `CEST`, `+0530`.
    case abbreviation
    /// The UTC offset: `+02:00`.
    case offset
    /// Whether daylight saving time is in effect.
    case dst
    /// When the offset next changes, and to what.
    case next
    /// `--hours`: the stretches of the meeting on this zone's clock (ISO
    /// 8601 intervals in data, `14:00-16:30` on a terminal); what a pipe,
    /// CSV and JSON get with `--hours`, in place of the terminal's line.
    case hours

    /// What a pipe gets when no `--fields` is given.
    package static let pipeDefault: [TimeField] = [.country, .zone, .local, .abbreviation, .offset, .dst, .next]
    /// What a terminal gets: the country's name for its code, and where in it.
    package static let tableDefault: [TimeField] = [.name, .zone, .comment, .local, .abbreviation, .offset, .dst, .next]

    /// The fields of a `--fields` value, in its order, each once; the
    /// unknown ones instead, when there are any.
    package static func list(_ text: String) -> Result<[TimeField], CountryField.UnknownFields> {
        var seen = Set<String>()
        let names = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty && seen.insert($0).inserted }
        let unknown = names.filter { TimeField(rawValue: $0) == nil }
        guard unknown.isEmpty, !names.isEmpty else { return .failure(CountryField.UnknownFields(names: unknown)) }
        return .success(names.compactMap(TimeField.init(rawValue:)))
    }
}
