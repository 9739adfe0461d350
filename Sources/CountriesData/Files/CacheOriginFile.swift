import CountriesJSON
import CountriesModel

/// `countries.origin.json`, beside the cache: where its records came from.
///
///     {"base": {"source": URL, "api": "v5", "fetchedAt": ISO 8601, "requests": 3} | "snapshot" | "unknown",
///      "updates": [{"cca3": "FRA", "source": URL, "api": "v5", "fetchedAt": ISO 8601, "requests": 1}, …],
///      "dataInode": "1234567", "dataChecksum": "9f86d081884c7d65", "dataSize": "1569183", "dataModified": "1795000000"}
///
/// `dataInode` names the data file it describes: data that is not that
/// file (a refresh killed between its two renames) has an unknown origin.
/// `dataChecksum` (since issue 33) is the `Checksum` of that file's bytes,
/// with its size and mtime in whole seconds (`dataSize`, `dataModified`):
/// data read without its index (an mtime kept only to the microsecond passes
/// the index over) that still claims to be that file, the same inode, size
/// and second, is checked against it, so that a byte changed in place is
/// damage found, not text shown. An edit changes the mtime (the data is
/// written backdated), and is read as before.
/// A string, as inode numbers are 64-bit and a JSON number is read as a
/// double, exact only to 2^53; a number, as the first 0.2 builds wrote it,
/// still reads.
/// Version 0.1.0 wrote `{"source": URL, "fetchedAt": …}`, always from a v3.1
/// server; that still reads, as does a fetch without `requests` (the
/// requests a refresh cost, written since 0.3). No key is ever written here.
enum CacheOriginFile {
    /// What the origin file says of the data's bytes.
    struct DataSum: Equatable {
        let checksum: UInt64
        let size: UInt64
        let modifiedSeconds: Int64
    }

    static func json(_ origin: CacheOrigin, dataInode: UInt64, dataSum: DataSum? = nil) -> JSONValue {
        let base: JSONValue = switch origin.base {
        case .snapshot: .string("snapshot")
        case .unknown: .string("unknown")
        case let .fetched(fetch): .object(members(of: fetch))
        }
        let updates = origin.updates.map { JSONValue.object([.init("cca3", .string($0.cca3))] + members(of: $0.fetch)) }
        return .object([.init("base", base), .init("updates", .array(updates)), .init("dataInode", .string(String(dataInode)))]
            + (dataSum.map { sum in
                [.init("dataChecksum", .string(String(sum.checksum, radix: 16))), .init("dataSize", .string(String(sum.size))),
                 .init("dataModified", .string(String(sum.modifiedSeconds)))]
            } ?? []))
    }

    /// The sum of the data file at `dataInode`, when this origin describes
    /// that very file and holds one.
    static func dataSum(from json: JSONValue, dataInode: UInt64?) -> DataSum? {
        guard let dataInode, case let .string(inode)? = json["dataInode"], UInt64(inode) == dataInode,
              let checksum = json["dataChecksum"]?.stringValue.flatMap({ UInt64($0, radix: 16) }),
              let size = json["dataSize"]?.stringValue.flatMap({ UInt64($0) }),
              let modified = json["dataModified"]?.stringValue.flatMap({ Int64($0) }) else { return nil }
        return DataSum(checksum: checksum, size: size, modifiedSeconds: modified)
    }

    /// `.unknown` for anything this program did not write, or that describes
    /// another data file than the one at `dataInode`.
    static func origin(from json: JSONValue, dataInode: UInt64?) -> CacheOrigin {
        if json["base"] == nil, let fetch = fetch(json, defaultAPI: .v31) { return .everyCountry(fetch) }
        let described: UInt64?? = switch json["dataInode"] {
        case let .string(text)?: .some(UInt64(text))
        case let .number(number)?: .some(UInt64(exactly: number))
        default: nil // written before the inode was recorded
        }
        if let described, described != dataInode {
            return CacheOrigin(base: .unknown)
        }
        let base: CacheOrigin.Base = switch json["base"] {
        case .string("snapshot"): .snapshot
        case let value?: fetch(value).map(CacheOrigin.Base.fetched) ?? .unknown
        case nil: .unknown
        }
        guard case let .array(entries)? = json["updates"] else { return CacheOrigin(base: base) }
        let updates = entries.compactMap { entry -> CountryFetch? in
            guard let cca3 = entry["cca3"]?.stringValue, let fetch = fetch(entry) else { return nil }
            return CountryFetch(cca3: cca3, fetch: fetch)
        }
        return CacheOrigin(base: base, updates: updates)
    }

    private static func members(of fetch: Fetch) -> [JSONValue.Member] {
        [.init("source", .string(fetch.server)), .init("api", .string(fetch.api.rawValue)), .init("fetchedAt", .string(fetch.fetchedAt.iso8601))]
            + (fetch.requests.map { [JSONValue.Member("requests", .number(Double($0)))] } ?? [])
    }

    private static func fetch(_ json: JSONValue, defaultAPI: APIVersion? = nil) -> Fetch? {
        guard let server = json["source"]?.stringValue,
              let date = json["fetchedAt"]?.stringValue.flatMap(Timestamp.init(iso8601:)),
              let api = json["api"]?.stringValue.flatMap(APIVersion.init(rawValue:)) ?? defaultAPI
        else { return nil }
        // A count that is no whole number of requests is not kept.
        let requests: Int? = if case let .number(number)? = json["requests"], let count = Int(exactly: number), count >= 0 { count } else { nil }
        return Fetch(server: server, api: api, fetchedAt: date, requests: requests)
    }
}
