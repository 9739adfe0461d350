import CountriesData
import CountriesJSON

/// One answer of the v5 API: `{"data":{"objects":[…],"meta":{…}}}`, with
/// the per-result search annotations (every key starting with `_`) stripped.
struct V5Page {
    struct Meta: Equatable {
        var total: Int
        var count: Int
        var limit: Int
        var offset: Int
        var more: Bool
    }

    var objects: [JSONValue]
    /// nil when the server sent none: then this page is the whole list.
    var meta: Meta?

    init(_ body: JSONValue, url: String) throws {
        guard case let .array(objects)? = body["data"]?["objects"] else {
            throw APIError.unexpectedBody(url: url, reason: "expected {\"data\": {\"objects\": [...]}}")
        }
        self.objects = objects.map(Self.withoutAnnotations)
        guard let meta = body["data"]?["meta"], meta != .null else { return }
        func number(_ key: String) throws -> Int {
            guard case let .number(value)? = meta[key], let whole = Int(exactly: value), whole >= 0 else {
                throw APIError.unexpectedBody(url: url, reason: "meta.\(key) is not a count")
            }
            return whole
        }
        guard case let .bool(more)? = meta["more"] else {
            throw APIError.unexpectedBody(url: url, reason: "meta.more is not true or false")
        }
        self.meta = Meta(total: try number("total"), count: try number("count"), limit: try number("limit"), offset: try number("offset"), more: more)
    }

    private static func withoutAnnotations(_ object: JSONValue) -> JSONValue {
        guard case let .object(members) = object else { return object }
        return .object(members.filter { !$0.key.hasPrefix("_") })
    }
}
