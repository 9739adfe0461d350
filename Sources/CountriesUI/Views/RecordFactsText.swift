import CountriesModel

/// The words for the facts only some records hold (`RecordFacts`, decoded
/// by the data layer): what `show`, `compare` and `--fields capitals` say.
enum RecordFactsText {
    /// Each capital with its roles: "Sucre (constitutional, judicial)".
    static func capitals(_ capitals: [RecordFacts.Capital]) -> [String] {
        capitals.map { $0.roles.isEmpty ? $0.name : "\($0.name) (\($0.roles.joined(separator: ", ")))" }
    }

    /// "autonomous territory of Denmark (DNK)", "sovereign", "disputed",
    /// "UN observer"; `parentName` names a sovereign by its cca3.
    static func status(_ status: RecordFacts.Status, parentName: (String) -> String?) -> [String] {
        var items: [String] = []
        switch status.standing {
        case let .dependency(kind, parent?)?:
            items.append("\(kind.isEmpty ? "dependency" : kind) of \(parentName(parent).map { "\($0) (\(parent))" } ?? parent)")
        case let .dependency(kind, nil)?:
            items.append(kind.isEmpty ? "dependency" : kind)
        case .sovereign?:
            items.append("sovereign")
        case nil:
            break
        }
        if status.disputed { items.append("disputed") }
        if status.unObserver { items.append("UN observer") }
        return items
    }

    /// FIPS 10-4 and GEC codes, for the codes line: "fips GM", "gec GM".
    static func codes(_ facts: RecordFacts) -> [String] {
        [("fips", facts.fips), ("gec", facts.gec)].compactMap { key, code in code.map { "\(key) \($0)" } }
    }
}
