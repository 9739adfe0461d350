import CountriesJSON
import CountriesModel

/// Reads the facts only v5 records hold from a country's record (the
/// fields `V5CountryRecord` adds: docs/API-DIALECTS.md) into
/// `RecordFacts`: the one place that knows where in a record they stand. A
/// snapshot record lacks them, and each is then nil.
package enum RecordFactsReader {
    package static func facts(in record: JSONValue) -> RecordFacts {
        RecordFacts(
            capitals: capitals(in: record), status: status(in: record),
            units: nonEmpty([record["units"]?["measurementSystem"]?.stringValue, record["units"]?["temperatureScale"]?.stringValue]),
            links: nonEmpty([record["links"]?["wikipedia"]?.stringValue, record["links"]?["official"]?.stringValue]),
            flagColors: flagColors(in: record),
            fips: text(record["fips"]), gec: text(record["gec"])
        )
    }

    /// `capitals`, each with a name; nil where the record has no such list.
    private static func capitals(in record: JSONValue) -> [RecordFacts.Capital]? {
        guard case let .array(capitals)? = record["capitals"], !capitals.isEmpty else { return nil }
        return capitals.compactMap { capital in
            text(capital["name"]).map { RecordFacts.Capital(name: $0, roles: strings(capital["roles"])) }
        }
    }

    /// `classification`, with `parent`; nil where the record has none, or
    /// it says nothing.
    private static func status(in record: JSONValue) -> RecordFacts.Status? {
        guard let classification = record["classification"] else { return nil }
        let kind = classification["dependencyType"]?.stringValue ?? ""
        let standing: RecordFacts.Standing? =
            if let parent = text(record["parent"]?["cca3"]) {
                .dependency(kind: kind, parent: parent)
            } else if flag(classification["dependency"]) {
                .dependency(kind: kind, parent: nil)
            } else if flag(classification["sovereign"]) {
                .sovereign
            } else {
                nil
            }
        let status = RecordFacts.Status(standing: standing, disputed: flag(classification["disputed"]), unObserver: flag(classification["unObserver"]))
        return status == RecordFacts.Status() ? nil : status
    }

    private static func flagColors(in record: JSONValue) -> [String]? {
        guard let colors = record["flagColors"] else { return nil }
        let palette = strings(colors["palette"])
        return palette.isEmpty ? nonEmpty([colors["dominant"]?.stringValue, colors["prominent"]?.stringValue]) : palette
    }

    private static func text(_ value: JSONValue?) -> String? {
        value?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        guard case let .array(elements)? = value else { return [] }
        return elements.compactMap(\.stringValue).filter { !$0.isEmpty }
    }

    private static func flag(_ value: JSONValue?) -> Bool {
        if case .bool(true)? = value { true } else { false }
    }

    private static func nonEmpty(_ texts: [String?]) -> [String]? {
        let items = texts.compactMap { $0 }.filter { !$0.isEmpty }
        return items.isEmpty ? nil : items
    }
}
