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
        .target(
            name: "CountriesSnapshot",
            exclude: ["countries-v3.1.json", "NOTICE.md"]
        ),
        .target(name: "CountriesKit", dependencies: ["CountriesSnapshot"]),
        .target(name: "CountriesWeb", dependencies: ["CountriesKit"]),
        .executableTarget(name: "countries", dependencies: ["CountriesKit"]),
        .executableTarget(name: "countries-fetch", dependencies: ["CountriesWeb"]),
        .target(name: "CountriesMocks", dependencies: ["CountriesKit"], path: "Mocks"),
        .testTarget(name: "CountriesKitTests", dependencies: ["CountriesKit", "CountriesMocks"]),
        .testTarget(name: "CountriesWebTests", dependencies: ["CountriesWeb", "CountriesMocks"]),
        .testTarget(name: "EndToEndTests", dependencies: ["countries", "countries-fetch"]),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .c2x
)
