// Writes Sources/CountriesSnapshot/countries-v3.1.index from the JSON beside
// it: `swift run countries-index`. The index is checked in, and a test
// (SnapshotIndexTests) fails while it is stale, naming this command.
import CountriesData
import CountriesSystem
import Glibc

let snapshot = String(#filePath.dropLast("countries-index/main.swift".count)) + "CountriesSnapshot/"
let (jsonPath, indexPath) = (snapshot + "countries-v3.1.json", snapshot + "countries-v3.1.index")

do {
    let json = try FileDescriptor.readAll(jsonPath)
    let index = try json.withUnsafeBufferPointer { try CountryIndex.make(from: $0, identity: .init(size: UInt64($0.count)), recipe: nil) }
    let descriptor = open(indexPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0, index.withUnsafeBufferPointer({ FileDescriptor.writeAll($0, to: descriptor) }) == nil, close(descriptor) == 0 else {
        throw SystemError(errno)
    }
    print("wrote \(indexPath) (\(index.count) bytes)")
} catch {
    _ = FileDescriptor.writeAll("countries-index: \(error)\n", to: STDERR_FILENO)
    exit(1)
}
