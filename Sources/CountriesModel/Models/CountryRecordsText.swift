extension Array where Element == Country {
    /// The records as one JSON array, laid out as the snapshot file is: the
    /// `--json` list output and the cache file both.
    package var jsonArrayText: String {
        Self.jsonArrayText(map(\.json))
    }

    /// Record texts, each as it stands at depth 1 of an array, joined into one.
    package static func jsonArrayText(_ records: [String]) -> String {
        records.isEmpty ? "[]" : "[\n  " + records.joined(separator: ",\n  ") + "\n]"
    }
}
