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
        let output = try countries.run(arguments: ["resolve", "--column", "country"], environment: [:], input: Data([0xEF, 0xBB, 0xBF] + Array("id,country\r1,Burma\r2,Viet Nam\r\n3,Zaire\n".utf8)))
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
}
