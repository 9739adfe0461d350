import Foundation
import Testing

/// `countries at` as CLI.md says: the real binary copied alone, offline,
/// the points the peers get wrong, the sea, bad input, and CSVs of every
/// shape.
@Suite struct AtTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary.copiedAlone()
    }

    private func answer(_ point: String...) throws -> String {
        try countries.run(arguments: ["at"] + point + ["--fields", "country,zone"], environment: [:]).stdout
    }

    /// A city, the borders reverse geocoders and Natural Earth get wrong
    /// (a point in Switzerland by Italy, one 17 km inside Montana, the
    /// enclaves of Büsingen and Llívia), Kosovo within Europe/Belgrade.
    @Test func pointsNearBorders_answerTheirCountryAndZone() throws {
        #expect(try answer("48.8566,2.3522") == "FRA\tEurope/Paris\n")
        #expect(try answer("46.0037", "8.9511") == "CHE\tEurope/Zurich\n") // Lugano
        #expect(try answer("45.8306,9.0302") == "CHE\tEurope/Zurich\n") // Chiasso, by Como
        #expect(try answer("48.845,-110.0") == "USA\tAmerica/Denver\n") // 17 km inside Montana
        #expect(try answer("47.6966,8.6906") == "DEU\tEurope/Busingen\n") // Büsingen, within Switzerland
        #expect(try answer("42.4631,1.9733") == "ESP\tEurope/Madrid\n") // Llívia, within France
        #expect(try answer("42.6629,21.1655") == "UNK\tEurope/Belgrade\n") // Pristina
        #expect(try answer("44.8125,20.4612") == "SRB\tEurope/Belgrade\n") // Belgrade
        #expect(try answer("-33.8568", "151.2153") == "AUS\tAustralia/Sydney\n")
        #expect(try answer("48°51′24″N 2°21′03″E") == "FRA\tEurope/Paris\n")
        #expect(try answer("2°21′03″E", "48°51′24″N") == "FRA\tEurope/Paris\n")
    }

    /// The subdivision is the nearest city's in the country found; the
    /// nearest city is GeoNames' (15,000 people or more), with its distance.
    @Test func theSubdivisionAndTheNearestCity() throws {
        let austin = try countries.run("at", "30.2672,-97.7431", "--fields", "country,subdivision,city")
        #expect(austin.stdout == "USA\tUS-TX\tAustin\n")
        // Strasbourg's nearest city may be Kehl across the Rhine; its subdivision is France's.
        let strasbourg = try countries.run("at", "48.5734,7.7521", "--fields", "country,subdivision")
        #expect(strasbourg.stdout == "FRA\tFR-GES\n")
        // Its name, in the language chosen (a person's lines give both).
        let named = try countries.run("at", "30.2672,-97.7431", "--fields", "subdivision,subdivisionName")
        #expect(named.stdout == "US-TX\tTexas\n")
        let munich = try countries.run("at", "48.1372,11.5756", "--fields", "subdivisionName")
        #expect(munich.stdout == "Bavaria\n")
        let german = try countries.run("at", "48.1372,11.5756", "--fields", "subdivisionName", "--locale", "de")
        #expect(german.stdout == "Bayern\n")
        let sydney = try countries.run("at", "-33.8568,151.2153", "--fields", "city,cityDistance", "--json")
        #expect(sydney.stdout.contains(#""cityDistance": "#))
    }

    @Test func aPointAtSea_hasNoCountry_exits1_andNamesTheNearest() throws {
        let output = try countries.run("at", "40,-30", "--fields", "country,zone,nearest")
        #expect(output.status == 1)
        #expect(output.stdout == "\tEtc/GMT+2\tPRT\n")
        #expect(output.stderr.hasPrefix("40, -30 is at sea: no country's territory; the nearest is Portugal (PRT), "))
        #expect(output.stderr.hasSuffix(" km away\n"))
    }

    @Test func onATerminal_aLineAFact() throws {
        let output = try countries.run("at", "48.8566,2.3522", "--format", "table")
        #expect(output.status == 0)
        #expect(output.lines.prefix(4) == ["Point         48.8566, 2.3522", "Country       France (FRA)", "Subdivision   Île-de-France (FR-IDF)", "Time zone     Europe/Paris"])
        #expect(output.lines.dropFirst(4).first?.hasPrefix("Local time    ") == true)
        #expect(output.lines.last?.hasPrefix("Nearest city  Paris") == true)
    }

    @Test func json_anObjectOfTheFields() throws {
        let output = try countries.run("at", "48.8566,2.3522", "--json", "--fields", "lat,lng,country,name,zone,nearest,distance")
        #expect(output.stdout == """
        {
          "lat": 48.8566,
          "lng": 2.3522,
          "country": "FRA",
          "name": "France",
          "zone": "Europe/Paris",
          "nearest": null,
          "distance": null
        }

        """)
    }

    /// Each a usage error in one line, never a crash.
    @Test func badCoordinates_areUsageErrors() throws {
        let cases: [([String], String)] = [
            (["91,0"], "Error: '91,0': latitude 91 is past ±90"),
            (["0,181"], "Error: '0,181': longitude 181 is past ±180"),
            (["NaN,0"], "Error: 'NaN,0': not a latitude and a longitude (48.8566,2.3522, or 48°51′24″N 2°21′03″E)"),
            (["1e999,0"], "Error: '1e999,0': not a latitude and a longitude (48.8566,2.3522, or 48°51′24″N 2°21′03″E)"),
            (["151.21,-33.86"], "Error: '151.21,-33.86': latitude 151.21 is past ±90"),
            (["paris"], "Error: 'paris': not a latitude and a longitude (48.8566,2.3522, or 48°51′24″N 2°21′03″E)"),
        ]
        for (arguments, message) in cases {
            let output = try countries.run(arguments: ["at"] + arguments, environment: [:])
            #expect(output.status == 64, "\(arguments)")
            #expect(output.stdout.isEmpty)
            #expect(output.stderr.split(separator: "\n").first.map(String.init) == message, "\(arguments)")
        }
    }

    @Test func theRoute_andTimeOfAPoint() throws {
        let route = try countries.run("--route", "/at/48.8566,2.3522")
        #expect(route.status == 0)
        #expect(route.stdout.hasPrefix("FRA\tFR-IDF\tEurope/Paris\t"))
        let time = try countries.run("time", "48.85,2.35", "--fields", "country,zone")
        #expect(time.stdout == "FRA\tEurope/Paris\n")
        let bad = try countries.run("--route", "/at/91,0")
        #expect(bad.status == 64)
        // A point's link takes at's fields, as `at` does; a city's, city's.
        let fields = try countries.run("--route", "/at/48.8566,2.3522", "--fields", "country,zone")
        #expect(fields.status == 0)
        #expect(fields.stdout == "FRA\tEurope/Paris\n")
        let city = try countries.run("--route", "/cities/2988507", "--fields", "name,cca3", "--format", "tsv")
        #expect(city.stdout.hasSuffix("Paris\tFRA\n"))
    }

    /// Two columns by header, one `lat,lng` column by number, a byte-order
    /// mark and CRLF kept, bad rows answered empty (exit 1, every row kept),
    /// an empty line an empty answer.
    @Test func aCSVOfPoints_getsItsFieldsAppended_everyRowKept() throws {
        let csv = "id,lat,lng\r\n1,48.8566,2.3522\r\n2,91,0\r\n3,NaN,1\r\n4,1e999,0\r\n5,,\r\n6,151.2,-33.9\r\n7,40,-30\r\n\r\n8,-33.8568,151.2153\r\n"
        let output = try countries.run(arguments: ["at", "--column", "lat,lng", "--fields", "country,zone"], environment: [:], input: Data([0xEF, 0xBB, 0xBF] + Array(csv.utf8)))
        #expect(output.status == 1)
        #expect(output.stdout == "\u{FEFF}id,lat,lng,country,zone\r\n1,48.8566,2.3522,FRA,Europe/Paris\r\n2,91,0,,\r\n3,NaN,1,,\r\n4,1e999,0,,\r\n5,,,,\r\n6,151.2,-33.9,,\r\n7,40,-30,,Etc/GMT+2\r\n,,\r\n8,-33.8568,151.2153,AUS,Australia/Sydney\r\n")
        #expect(output.stderr == "5 of 7 points have no country (at sea, or no point): lines 3, 4, 5, 7, 8\n")
        let one = try countries.run(arguments: ["at", "--column", "2", "--fields", "country"], environment: [:], stdin: "id,point\na,\"48.8566,2.3522\"\nb,\"-33.8568, 151.2153\"\n")
        #expect(one.status == 0)
        #expect(one.stdout == "id,point,country\r\na,\"48.8566,2.3522\",FRA\r\nb,\"-33.8568, 151.2153\",AUS\r\n")
    }

    @Test func aCSVsRefusals_asResolveRefusesThem() throws {
        let ragged = try countries.run(arguments: ["at", "--column", "lat,lng"], environment: [:], stdin: "lat,lng\n48.85,2.35\n1,2,3\n")
        #expect(ragged.status == 65)
        #expect(ragged.stdout == "lat,lng,country,subdivision,zone\r\n48.85,2.35,FRA,FR-IDF,Europe/Paris\r\n")
        let missing = try countries.run(arguments: ["at", "--column", "lat,lon"], environment: [:], stdin: "lat,lng\n1,2\n")
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: '--column' names no column of the input's header ('lat', 'lng')"))
        let table = try countries.run(arguments: ["at", "--column", "lat,lng", "--format", "table"], environment: [:], stdin: "lat,lng\n")
        #expect(table.status == 64)
        let headerOnly = try countries.run(arguments: ["at", "--column", "lat,lng"], environment: [:], stdin: "lat,lng\n")
        #expect(headerOnly.status == 0)
        #expect(headerOnly.stdout == "lat,lng,country,subdivision,zone\r\n")
    }

    /// No point: one a line on stdin, each answered on its line (input, a
    /// tab, the fields): the filter GNU parallel's --pipe runs.
    @Test func noPoint_readsOneALine_fromStdin() throws {
        let output = try countries.run(arguments: ["at", "--fields", "country,zone"], environment: [:], stdin: "48.8566,2.3522\n\n91,0\n-33.8568 151.2153\n")
        #expect(output.status == 1)
        #expect(output.lines == ["48.8566,2.3522\tFRA\tEurope/Paris", "", "91,0\t\t", "-33.8568 151.2153\tAUS\tAustralia/Sydney"])
        #expect(output.stderr == "1 of 3 points has no country (at sea, or no point): line 3\n")
    }

    @Test func aCSVAsNDJSON_anObjectARow_withItsLine() throws {
        let output = try countries.run(arguments: ["at", "--column", "lat,lng", "--format", "ndjson"], environment: [:], stdin: "lat,lng\n48.8566,2.3522\nx,y\n")
        #expect(output.status == 1)
        #expect(output.lines == [
            #"{"line":2,"country":"FRA","subdivision":"FR-IDF","zone":"Europe/Paris"}"#,
            #"{"line":3,"country":null,"subdivision":null,"zone":null}"#,
        ])
    }
}

/// GNU parallel's `--pipe --keep-order` runs `at` and `resolve` once a
/// block: the output is byte for byte what one process writes (README,
/// "Past one machine"). Debian's `parallel`, which `.ci/run` installs.
@Suite struct ParallelPipeTests {
    static let hasParallel = FileManager.default.isExecutableFile(atPath: "/usr/bin/parallel")

    @Test(.enabled(if: hasParallel, "GNU parallel is not installed (.ci/run installs it)"))
    func parallelPipe_writesWhatOneProcessWrites() throws {
        let countries = try CountriesBinary.copiedAlone()
        var generator = SystemRandomNumberGenerator()
        var points = (0..<20_000).map { _ in
            String(format: "%.4f,%.4f", Double.random(in: -90...90, using: &generator), Double.random(in: -180...180, using: &generator))
        }
        points[7] = "91,0"
        points[11] = ""
        let names = (0..<5_000).map { ["France", "Viet Nam", "Korea, Rep.", "Atlantis", "", "Burma"][$0 % 6] }
        let directory = countries.executable.deletingLastPathComponent()
        try (points.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("points.txt"), atomically: true, encoding: .utf8)
        try (names.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("names.txt"), atomically: true, encoding: .utf8)
        for (command, file) in [("./countries at --fields country,zone", "points.txt"), ("./countries resolve --to cca3,region", "names.txt")] {
            let one = try Self.bash("\(command) < \(file)", in: directory, home: countries.home)
            let many = try Self.bash("parallel --will-cite --pipe --keep-order --block 20k \(command) < \(file)", in: directory, home: countries.home)
            #expect(one.count > 10_000)
            #expect(many == one, "\(command): parallel's output differs from one process's")
        }
    }

    static func bash(_ script: String, in directory: URL, home: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
