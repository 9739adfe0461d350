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
    ],
    // One target a layer, so that a dependency the wrong way is a compile
    // error (docs/ARCHITECTURE.md draws the graph). What crosses a target is
    // `package`: the package is one program, with no outside client.
    targets: [
        // Values and pure functions of them: countries, catalogs, queries,
        // search and lookup, routes, text; the records a screen shows as
        // JSON values. Imports only the JSON library and the Unicode tables.
        .target(name: "CountriesModel", dependencies: ["CountriesJSON", "CountriesUnicode"]),
        // The tables of the one normal form names are read in (NFC, case
        // folded, spaces and punctuation one way: NormalForm.swift), written
        // by docs/data/unicode/generate_normal_form.py and embedded with `#embed`.
        .target(name: "CountriesUnicode", exclude: ["normal-form.bin", "NOTICE.md"]),
        // JSON read in one pass and written as UTF-8: a library of its own.
        .target(name: "CountriesJSON"),
        // The operating system: descriptors, processes, threads, environment.
        .target(name: "CountriesSystem"),
        // The observable store: plain data of model values.
        .target(name: "CountriesStore", dependencies: ["CountriesModel"]),
        // The REST Countries snapshot, embedded unmodified with C23 `#embed`:
        // no generated source to compile, no resource file to find at run time.
        // Beside it, its index (see CountryIndex), embedded the same way, and
        // the map's country shapes (docs/data/maps/), and in world_data.c the
        // built-in world data (docs/data/world/): CLDR names, ISO 3166-2
        // subdivisions, UN M49 regions, membership lists; in cities.c GeoNames'
        // cities (docs/data/cities/).
        .target(
            name: "CountriesSnapshot",
            exclude: [
                "countries-v3.1.json", "countries-v3.1.index", "world-shapes.bin", "NOTICE.md",
                "world-names.bin", "subdivisions.bin", "m49.bin", "memberships.bin", "timezones.bin",
                "world-name-keys.bin", "subdivision-keys.bin", "cities.bin", "city-keys.bin", "zone-shapes.bin",
            ]
        ),
        // Repositories: the cache, the snapshot and its index, the web
        // repository's protocol and the helper process that implements it.
        .target(
            name: "CountriesData",
            dependencies: ["CountriesModel", "CountriesJSON", "CountriesSystem", "CountriesSnapshot"]
        ),
        // Stateless interactors: every intent of the user, written into the store.
        .target(name: "CountriesInteractors", dependencies: ["CountriesModel", "CountriesStore", "CountriesData"]),
        // Views (state -> lines) and the terminal; browse's help screen
        // reads the one command table, as the command line's help does.
        .target(name: "CountriesUI", dependencies: ["CountriesModel", "CountriesStore", "CountriesJSON", "CountriesSystem", "CountriesCLI"]),
        // The command line and browse's prompt: the one command table and
        // the option table, parsing, help, the man page, completion scripts.
        .target(name: "CountriesCLI", dependencies: ["CountriesModel", "CountriesStore"]),
        // The runner and the browse loop: parse, one intent, render, exit.
        .target(
            name: "CountriesApp",
            dependencies: [
                "CountriesModel", "CountriesStore", "CountriesSystem", "CountriesData",
                "CountriesInteractors", "CountriesUI", "CountriesCLI",
            ]
        ),
        .target(name: "CountriesWeb", dependencies: ["CountriesModel", "CountriesJSON", "CountriesData"]),
        // The composition root, linked as a static executable: no dynamic
        // loader runs, no shared library is mapped, bound or relocated at
        // start-up, so `show fra` costs fewer instructions than a Swift
        // hello-world (docs/BENCHMARKS.md). Only this program: countries-fetch
        // needs FoundationNetworking, which links dynamically. The program
        // asks glibc for nothing that needs a shared library (no NSS: see
        // PasswordFile; no dlopen: see CountriesStaticExecutable).
        .executableTarget(
            name: "countries",
            dependencies: [
                "CountriesApp", "CountriesData", "CountriesInteractors", "CountriesUI", "CountriesStore", "CountriesSystem",
                "CountriesStaticExecutable",
            ],
            linkerSettings: [.unsafeFlags(["-static-executable"])]
        ),
        .target(name: "CountriesStaticExecutable"),
        .executableTarget(name: "countries-fetch", dependencies: ["CountriesWeb", "CountriesData", "CountriesSystem"]),
        // Writes the snapshot's index and the world data's name keys: `swift
        // run countries-index`. A checked-in index with a test that fails while it is stale, rather than a
        // build-tool plugin: the build stays a plain compile (no tool to build
        // and run first, nothing regenerated on every clean build), and the
        // index changes only when the snapshot does, in the same commit.
        .executableTarget(name: "countries-index", dependencies: ["CountriesData", "CountriesSystem"]),
        .target(
            name: "CountriesMocks",
            dependencies: [
                "CountriesModel", "CountriesStore", "CountriesSystem", "CountriesData",
                "CountriesInteractors", "CountriesUI", "CountriesApp",
            ],
            path: "Mocks"
        ),
        .testTarget(
            name: "CountriesKitTests",
            dependencies: [
                "CountriesModel", "CountriesJSON", "CountriesStore", "CountriesSystem", "CountriesData",
                "CountriesInteractors", "CountriesUI", "CountriesCLI", "CountriesApp", "CountriesMocks",
                "CountriesSnapshot",
            ]
        ),
        .testTarget(name: "CountriesWebTests", dependencies: ["CountriesWeb", "CountriesData", "CountriesModel", "CountriesJSON", "CountriesMocks"]),
        // Runs the built executables (`swift test` builds every product
        // first); it does not link them, which would link the static Swift
        // runtime into the test bundle beside the shared one.
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .c2x
)
