import CountriesJSON
import CountriesModel

/// How much of one kind a country's record may hold before a refresh takes
/// it for data it cannot understand (exit 65, the cache untouched): far more
/// than any country has (the most capitals are 3, memberships some 60,
/// translations 26, borders 16), far fewer than would make every later
/// `show` of it slow for as long as it is cached. Fuzzing from outside sent
/// 40,000 memberships (issue 33). docs/RELIABILITY.md states the limit.
enum RecordLimits {
    /// Elements of any list, or members of any map, in one record.
    static let mostEntries = 1_000

    /// Why `record` is refused, or nil: the first list or map past the limit.
    static func refusal(of record: JSONValue) -> String? {
        guard let (path, count) = overfull(record, at: "") else { return nil }
        let name = record["name"]?["common"]?.stringValue ?? record["cca3"]?.stringValue ?? "a country"
        return "\(PlainText.line(name, longest: 60)) has \(count) entries in \(PlainText.line(path, longest: 60)), more than the \(mostEntries) a record may hold"
    }

    private static func overfull(_ value: JSONValue, at path: String) -> (path: String, count: Int)? {
        switch value {
        case let .array(elements):
            if elements.count > mostEntries { return (path, elements.count) }
            for element in elements {
                if let found = overfull(element, at: path + "[]") { return found }
            }
        case let .object(members):
            if members.count > mostEntries { return (path, members.count) }
            for member in members {
                if let found = overfull(member.value, at: path.isEmpty ? member.key : path + "." + member.key) { return found }
            }
        default:
            break
        }
        return nil
    }
}
