import Foundation

/// Names that carry a second name, made from the snapshot's countries
/// (`NameQualifiers`' readings): a country's name with its own capital, with
/// another country's capital, a Soviet-republic form of any demonym, a
/// country less another or less its own capital, "A Islands" as "As",
/// joined at random separators, either way round. Each with the countries
/// its answer may be: any other answer is a wrong country.
enum QualifiedNameGenerator {
    struct Country {
        let cca3: String
        let common: String
        let capitals: [String]
        let demonym: String
        let independent: Bool
    }

    struct Case {
        let name: String
        /// The one country allowed, or none (the name must then fit no country).
        let allowed: String?
        let kind: String
    }

    static let countries: [Country] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CountriesSnapshot/countries-v3.1.json")
        guard let data = try? Data(contentsOf: url), let records = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return records.compactMap { record in
            guard let cca3 = record["cca3"] as? String, let name = record["name"] as? [String: Any], let common = name["common"] as? String else { return nil }
            let demonym = ((record["demonyms"] as? [String: Any])?["eng"] as? [String: Any])?["m"] as? String ?? ""
            return Country(cca3: cca3, common: common, capitals: record["capital"] as? [String] ?? [], demonym: demonym,
                           independent: record["independent"] as? Bool ?? false)
        }
    }()

    /// The USSR's successors (ISO 3166-3 SUHH), as `ISO3166Part3` lists them.
    static let sovietSuccessors: Set<String> = ["ARM", "AZE", "BLR", "EST", "GEO", "KAZ", "KGZ", "LVA", "LTU", "MDA", "RUS", "TJK", "TKM", "UKR", "UZB"]

    static func joined(_ first: String, _ second: String, _ random: inout SplitMix64) -> String {
        switch random.int(0...6) {
        case 0: "\(first) \(second)"
        case 1: "\(first)-\(second)"
        case 2: "\(first) - \(second)"
        case 3: "\(first), \(second)"
        case 4: "\(first) (\(second))"
        case 5: "\(first)/\(second)"
        default: "\(first): \(second)"
        }
    }

    static func make(_ random: inout SplitMix64) -> Case {
        let country = random.pick(countries)
        var other = random.pick(countries)
        while other.cca3 == country.cca3 { other = random.pick(countries) }
        switch random.int(0...5) {
        case 0 where !country.capitals.isEmpty:
            // Its own capital: the country, or (a capital that is also a
            // country's name, a name that fits several) no answer.
            let capital = random.pick(country.capitals)
            let name = random.chance(0.7) ? joined(country.common, capital, &random) : joined(capital, country.common, &random)
            return Case(name: name, allowed: country.cca3, kind: "its own capital")
        case 1 where !other.capitals.isEmpty:
            // Another's capital decides nothing: never that other country.
            return Case(name: joined(country.common, random.pick(other.capitals), &random), allowed: country.cca3, kind: "another's capital")
        case 2 where !country.demonym.isEmpty:
            let ending = random.pick(["SSR", "S.S.R.", "Soviet Socialist Republic"])
            return Case(name: "\(country.demonym) \(ending)", allowed: sovietSuccessors.contains(country.cca3) ? country.cca3 : nil, kind: "a Soviet republic")
        case 3:
            let word = random.pick(["excluding", "except", "without"])
            return Case(name: "\(country.common) \(word) \(other.common)", allowed: country.cca3, kind: "less another")
        case 4 where !country.capitals.isEmpty:
            return Case(name: "\(country.common) except \(random.pick(country.capitals))", allowed: nil, kind: "less its capital")
        default:
            // A name made plural and "Islands" left out is that name's, or no one's.
            let words = country.common.split(separator: " ")
            guard words.count >= 2, words.last == "Islands" else { return make(&random) }
            return Case(name: words.dropLast(2).joined(separator: " ") + (words.count > 2 ? " " : "") + words[words.count - 2] + "s",
                        allowed: country.cca3, kind: "islands' plural")
        }
    }
}
