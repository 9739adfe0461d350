import CountriesModel
import CountriesStore

/// One city (`show paris`, `show "Paris, TX"`, its link `/cities/<id>`):
/// its name, its country with its flag and link, its subdivision (ISO
/// 3166-2 code and name, and its link: `show` and browse take the code), population,
/// place, zone and local time, and its own link; one labelled line each,
/// a terminal's wrapped to its width. `--fields` narrows it to those
/// fields, one labelled line each, as a subdivision's are; CSV, TSV and
/// JSON are `city`'s row (`CitiesView`). Every text from the data goes
/// through `PlainText`.
package enum CityDetailsView {
    package static func text(_ row: CityRow, shown: ShownCountries, system: SystemState) -> String {
        if [.json, .ndjson, .csv, .tsv].contains(system.format) { return CitiesView.text([row], system: system) }
        if let fields = system.cityFields {
            let width = fields.map { $0.rawValue.count }.max() ?? 0
            return fields.map { DisplayWidth.pad($0.rawValue, to: width) + "  " + PlainText.of(row.text($0, grouped: system.isTerminal) ?? "none") }
                .joined(separator: "\n")
        }
        return lines(row, shown: shown, system: system).joined(separator: "\n")
    }

    /// The labelled lines, for `show` and browse alike.
    package static func lines(_ row: CityRow, shown: ShownCountries, system: SystemState) -> [String] {
        let city = row.city
        let country = shown.country(cca3: row.cca3)
        let countryText = (country.map { "\($0.flag) " } ?? "") + "\(row.countryName) (\(row.cca3))  " + (Route.link(to: .details(cca3: row.cca3)) ?? "")
        var labelled: [(String, String)] = [
            ("Name", city.name),
            ("Country", countryText),
        ]
        // The subdivision's link, as show and --route take its code: /countries/US-TX.
        if let code = city.subdivisionCode {
            let link = Route.link(to: .subdivision(code: code)) ?? ""
            labelled.append(("Subdivision", (row.subdivisionName.map { "\($0) (\(code))" } ?? code) + "  " + link))
        }
        labelled += [
            ("Population", NumberText.integer(city.population, grouped: system.isTerminal)),
            ("Location", "\(city.location.latitude), \(city.location.longitude)"),
            ("Time zone", city.zone),
            ("Local time", "\(row.time.local.text) \(row.time.reading.abbreviation) \(row.time.reading.offsetText)"),
            ("Link", row.link),
        ]
        let width = labelled.map { DisplayWidth.of($0.0) }.max() ?? 0
        guard system.isTerminal else { return labelled.map { DisplayWidth.pad($0.0, to: width) + "  " + PlainText.of($0.1) } }
        return labelled.flatMap { label, text in
            TextWrap.labelled(label, [PlainText.of(text)], labelWidth: width, width: system.width).map { $0.label + $0.text }
        }
    }
}
