import Foundation
import Testing

/// `countries resolve` as CLI.md says: the real binary, offline, names as
/// the World Bank, the UN and the IMF write them.
@Suite struct ResolveTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    @Test func names_inAPipe_areNameTabCode_inOrder() throws {
        let output = try countries.run("resolve", "Korea, Rep.", "Viet Nam", "CÃ´te d'Ivoire", "Burma")
        #expect(output.status == 0)
        #expect(output.lines == ["Korea, Rep.\tKOR", "Viet Nam\tVNM", "CÃ´te d'Ivoire\tCIV", "Burma\tMMR"])
        #expect(output.stderr.isEmpty)
    }

    @Test func stdin_aLineEach_anEmptyLineEmpty_andExit1SaysWhere() throws {
        let output = try countries.run(arguments: ["resolve", "--to", "cca3,cca2"], environment: [:], stdin: "Bahamas, The\n\nWakanda\nUSSR\nScotland\n")
        #expect(output.status == 1)
        #expect(output.lines == ["Bahamas, The\tBHS\tBS", "", "Wakanda\t\t", "USSR\t\t", "Scotland\tGBR\tGB"])
        #expect(output.stderr == "2 of 4 names fit no single country: lines 3, 4\n")
    }

    @Test func aCSVOfWorldBankUNAndIMFNames_getsItsCodesAppended() throws {
        let csv = """
        source,country,value
        WB,"Egypt, Arab Rep.",1
        UN,Bolivia (Plurinational State of),2
        IMF,Taiwan Province of China,3
        WB,"Micronesia, Fed. Sts.",4
        UN,Côte d’Ivoire,5

        """
        let output = try countries.run(arguments: ["resolve", "--column", "country", "--to", "cca3,name.common"], environment: [:], stdin: csv)
        #expect(output.status == 0)
        #expect(output.stdout == """
        source,country,value,cca3,name.common
        WB,"Egypt, Arab Rep.",1,EGY,Egypt
        UN,Bolivia (Plurinational State of),2,BOL,Bolivia
        IMF,Taiwan Province of China,3,TWN,Taiwan
        WB,"Micronesia, Fed. Sts.",4,FSM,Micronesia
        UN,Côte d’Ivoire,5,CIV,Ivory Coast

        """)
    }

    /// Excel's "CSV UTF-8" on an old Mac: a byte-order mark, lines ended by
    /// a CR alone. Read as one header record, it printed nothing, exit 0.
    /// Every row comes back ended as the header was.
    @Test func aCSVWithAByteOrderMark_andCRLineEnds_isEveryRow() throws {
        let output = try countries.run(arguments: ["resolve", "--column", "country"], environment: [:], input: Data([0xEF, 0xBB, 0xBF] + Array("id,country\r1,Burma\r2,Viet Nam\r3,Zaire\r".utf8)))
        #expect(output.status == 0)
        #expect(Array(output.stdout.utf8) == Array("\u{FEFF}id,country,cca3\r1,Burma,MMR\r2,Viet Nam,VNM\r3,Zaire,COD\r".utf8))
    }

    /// Found by a new user: `--column` wrote CRLF for LF input, and for CR
    /// alone: the CSV comes back with the line ends it had.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func theRows_endAsTheInputsLinesDid(end: String) throws {
        let input = ["name,note", "France,1", "\"Korea, Rep.\",2", "Narnia,3"].map { $0 + end }.joined()
        let output = try countries.run(arguments: ["resolve", "--column", "name"], environment: [:], input: Data(input.utf8))
        #expect(output.status == 1)
        let expected = ["name,note,cca3", "France,1,FRA", "\"Korea, Rep.\",2,KOR", "Narnia,3,"].map { $0 + end }.joined()
        #expect(Array(output.stdout.utf8) == Array(expected.utf8))
        // JSON from a column is JSON's lines, LF-ended, whatever the input's ends.
        let ndjson = try countries.run(arguments: ["resolve", "--column", "name", "--format", "ndjson"], environment: [:], input: Data(input.utf8))
        #expect(ndjson.stdout.hasSuffix("}\n") && ndjson.stdout.split(separator: "\n").count == 3, "\(ndjson.stdout.debugDescription)")
        // A last line with no end still ends as the others did.
        let unended = try countries.run(arguments: ["resolve", "--column", "name"], environment: [:], input: Data(("name" + end + "Spain").utf8))
        #expect(Array(unended.stdout.utf8) == Array(("name,cca3" + end + "Spain,ESP" + end).utf8))
    }

    /// A CRLF and a CR alone inside a quoted field come out as they came
    /// in (both came out as an LF: the user's data changed on its way
    /// through); the rows end in CRLF, as the input's did.
    @Test func aQuotedCRLFOrCR_comesOutAsItCame() throws {
        let input = "name,note\r\nFrance,\"a\r\nb\"\r\nGermany,\"c\rd\"\r\n"
        let output = try countries.run(arguments: ["resolve", "--column", "name"], environment: [:], input: Data(input.utf8))
        #expect(output.status == 0)
        #expect(Array(output.stdout.utf8) == Array("name,note,cca3\r\nFrance,\"a\r\nb\",FRA\r\nGermany,\"c\rd\",DEU\r\n".utf8))
    }

    /// `name,x,name`: taking the first `name` silently was a guess.
    @Test func aColumnTheHeaderHoldsTwice_exits64_askingForItsNumber() throws {
        let output = try countries.run(arguments: ["resolve", "--column", "name"], environment: [:], stdin: "name,x,name\nFrance,1,Spain\n")
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.split(separator: "\n").first == "Error: '--column' names 'name', which the input's header holds twice (columns 1 and 3): give the column's number instead")
    }

    /// A capital is a city (issue 41): `show london` shows the city of
    /// London, with its country's link, never GB-LND (the City of London,
    /// a subdivision of the same name); no country is taken for it.
    @Test func showLondon_showsTheCity_withItsCountrysLink() throws {
        let output = try countries.run("show", "london")
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.lines.first == "Name         London")
        #expect(output.stdout.contains("United Kingdom (GBR)  /countries/GBR"))
        #expect(output.stdout.contains("England (GB-ENG)"))
        #expect(!output.stdout.contains("GB-LND"))
    }

    @Test func input_thatIsNotUTF8_exits65() throws {
        let output = try countries.run(arguments: ["resolve"], environment: [:], input: Data([0x46, 0x72, 0xE7, 0x65, 0x0A]))
        #expect(output.status == 65)
        #expect(output.stderr == "Error: standard input line 1 is not text: it is not UTF-8\n")
    }

    @Test func json_isOneArray_withOutcomes() throws {
        let output = try countries.run(arguments: ["resolve", "--format", "json"], environment: [:], stdin: "Zaire\nKorea\nNarnia\n")
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(answers.map { $0["outcome"] as? String } == ["found", "ambiguous", "unknown"])
        #expect((answers[0]["match"] as? [String: Any])?["by"] as? String == "former name")
    }

    /// The first answer is out while the input is still open: a reader
    /// waiting on it would otherwise wait for ever.
    @Test func theFirstAnswer_comesBeforeTheInputEnds() throws {
        let process = Process()
        process.executableURL = countries.executable
        process.arguments = ["resolve"]
        process.environment = ["HOME": countries.home.path, "PATH": "/usr/bin:/bin"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("France\n".utf8))
        var first = Data()
        while !first.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            first.append(chunk)
        }
        #expect(String(decoding: first, as: UTF8.self) == "France\tFRA\n")
        input.fileHandleForWriting.write(Data("Spain\n".utf8))
        try input.fileHandleForWriting.close()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: rest, as: UTF8.self) == "Spain\tESP\n")
        #expect(process.terminationStatus == 0)
    }

    @Test func aUsageError_exits64() throws {
        let output = try countries.run("resolve", "--to", "nope")
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: Unknown field 'nope'"))
    }

    /// Fuzzing from outside (issue 45): a Tab inside a passed-through CSV
    /// field came back as the four characters `\x09`. The CSV comes back as
    /// it came, with the answers' columns added; other controls are still
    /// shown, never sent.
    @Test func aTabInAPassedThroughField_comesBackAsItCame() throws {
        let output = try countries.run(arguments: ["resolve", "--column", "country"], environment: [:], stdin: "country,note\nFrance,\"a\tb\"\nSpain,c\u{1B}[2Jd\te\n")
        #expect(output.status == 0)
        #expect(output.stdout == "country,note,cca3\nFrance,a\tb,FRA\nSpain,c\\x1B[2Jd\te,ESP\n")
    }

    /// Fuzzing from outside (issue 45): `printf 'France\rx\nGermany\n'`
    /// gave three answers for the two lines `wc -l` counts. In an input
    /// with an LF, a CR alone is part of its line, shown as its escape; in
    /// one without (old Mac files) each CR ends a line, as before.
    @Test func aCRAloneInAnLFFile_isPartOfItsLine_inACROnlyOneItEndsIt() throws {
        let lf = try countries.run(arguments: ["resolve"], environment: [:], stdin: "France\rx\nGermany\n")
        #expect(lf.status == 1)
        #expect(lf.stdout == "France\\x0Dx\t\nGermany\tDEU\n")
        #expect(lf.stderr == "1 of 2 names fits no single country: line 1\n")
        let crOnly = try countries.run(arguments: ["resolve"], environment: [:], stdin: "France\rGermany\r")
        #expect(crOnly.status == 0 && crOnly.stdout == "France\tFRA\nGermany\tDEU\n")
        let csv = try countries.run(arguments: ["resolve", "--column", "country"], environment: [:], stdin: "country,note\r\nFrance,a\rb\r\n")
        #expect(csv.stdout == "country,note,cca3\r\nFrance,\"a\rb\",FRA\r\n", "the CR is the field's: kept, and quoted")
    }

    /// Fuzzing from outside (issue 45): a 200 MB line took 1 GB, a 200 MB
    /// quoted field 0.83 GB. A line or a CSV row past 1 MiB is refused,
    /// exit 65, naming the line it begins on, every line before it
    /// answered; memory stays bounded (a line of 20 MB: under 64 MB).
    @Test func aLineOrARowPastOneMiB_exits65_namingIt_afterTheLinesBeforeIt() throws {
        let environment = try FuzzEnvironment()
        let long = String(repeating: "\u{202E}\u{1B}", count: 5_000_000)
        let plain = try environment.run(["resolve"], stdin: Data("France\nSpain\n\(long)\nGermany\n".utf8), bound: 120)
        #expect(plain.status == 65)
        #expect(plain.stdoutText == "France\tFRA\nSpain\tESP\n")
        #expect(plain.stderr == "Error: standard input line 3 is too long: a line may be at most 1 MiB (1,048,576 bytes), its end not counted\n")
        #expect(plain.peakKB < 64 * 1024, "\(plain.peakKB) KB")
        let field = String(repeating: "Fr,ance\n", count: 2_500_000)
        let csv = try environment.run(["resolve", "--column", "country"], stdin: Data("country,note\nFrance,x\n\"\(field)\",y\nSpain,z\n".utf8), bound: 120)
        #expect(csv.status == 65)
        #expect(csv.stdoutText == "country,note,cca3\nFrance,x,FRA\n")
        #expect(csv.stderr == "Error: the CSV row that begins on standard input line 3 is too long: a row may be at most 1 MiB (1,048,576 bytes), its line ends not counted\n")
        #expect(csv.peakKB < 64 * 1024, "\(csv.peakKB) KB")
    }

    /// Fuzzing from outside (issue 45): escaping was quadratic: a field of
    /// 80,000 controls took 17 s in tsv, csv and `--column`, 21 MB did not
    /// end in 10 minutes. Each control now costs its escape's bytes: a line
    /// of 1 MiB of them ends in a second or two (this bound is a hang's,
    /// far past it, not a measure: BENCHMARKS.md has the figures).
    @Test(arguments: [["resolve"], ["resolve", "--format", "csv"], ["resolve", "--format", "table"], ["resolve", "--column", "country"]])
    func aLineOfAMegabyteOfControls_isEscapedInLinearTime(_ arguments: [String]) throws {
        let environment = try FuzzEnvironment()
        let controls = String(repeating: "\u{202E}\u{1B}\u{85}", count: 170_000)
        let input = arguments.contains("--column") ? "country,note\nFrance,\"\(controls)\"\n" : "\(controls)\n"
        let result = try environment.run(arguments, stdin: Data(input.utf8), bound: 60)
        #expect(!result.hung && (result.status == 0 || result.status == 1), "\(result.status ?? -1) after \(result.seconds) s")
        #expect(result.stdoutText.contains("\\u202E\\x1B\\x85\\u202E"))
    }

    /// A name of a MiB padded every other row of its batch to its width
    /// before the window cut them (3,000 rows: 35 s, release build). No
    /// column is wider than the window: each row costs its own length.
    @Test func aTableWithAHugeName_amongThousands_padsNoRowPastTheWindow() throws {
        let environment = try FuzzEnvironment()
        let input = String(repeating: "x", count: 1_000_000) + "\n" + (0..<5_000).map { "Name\($0)\n" }.joined()
        let result = try environment.run(["resolve", "--format", "table"], stdin: Data(input.utf8), bound: 60)
        #expect(!result.hung && result.status == 1, "\(result.status ?? -1) after \(result.seconds) s")
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.count == 5_002 && lines.allSatisfy { $0.count <= 80 })
    }

    /// `--column 1` took the first column silently where the third's header
    /// was `1` (issue 45). A number is the column's number; a warning says
    /// which other column the header names so.
    @Test func aColumnsNumber_isItsNumber_evenWhereAHeaderIsThatNumber_andAWarningSaysSo() throws {
        let output = try countries.run(arguments: ["resolve", "--column", "1"], environment: [:], stdin: "country,x,1\nFrance,a,Spain\n")
        #expect(output.status == 0)
        #expect(output.stdout == "country,x,1,cca3\nFrance,a,Spain,FRA\n")
        #expect(output.stderr == "Warning: '--column 1' takes column 1 ('country') by its number; column 3's header is '1': for it, give --column 3\n")
        #expect(try countries.run(arguments: ["resolve", "--column", "3"], environment: [:], stdin: "country,x,1\nFrance,a,Spain\n").stdout.hasSuffix(",ESP\n"))
        #expect(try countries.run(arguments: ["resolve", "--column", "1"], environment: [:], stdin: "1,x\nFrance,a\n").stderr.isEmpty, "the number's own column")
    }
}
