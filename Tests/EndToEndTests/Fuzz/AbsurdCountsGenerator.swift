import Foundation

/// A record with absurd counts (issue 33): thousands of memberships,
/// capitals (v3.1's names and v5's with roles), neighbours, time zones,
/// domains or spellings. Fuzzing from outside found `show` quadratic in them
/// (40,000 memberships: 29 s); a refresh now refuses more than 1,000 of any.
enum AbsurdCountsGenerator {
    static let fields = ["memberships", "capital", "capitals", "borders", "timezones", "tld", "altSpellings"]

    /// `record` with `count` entries in `field`.
    static func swell(_ record: [String: Any], field: String, count: Int) -> [String: Any] {
        var record = record
        switch field {
        case "memberships":
            record[field] = Dictionary(uniqueKeysWithValues: (0..<count).map { ("org\($0)", $0 % 3 != 0) })
        case "capitals":
            record[field] = (0..<count).map { ["name": "Capital \($0)", "roles": $0 % 2 == 0 ? ["administrative"] : ["judicial", "legislative"]] }
        case "borders":
            let codes = ["DEU", "BEL", "ESP", "ITA", "CHE", "LUX", "AND", "MCO"]
            record[field] = (0..<count).map { codes[$0 % codes.count] }
        default:
            record[field] = (0..<count).map { "\(field) \($0)" }
        }
        return record
    }
}
