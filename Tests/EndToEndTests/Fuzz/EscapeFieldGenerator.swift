import Foundation

/// Escapes and other controls put into the data: any string of a record
/// (names, native names, translations, capitals, regions, languages,
/// currencies, demonyms, spellings, domains, time zones, calling codes,
/// codes, the flag...) or a key of its maps, at its start, end or instead.
enum EscapeFieldGenerator {
    static let payloads = [
        "\u{1B}]0;PWNED\u{07}", "\u{1B}[2J\u{1B}[H", "\u{9B}31m", "\u{1B}P+q\u{1B}\\", "\u{85}", "\u{7F}", "\u{8}\u{8}",
        "\r", "\n", "\t", "\u{0}", "\u{202E}", "\u{1B}[6n", "\u{1B}]52;c;cHduZWQ=\u{07}", "\u{1B}",
        // Text that reorders or breaks a line (issue 33): Trojan Source.
        "\u{202E}cod.exe\u{202C}", "\u{2066}\u{2067}\u{2068}\u{2069}", "\u{202A}\u{202B}\u{202D}", "\u{200E}\u{200F}\u{061C}",
        "\u{2028}", "\u{2029}",
    ]
    /// Maps whose keys are data (a language's code, a currency's), not field names.
    static let dataKeyed: Set<String> = ["languages", "currencies", "translations", "nativeName", "demonyms"]

    enum Step: CustomStringConvertible {
        case key(String), index(Int)
        var description: String {
            switch self {
            case let .key(key): key
            case let .index(index): "[\(index)]"
            }
        }
    }

    /// Every string's path in `value`.
    static func stringPaths(in value: Any, at path: [Step] = []) -> [[Step]] {
        switch value {
        case let object as [String: Any]: object.keys.sorted().flatMap { stringPaths(in: object[$0] as Any, at: path + [.key($0)]) }
        case let array as [Any]: array.indices.flatMap { stringPaths(in: array[$0], at: path + [.index($0)]) }
        case is String: [path]
        default: []
        }
    }

    /// `value` with what is at `path` made by `change` (from what was there).
    static func changing(_ value: Any, at path: ArraySlice<Step>, _ change: (Any) -> Any) -> Any {
        guard let step = path.first else { return change(value) }
        switch (step, value) {
        case let (.key(key), object as [String: Any]):
            var copy = object
            copy[key] = changing(object[key] as Any, at: path.dropFirst(), change)
            return copy
        case let (.index(index), array as [Any]) where array.indices.contains(index):
            var copy = array
            copy[index] = changing(array[index], at: path.dropFirst(), change)
            return copy
        default:
            return value
        }
    }

    /// A record with one string, or one data key, laced with a payload;
    /// and where (a `--fields` path: the keys, without indices).
    static func lace(_ record: [String: Any], _ random: inout SplitMix64) -> (record: [String: Any], field: String, what: String) {
        let payload = random.pick(payloads)
        let paths = stringPaths(in: record)
        // The common name a quarter of the time: the field that reaches most outputs.
        let path = random.chance(0.25) ? [.key("name"), .key("common")] : random.pick(paths)
        let field = path.compactMap { step -> String? in if case let .key(key) = step { key } else { nil } }.joined(separator: ".")
        let keyPaths = paths.filter { path in path.dropLast().contains { if case let .key(key) = $0 { dataKeyed.contains(key) } else { false } } }
        if random.chance(0.2), let keyed = keyPaths.isEmpty ? nil : random.pick(keyPaths),
           let mapIndex = keyed.lastIndex(where: { if case let .key(key) = $0 { dataKeyed.contains(key) } else { false } }),
           case let .key(old)? = keyed.dropFirst(mapIndex + 1).first {
            // A key of a data map: the map at keyed[...mapIndex], its key `old`.
            let laced = changing(record, at: keyed[...mapIndex]) { map in
                guard var map = map as? [String: Any], let value = map.removeValue(forKey: old) else { return map }
                map[old + payload] = value
                return map
            }
            return (laced as? [String: Any] ?? record, field, "the key \(old.debugDescription) at \(keyed[...mapIndex].map(\.description).joined(separator: ".")) + \(payload.debugDescription)")
        }
        let place = random.below(3)
        let laced = changing(record, at: path[...]) { old in
            let text = old as? String ?? ""
            return place == 0 ? payload + text : place == 1 ? text + payload : payload
        }
        let how = ["before", "after", "instead of"][place]
        return (laced as? [String: Any] ?? record, field, "\(payload.debugDescription) \(how) \(path.map(\.description).joined(separator: "."))")
    }
}
