import CountriesJSON
import CountriesModel
import CountriesStore

/// `show US-CA`: one subdivision, its code, name and type, its country with
/// its flag, its parent and its names in other languages. In a pipe, the
/// same lines; `--json` one object. `--fields` (a subdivision's: code,
/// name, type, ...) narrows each to those fields.
package enum SubdivisionDetailsView {
    package static func text(_ row: LocalizedSubdivision, shown: ShownCountries, system: SystemState) -> String {
        let subdivision = row.subdivision
        switch system.format {
        case .json, .ndjson:
            var object = SubdivisionsView.object(row, fields: system.subdivisionFields ?? SubdivisionField.allCases)
            if system.subdivisionFields == nil, case let .object(members) = object {
                let names = row.translations.map { JSONValue.Member($0.language, .string($0.name)) }
                object = .object(members + [JSONValue.Member("translations", .object(names))])
            }
            return system.format == .json ? object.written() : object.compactText
        case .csv, .tsv:
            return SubdivisionsView.text([row], system: system)
        case .text, .table:
            // `--fields`: those alone, one labelled line each, as a country's are.
            if let fields = system.subdivisionFields {
                let width = fields.map { $0.rawValue.count }.max() ?? 0
                return fields.map { DisplayWidth.pad($0.rawValue, to: width) + "  " + PlainText.of(row.text($0) ?? "none") }.joined(separator: "\n")
            }
        }
        let country = shown.firstCountry(withCode: subdivision.country, in: .cca2)
        let countryText = country.map { "\($0.flag) \(shown.name(of: $0).common) (\($0.cca3))" } ?? subdivision.country
        var lines = [
            ("Name", row.name),
            ("Code", subdivision.code),
            ("Type", subdivision.type),
            ("Country", countryText),
        ]
        if let parent = subdivision.parent { lines.append(("Parent", row.parentName.map { "\($0) (\(parent))" } ?? parent)) }
        let local = [subdivision.isoName, subdivision.otherISOName].compactMap { $0 }.filter { $0 != row.name }
        if !local.isEmpty { lines.append(("ISO name", local.joined(separator: " / "))) }
        if let english = subdivision.englishName, english != row.name { lines.append(("English", english)) }
        let names = row.translations.map { "\($0.language): \(PlainText.of($0.name))," }
        let width = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        let labelled = lines.map { ($0.0, [PlainText.of($0.1)]) } + (names.isEmpty ? [] : [("Names", names)])
        guard system.isTerminal else {
            return labelled.map { DisplayWidth.pad($0.0, to: width) + "  " + $0.1.joined(separator: " ") }.joined(separator: "\n").dropLastComma
        }
        return labelled.flatMap { label, pieces in
            TextWrap.labelled(label, pieces, labelWidth: width, width: system.width).map { $0.label + $0.text }
        }.joined(separator: "\n").dropLastComma
    }
}

extension String {
    /// The names are listed "a: x, b: y,": the last comma goes.
    fileprivate var dropLastComma: String { hasSuffix(",") ? String(dropLast()) : self }
}
