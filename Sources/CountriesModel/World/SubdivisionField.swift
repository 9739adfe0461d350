/// A column of `subdivisions` output, as `--fields` names it there: the
/// subdivision's own vocabulary, as `CountryField` is a country record's.
package enum SubdivisionField: String, CaseIterable, Sendable, Equatable {
    case code, name, type, parent, country
    /// The name ISO gives, mostly the local one ("Bayern").
    case isoName

    /// What `subdivisions` prints when no `--fields` is given.
    package static let listDefault: [SubdivisionField] = [.code, .name, .type, .parent]

    /// The fields of a `--fields` value, in its order, each once; the
    /// unknown ones instead, when there are any.
    package static func list(_ text: String) -> Result<[SubdivisionField], CountryField.UnknownFields> {
        var seen = Set<String>()
        let names = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty && seen.insert($0).inserted }
        let unknown = names.filter { SubdivisionField(rawValue: $0) == nil }
        guard unknown.isEmpty, !names.isEmpty else { return .failure(CountryField.UnknownFields(names: unknown)) }
        return .success(names.compactMap(SubdivisionField.init(rawValue:)))
    }
}
