// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "countries",
    // Built and tested on Linux only; no other platform is claimed.
    products: [
        .executable(name: "countries", targets: ["countries"]),
        // The network client, run by `countries --refresh` only: the program
        // itself never loads URLSession (FoundationNetworking, libcurl, TLS),
        // as `git` runs `git-remote-https` and never links libcurl itself.
        .executable(name: "countries-fetch", targets: ["countries-fetch"]),
        .library(name: "CountriesKit", targets: ["CountriesKit"]),
    ],
    targets: [
        // The REST Countries snapshot, embedded unmodified with C23 `#embed`:
        // no generated source to compile, no resource file to find at run time.
        // Beside it, its index (see CountryIndex), embedded the same way.
        .target(
            name: "CountriesSnapshot",
            exclude: [
                "countries-v3.1.json", "countries-v3.1.index", "NOTICE.md",
                "world-names.bin", "subdivisions.bin", "m49.bin", "memberships.bin",
            ]
        ),
        .target(name: "CountriesKit", dependencies: ["CountriesSnapshot"]),
        .target(name: "CountriesWeb", dependencies: ["CountriesKit"]),
        // The Swift runtime linked in: no shared Swift library to find, map
        // and bind at start-up (see docs/BENCHMARKS.md). Only this program:
        // countries-fetch needs FoundationNetworking, which links dynamically.
        .executableTarget(
            name: "countries", dependencies: ["CountriesKit"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]
        ),
        .executableTarget(name: "countries-fetch", dependencies: ["CountriesWeb"]),
        // Writes the snapshot's index: `swift run countries-index`. A checked-in
        // index with a test that fails while it is stale, rather than a
        // build-tool plugin: the build stays a plain compile (no tool to build
        // and run first, nothing regenerated on every clean build), and the
        // index changes only when the snapshot does, in the same commit.
        .executableTarget(name: "countries-index", dependencies: ["CountriesKit"]),
        .target(name: "CountriesMocks", dependencies: ["CountriesKit"], path: "Mocks"),
        .testTarget(name: "CountriesKitTests", dependencies: ["CountriesKit", "CountriesMocks"]),
        .testTarget(name: "CountriesWebTests", dependencies: ["CountriesWeb", "CountriesMocks"]),
        // Runs the built executables (`swift test` builds every product
        // first); it does not link them, which would link the static Swift
        // runtime into the test bundle beside the shared one.
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .c2x
)
