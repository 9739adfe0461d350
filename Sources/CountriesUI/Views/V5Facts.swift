import CountriesJSON
import CountriesModel

/// The facts only v5 data has, read from the country's cached record (the
/// fields `V5CountryRecord` adds: docs/API-DIALECTS.md). A snapshot record
/// lacks them, and each is then nil: the line is absent, not "none".
enum V5Facts {
    /// Each capital with its roles: "Sucre (constitutional, judicial)".
    static func capitals(in record: JSONValue) -> [String]? {
        guard case let .array(capitals)? = record["capitals"], !capitals.isEmpty else { return nil }
        return capitals.compactMap { capital in
            guard let name = capital["name"]?.stringValue, !name.isEmpty else { return nil }
            let roles = strings(capital["roles"])
            return roles.isEmpty ? name : "\(name) (\(roles.joined(separator: ", ")))"
        }
    }

    /// Sovereign, or whose dependency and of what kind; disputed; a UN
    /// observer: "autonomous territory of Denmark (DNK)".
    static func status(in record: JSONValue, parentName: (String) -> String?) -> [String]? {
        guard let classification = record["classification"] else { return nil }
        var items: [String] = []
        let kind = classification["dependencyType"]?.stringValue ?? ""
        if let cca3 = record["parent"]?["cca3"]?.stringValue, !cca3.isEmpty {
            let parent = parentName(cca3).map { "\($0) (\(cca3))" } ?? cca3
            items.append("\(kind.isEmpty ? "dependency" : kind) of \(parent)")
        } else if flag(classification["dependency"]) {
            items.append(kind.isEmpty ? "dependency" : kind)
        } else if flag(classification["sovereign"]) {
            items.append("sovereign")
        }
        if flag(classification["disputed"]) { items.append("disputed") }
        if flag(classification["unObserver"]) { items.append("UN observer") }
        return items.isEmpty ? nil : items
    }

    /// "metric, Celsius".
    static func units(in record: JSONValue) -> [String]? {
        nonEmpty([record["units"]?["measurementSystem"]?.stringValue, record["units"]?["temperatureScale"]?.stringValue])
    }

    /// Wikipedia's page and the official site.
    static func links(in record: JSONValue) -> [String]? {
        nonEmpty([record["links"]?["wikipedia"]?.stringValue, record["links"]?["official"]?.stringValue])
    }

    /// The flag's palette, else its dominant and prominent colours.
    static func flagColors(in record: JSONValue) -> [String]? {
        guard let colors = record["flagColors"] else { return nil }
        let palette = strings(colors["palette"])
        return palette.isEmpty ? nonEmpty([colors["dominant"]?.stringValue, colors["prominent"]?.stringValue]) : palette
    }

    /// FIPS 10-4 and GEC codes, for the codes line: "fips GM  gec GM".
    static func codes(in record: JSONValue) -> [String] {
        ["fips", "gec"].compactMap { key in record[key]?.stringValue.flatMap { $0.isEmpty ? nil : "\(key) \($0)" } }
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
