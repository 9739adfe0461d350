// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "countries",
    // Built and tested on Linux only; no other platform is claimed.
    products: [
        .executable(name: "countries", targets: ["countries"]),
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
        .executableTarget(name: "countries", dependencies: ["CountriesKit"]),
        .target(name: "CountriesMocks", dependencies: ["CountriesKit"], path: "Mocks"),
        .testTarget(name: "CountriesKitTests", dependencies: ["CountriesKit", "CountriesMocks"]),
        .testTarget(name: "EndToEndTests", dependencies: ["countries"]),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .c2x
)
