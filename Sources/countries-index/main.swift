// Writes the derived files checked in beside the data they are made of:
// Sources/CountriesSnapshot/countries-v3.1.index from the JSON beside it,
// world-name-keys.bin and subdivision-keys.bin from the world data
// (WorldNameKeys), and city-keys.bin from cities.bin and
// docs/data/cities/alternate-names.tsv (CityNameKeys): `swift run
// countries-index`. A test (SnapshotIndexTests, WorldNameKeysTests,
// CitiesDataTests) fails while any is stale, naming this command.
import CountriesData
import CountriesSystem
import Glibc

let snapshot = String(#filePath.dropLast("countries-index/main.swift".count)) + "CountriesSnapshot/"
let alternateNames = String(#filePath.dropLast("Sources/countries-index/main.swift".count)) + "docs/data/cities/alternate-names.tsv"

func write(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0, bytes.withUnsafeBufferPointer({ FileDescriptor.writeAll($0, to: descriptor) }) == nil, close(descriptor) == 0 else {
        throw SystemError(errno)
    }
    print("wrote \(path) (\(bytes.count) bytes)")
}

do {
    let json = try FileDescriptor.readAll(snapshot + "countries-v3.1.json")
    try write(json.withUnsafeBufferPointer { try CountryIndex.make(from: $0, identity: .init(size: UInt64($0.count)), recipe: nil) }, to: snapshot + "countries-v3.1.index")
    try write(WorldNameKeys.make(try RealWorldDataRepository.countryNameKeys()), to: snapshot + "world-name-keys.bin")
    try write(WorldNameKeys.make(try RealWorldDataRepository.subdivisionNameKeys()), to: snapshot + "subdivision-keys.bin")
    try write(CityNameKeys.make(try RealCitiesRepository.nameKeys(alternateNames: FileDescriptor.readAll(alternateNames))), to: snapshot + "city-keys.bin")
} catch {
    _ = FileDescriptor.writeAll("countries-index: \(error)\n", to: STDERR_FILENO)
    exit(1)
}
