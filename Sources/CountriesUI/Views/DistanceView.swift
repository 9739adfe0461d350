import CountriesJSON
import CountriesModel
import CountriesStore

/// `distance`: the great-circle distance between two places. On a terminal
/// a line a fact; in a pipe one tab-separated line (from, to, kilometres,
/// miles); `--format csv`, `json` and `ndjson` the same as data, each place
/// with its country, city, point and where it was measured from. Every
/// text from the data or the input goes through `PlainText` (JSON escapes
/// its own).
package enum DistanceView {
    package static func text(_ distance: PlaceDistance, shown: ShownCountries, system: SystemState) -> String {
        let terminal = system.format == .table || (system.format == .text && system.isTerminal)
        let (km, mi) = (PointsView.kilometres(distance.kilometres), PointsView.kilometres(distance.miles))
        switch system.format {
        case .json: return object(distance, shown: shown).written()
        case .ndjson: return object(distance, shown: shown).compactText
        case .csv:
            let row = [place(distance.from, shown: shown), place(distance.to, shown: shown), km, mi]
            return CSVRecordReader.line(["from", "to", "kilometres", "miles"]) + "\r\n" + CSVRecordReader.line(row) + "\r"
        case _ where terminal:
            let lines = [
                ("From", place(distance.from, shown: shown) + measured(distance.from)),
                ("To", place(distance.to, shown: shown) + measured(distance.to)),
                ("Distance", "\(km) km (\(mi) mi), along the great circle"),
            ]
            // Past a terminal's width, a fact wraps under itself, as `show`'s do.
            let (labelWidth, width) = (lines.map { $0.0.count }.max() ?? 0, system.isTerminal ? system.width : Int.max)
            return lines.flatMap { label, text in
                TextWrap.labelled(label, text.split(separator: " ").map(String.init), labelWidth: labelWidth, width: width).map { $0.label + $0.text }
            }.joined(separator: "\n")
        default:
            return [place(distance.from, shown: shown), place(distance.to, shown: shown), km, mi].joined(separator: "\t")
        }
    }

    /// `Paris, France (FRA)`, `Japan (JPN)`: the city, its country's name
    /// in the session's language, the country's code.
    static func place(_ end: PlaceDistance.End, shown: ShownCountries) -> String {
        let country = shown.country(cca3: end.cca3).map { PlainText.of(shown.name(of: $0).common) } ?? PlainText.of(end.cca3)
        return (end.city.map { PlainText.of($0) + ", " } ?? "") + "\(country) (\(PlainText.of(end.cca3)))"
    }

    /// Where the place was measured from, and the point.
    private static func measured(_ end: PlaceDistance.End) -> String {
        let at = "\(PointsView.coordinate(end.point.latitude)), \(PointsView.coordinate(end.point.longitude))"
        return switch end.measuredAt {
        case .city: ", at \(at)"
        case .capital: ", at its capital, \(at)"
        case .centre: ", at its centre, \(at)"
        }
    }

    private static func object(_ distance: PlaceDistance, shown: ShownCountries) -> JSONValue {
        let end = { (end: PlaceDistance.End) -> JSONValue in
            .object([
                .init("input", .string(end.text)),
                .init("country", .string(end.cca3)),
                .init("name", .string(shown.country(cca3: end.cca3).map { shown.name(of: $0).common } ?? end.cca3)),
                .init("city", end.city.map(JSONValue.string) ?? .null),
                .init("geonameid", end.geonameid.map { .number(Double($0)) } ?? .null),
                .init("latitude", .number(end.point.latitude)),
                .init("longitude", .number(end.point.longitude)),
                .init("measuredAt", .string(end.measuredAt.rawValue)),
            ])
        }
        return .object([
            .init("from", end(distance.from)), .init("to", end(distance.to)),
            .init("kilometres", .number(Double(PointsView.kilometres(distance.kilometres)) ?? distance.kilometres)),
            .init("miles", .number(Double(PointsView.kilometres(distance.miles)) ?? distance.miles)),
        ])
    }
}
