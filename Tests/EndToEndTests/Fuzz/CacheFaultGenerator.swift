import Foundation

/// Damage done to a good cache (countries.json and countries.origin.json, as
/// a refresh wrote them): cut, bit-flipped, nested deep, hand-edited numbers
/// and names, emptied, replaced by a directory, a FIFO or a symlink loop;
/// and (issue 33) a raw control or a byte no UTF-8 has written into a
/// string, and countries.json a symlink to /dev/zero or to a FIFO.
enum CacheFault: String, CaseIterable {
    case truncated, flippedBytes, deepNesting, handEditedNumbers, hostileNames, emptyFile
    case dataIsDirectory, dataIsFIFO, dataIsSymlinkLoop, originIsDirectory, originDamaged, originDeleted, originForeign
    case rawByteInAString, dataIsDevZeroLink, dataIsFIFOLink

    static let data = "countries.json", origin = "countries.origin.json"

    /// Does the damage to the cache in `directory`; names what it did.
    func apply(to directory: URL, _ random: inout SplitMix64) throws -> String {
        let dataURL = directory.appendingPathComponent(Self.data), originURL = directory.appendingPathComponent(Self.origin)
        var bytes = try Data(contentsOf: dataURL)
        switch self {
        case .truncated:
            let cut = random.below(bytes.count)
            try bytes.prefix(cut).write(to: dataURL)
            return "countries.json cut at byte \(cut)"
        case .flippedBytes:
            var where_: [Int] = []
            for _ in 0..<random.int(1...8) {
                let at = random.below(bytes.count)
                bytes[at] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                where_.append(at)
            }
            try bytes.write(to: dataURL)
            return "countries.json bytes changed at \(where_)"
        case .deepNesting:
            let depth = random.pick([300, 5_000, 100_000, 200_000, 1_000_000])
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let text = String(decoding: bytes, as: UTF8.self)
            let edited = random.chance(0.5) ? nested : text.replacingOccurrences(of: "\"population\":", with: "\"deep\":\(nested),\"population\":", options: [], range: text.range(of: "\"population\":"))
            try Data(edited.utf8).write(to: dataURL)
            return "JSON nested \(depth) deep"
        case .handEditedNumbers:
            let token = random.pick(["+1", "01", "1e400", "-0", "NaN", "1e19", "0x10", "18446744073709551616", "1.", ".5", "-", "1e"])
            let text = String(decoding: bytes, as: UTF8.self)
            let key = random.pick(["\"population\":", "\"area\":"])
            guard let range = text.range(of: key) else { return "nothing to edit" }
            let end = text[range.upperBound...].firstIndex { ",}".contains($0) } ?? text.endIndex
            try Data(text.replacingCharacters(in: range.upperBound..<end, with: token).utf8).write(to: dataURL)
            return "the first \(key) set to \(token)"
        case .hostileNames:
            guard var records = try JSONSerialization.jsonObject(with: bytes) as? [[String: Any]] else { return "nothing to edit" }
            let evil = random.pick(["Evil\nLand", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;owned\u{07}", "Tab\tbed", "C1\u{9B}31m", "\r", "\u{202E}x"])
            for index in records.indices where random.chance(0.3) {
                var name = records[index]["name"] as? [String: Any] ?? [:]
                name["common"] = evil + ((name["common"] as? String) ?? "")
                records[index]["name"] = name
                records[index]["capital"] = [evil]
                records[index]["region"] = random.chance(0.5) ? evil : records[index]["region"]
            }
            try JSONSerialization.data(withJSONObject: records).write(to: dataURL)
            return "names, capitals and regions with \(evil.debugDescription)"
        case .emptyFile:
            try Data().write(to: random.chance(0.5) ? dataURL : originURL)
            return "an empty file"
        case .rawByteInAString:
            // Over a letter of a name: the space made a NUL that fuzzing found.
            let letters = bytes.indices.filter { (0x61...0x7A).contains(bytes[$0]) }
            var where_: [Int] = []
            for _ in 0..<random.int(1...3) {
                let at = random.pick(letters)
                bytes[at] = random.pick([0x00, 0x01, 0x09, 0x0A, 0x1B, 0x1F, 0x80, 0xC0, 0xFE, 0xFF])
                where_.append(at)
            }
            try bytes.write(to: dataURL)
            return "countries.json, a raw control or non-UTF-8 byte over a letter at \(where_)"
        case .dataIsDevZeroLink, .dataIsFIFOLink:
            try FileManager.default.removeItem(at: dataURL)
            let target = self == .dataIsDevZeroLink ? "/dev/zero" : directory.appendingPathComponent("elsewhere").path
            if self == .dataIsFIFOLink { _ = mkfifo(target, 0o644) }
            try FileManager.default.createSymbolicLink(atPath: dataURL.path, withDestinationPath: target)
            return "countries.json is a symlink to \(target)"
        case .dataIsDirectory, .dataIsFIFO, .dataIsSymlinkLoop:
            try FileManager.default.removeItem(at: dataURL)
            switch self {
            case .dataIsDirectory: try FileManager.default.createDirectory(at: dataURL.appendingPathComponent("x"), withIntermediateDirectories: true)
            case .dataIsFIFO: _ = mkfifo(dataURL.path, 0o644)
            default: try FileManager.default.createSymbolicLink(atPath: dataURL.path, withDestinationPath: Self.data)
            }
            return "countries.json is a \(self)"
        case .originIsDirectory:
            try FileManager.default.removeItem(at: originURL)
            try FileManager.default.createDirectory(at: originURL.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
            return "a directory where the origin file should be"
        case .originDamaged:
            let origin = try Data(contentsOf: originURL)
            try random.pick([origin.prefix(origin.count / 2), Data("{\"x\": [[[[".utf8), Data("\u{1B}[2J".utf8), Data(repeating: 0x5B, count: 300_000)]).write(to: originURL)
            return "a damaged origin file"
        case .originDeleted:
            try FileManager.default.removeItem(at: originURL)
            return "no origin file"
        case .originForeign:
            // Another cache's origin: its inode names other data.
            try Data(contentsOf: originURL).write(to: originURL.appendingPathExtension("copy"))
            _ = rename(originURL.appendingPathExtension("copy").path, originURL.path)
            try bytes.write(to: dataURL.appendingPathExtension("copy"))
            _ = rename(dataURL.appendingPathExtension("copy").path, dataURL.path)
            return "data rewritten after its origin"
        }
    }
}
