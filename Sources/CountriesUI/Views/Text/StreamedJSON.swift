/// How a bulk command (`resolve`, `at`) writes a batch of objects as they
/// come: in JSON one array over every batch, its first line `[`, the first
/// object's line begun by two spaces and each later one's by `, `, `]` once
/// the run is finished; in NDJSON an object a line. Nil when the batch
/// writes nothing.
enum StreamedJSON {
    static func batch(
        _ count: Int, json: Bool, first: Bool, finished: Bool, object: (_ index: Int, _ bytes: inout [UInt8]) -> Void
    ) -> [UInt8]? {
        var bytes: [UInt8] = []
        var lines = 0
        func line(_ text: String) {
            if lines > 0 { bytes.append(UInt8(ascii: "\n")) }
            lines += 1
            bytes += text.utf8
        }
        if json, first { line("[") }
        for index in 0..<count {
            line(json ? (first && index == 0 ? "  " : ", ") : "")
            object(index, &bytes)
        }
        if json, finished { line("]") }
        return lines == 0 ? nil : bytes
    }
}
