import CountriesApp
import CountriesCLI
import CountriesJSON
import CountriesMocks
import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// `countries resolve` through the runner, over the snapshot and the world
/// data, its stdin scripted: what it prints, in which writes, and how it ends.
@MainActor
@Suite struct ResolveCommandTests {
    static let world = MemoizedWorldData()

    private func run(
        _ arguments: [String], input: [String] = [], inBatchesOf batch: Int = 1, terminal: Bool = false, width: Int = 100
    ) async -> (ExitCode, RecordingConsole) {
        await run(arguments, input: ScriptedInput(input, inBatchesOf: batch), terminal: terminal, width: width)
    }

    private func run(_ arguments: [String], input: any LineInput, terminal: Bool = false, width: Int = 100) async -> (ExitCode, RecordingConsole) {
        let console = RecordingConsole()
        let probe = TerminalProbe(stdoutIsTerminal: terminal, stdinIsTerminal: terminal, stderrIsTerminal: terminal, columns: width, lines: 40)
        let app = AppRunner(console: console, environment: [:], terminal: probe, terminate: { _ in }) { configuration in
            TestContainer.real(
                AppState(system: configuration.system),
                files: MockedCountriesFileRepository(result: .success(.snapshot), texts: .success(CountryCatalog.snapshotTexts)),
                world: Self.world, input: input
            )
        }
        return (await app.run(arguments), console)
    }

    @Test func names_areAnsweredInOrder_nameTabCode() async {
        let (code, console) = await run(["resolve", "Korea, Rep.", "Viet Nam", "Burma"])
        #expect(code == .success)
        #expect(console.stdout == "Korea, Rep.\tKOR\nViet Nam\tVNM\nBurma\tMMR")
        #expect(console.stderr.isEmpty)
    }

    /// A fast pipe's read brings thousands of lines: they are answered, and
    /// written, a few hundred at a time, so that each part's memory is alike.
    @Test func aLargeBatch_isAnsweredInParts_inOrder() async {
        let names = (1...20_000).map { $0.isMultiple(of: 2) ? "France" : "Korea, Rep." }
        let (code, console) = await run(["resolve"], input: names, inBatchesOf: 20_000)
        #expect(code == .success)
        #expect(console.writes.map { $0.split(separator: "\n").count } == [8_192, 8_192, 3_616])
        #expect(console.stdout.split(separator: "\n").map(String.init) == names.map { $0 == "France" ? "France\tFRA" : "Korea, Rep.\tKOR" })
    }

    /// A line met again is written from its slot's bytes: each spelling
    /// its own, though `String` takes them for one, and in every format
    /// that writes the name as given.
    @Test(arguments: ["tsv", "csv"])
    func aNameMetAgain_keepsItsOwnBytes(format: String) async {
        let names = ["Caf\u{E9}", "Cafe\u{301}", "Caf\u{E9}", "Cafe\u{301}"]
        let (_, console) = await run(["resolve", "--format", format], input: names, inBatchesOf: 4)
        let lines = Array(console.stdout.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let separator = UInt8(ascii: format == "tsv" ? "\t" : ",")
        #expect(lines.count == (format == "tsv" ? 4 : 5), "csv has its header")
        #expect(zip(lines.suffix(4), names).allSatisfy { $0.starts(with: Array($1.utf8) + [separator]) }, "\(lines)")
    }

    @Test func stdinLines_areAnsweredEachAsItComes_anEmptyLineEmpty() async {
        let (code, console) = await run(["resolve", "--to", "cca2,name.common"], input: ["France", "", "Wakanda", "USSR"])
        #expect(code == .notFound)
        #expect(console.writes == ["France\tFR\tFrance", "", "Wakanda\t\t", "USSR\t\t"], "one write a line read")
        #expect(console.stderr == "2 of 3 names fit no single country: lines 3, 4")
    }

    @Test func summary_countsOnlyTheFirstLinesItNames() {
        var batch = ResolvedBatch(fields: ResolveRequest.defaultFields)
        batch.given = 40
        batch.unresolved = 7
        batch.unresolvedLines = [2, 3, 5, 8, 13]
        #expect(ResolvedNamesView.summary(batch) == "7 of 40 names fit no single country: lines 2, 3, 5, 8, 13 and 2 more")
        batch.unresolved = 1
        batch.unresolvedLines = [2]
        #expect(ResolvedNamesView.summary(batch) == "1 of 40 names fits no single country: line 2")
    }

    @Test func json_isOneArray_acrossBatches_withOutcomeCandidatesAndMatch() async throws {
        let (_, console) = await run(["resolve", "--format", "json", "--to", "cca3,region"], input: ["Zaire", "Korea", "Scotland"])
        let value = try JSONValue.parse(Array(console.stdout.utf8))
        guard case let .array(answers) = value else { Issue.record("not an array: \(console.stdout)"); return }
        #expect(answers.count == 3)
        #expect(answers[0]["outcome"]?.stringValue == "found")
        #expect(answers[0]["country"]?["region"]?.stringValue == "Africa")
        #expect(answers[0]["match"]?["by"]?.stringValue == "former name")
        #expect(answers[1]["outcome"]?.stringValue == "ambiguous")
        guard case let .array(candidates)? = answers[1]["candidates"] else { Issue.record("no candidates"); return }
        #expect(candidates.compactMap { $0["cca3"]?.stringValue }.sorted() == ["KOR", "PRK"])
        #expect(answers[2]["subdivision"]?["code"]?.stringValue == "GB-SCT")
    }

    @Test func noInput_asJSON_isAnEmptyArray() async {
        let (code, console) = await run(["resolve", "--format", "json"])
        #expect(code == .success)
        #expect(console.stdout == "[\n]")
    }

    @Test func ndjson_isAnObjectALine() async {
        let (_, console) = await run(["resolve", "--format", "ndjson"], input: ["fra", "Narnia"])
        #expect(console.writes.count == 2)
        #expect(console.writes.allSatisfy { $0.hasPrefix("{\"input\":") && !$0.contains("\n") })
    }

    @Test func csvColumn_keepsEveryRow_andAppendsTheFields() async {
        let input = ["id,country,note", "1,\"Korea, Rep.\",x", "2,\"Multi", "line\",y", "3,,z", "4,Viet Nam,\"say \"\"hi\"\"\""]
        let (code, console) = await run(["resolve", "--column", "country", "--to", "cca3,region"], input: input)
        #expect(code == .notFound, "line 2's name fits no country")
        // Lines ended by LF come back ended by LF.
        #expect(console.stdout == [
            "id,country,note,cca3,region\n", "1,\"Korea, Rep.\",x,KOR,Asia\n", "2,\"Multi\nline\",y,,\n", "3,,z,,\n", "4,Viet Nam,\"say \"\"hi\"\"\",VNM,Asia\n",
        ].joined())
        #expect(console.stderr == "1 of 3 names fits no single country: line 3")
    }

    /// Found by a new user at 40 columns: MATCHED BY was a lone "…", and
    /// the summary on stderr broke inside a word ("line" / "s 3, 4"). The
    /// column is left out where its header does not fit; the summary is
    /// wrapped between words on a terminal, one line in a pipe.
    @Test func at40Columns_noLoneEllipsis_andTheSummaryWrapsBetweenWords() async {
        let names = ["Burma", "Korea, Rep.", "Bavaria", "USSR", "Narnia", "Wakanda"]
        let (_, narrow) = await run(["resolve"] + names, terminal: true, width: 40)
        let lines = narrow.stdout.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines)")
        #expect(lines.first?.contains("NAME") == true && lines.first?.contains("MATCHED") == false, "\(lines)")
        #expect(!lines.contains { $0.hasSuffix("  …") }, "\(lines)")
        let summary = narrow.stderr.split(separator: "\n").map(String.init)
        #expect(summary.count > 1 && summary.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(summary)")
        #expect(summary.joined(separator: " ") == "4 of 6 names fit no single country: lines 3, 4, 5, 6")
        let (_, wide) = await run(["resolve"] + names, terminal: true, width: 120)
        #expect(wide.stdout.split(separator: "\n").first?.contains("MATCHED BY") == true)
        let (_, piped) = await run(["resolve"] + names, terminal: false, width: 40)
        #expect(piped.stderr == "4 of 6 names fit no single country: lines 3, 4, 5, 6")
    }

    @Test func aByteOrderMark_isNoPartOfTheFirstName() async {
        let (code, console) = await run(["resolve"], input: ["\u{FEFF}France", "Spain"])
        #expect(code == .success)
        #expect(console.stdout == "France\tFRA\nSpain\tESP")
    }

    @Test func aByteOrderMark_beforeTheHeader_findsTheColumn_andIsWrittenAgain() async {
        let (code, console) = await run(["resolve", "--column", "name"], input: ["\u{FEFF}name,n", "France,1"])
        #expect(code == .success)
        #expect(console.stdout == "\u{FEFF}name,n,cca3\nFrance,1,FRA\n")
    }

    @Test func aHeaderOnlyCSV_printsItsHeader_withTheFields() async {
        let (code, console) = await run(["resolve", "--column", "country", "--to", "cca3,cca2"], input: ["id,country"])
        #expect(code == .success)
        #expect(console.stdout == "id,country,cca3,cca2\n")
    }

    @Test(arguments: [["id,country", "1,France,extra"], ["id,country,note", "1,France"]])
    func aRaggedRow_isRefused_exit65_namingItsLine(input: [String]) async {
        let (code, console) = await run(["resolve", "--column", "country"], input: input + ["2,Spain"])
        #expect(code == .dataError)
        let fields = input[1].split(separator: ",").count, header = input[0].split(separator: ",").count
        #expect(console.stderr == "Error: the input is not CSV (RFC 4180): line 2: the row has \(fields) fields, the header \(header)")
        #expect(!console.stdout.contains("France"), "no answer in the wrong column")
    }

    /// Nothing lost when something fails: the rows before a ragged one are
    /// printed, as those before a quote never closed are, in one read as
    /// a pipe brings them or a line a read.
    @Test(arguments: [1, 64])
    func theRowsBeforeARaggedOne_arePrinted(inBatchesOf batch: Int) async {
        let input = ["id,country", "1,Spain", "2,France,extra", "3,Peru"]
        let (code, console) = await run(["resolve", "--column", "country"], input: input, inBatchesOf: batch)
        #expect(code == .dataError)
        #expect(console.stdout == "id,country,cca3\n1,Spain,ESP\n")
    }

    @Test func anEmptyLine_inACSV_isAnEmptyRow_notARaggedOne() async {
        let (code, console) = await run(["resolve", "--column", "2"], input: ["a,b", "", "x,France"])
        #expect(code == .success)
        #expect(console.stdout == "a,b,cca3\n,\nx,France,FRA\n")
    }

    /// `foo<ESC>[2Jbar` cleared a terminal; a tab forged a column. The
    /// input's printable text is kept whole (`[2J` was dropped with its
    /// ESC, and `a<SOH>b` came out as `a b`), each control shown as its
    /// escape, in every format.
    @Test(arguments: ["tsv", "csv", "table"])
    func controlsInTheInput_areNeverWrittenRaw_andItsTextIsKept(format: String) async {
        let names = ["foo\u{1B}[2Jbar", "Fr\u{7F}ance\u{85}", "a\tb", "Fran\u{0}ce", "a\u{1}b"]
        let (_, console) = await run(["resolve", "--format", format], input: names)
        let separators: Set<Unicode.Scalar> = format == "csv" ? ["\n", "\r"] : ["\n", "\t"]
        #expect(!console.stdout.unicodeScalars.contains { ($0.value < 0x20 && !separators.contains($0)) || (0x7F...0x9F).contains($0.value) })
        #expect(console.stdout.split(separator: "\n").allSatisfy { $0.count { $0 == "\t" } <= 1 }, "no forged column")
        for shown in [#"foo\x1B[2Jbar"#, #"Fr\x7Fance\x85"#, #"a\x09b"#, #"Fran\x00ce"#, #"a\x01b"#] {
            #expect(console.stdout.contains(shown), "\(shown) in \(console.stdout)")
        }
    }

    /// A capital is a city of its country (issue 41): the table gives the
    /// country with the reason, the city and where it is, never a
    /// subdivision that shares the name (GB-LND is the City of London).
    @Test func aCapital_isItsCity_ofItsCountry_andTheTableSaysWhere() async {
        let (code, console) = await run(["resolve", "--format", "table", "--to", "cca3,city,subdivision,zone"], input: ["London", "paris", "Austin, TX"])
        #expect(code == .success)
        let rows = console.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(rows.contains("London GBR London GB-ENG Europe/London United Kingdom city: London, England"), "\(rows)")
        #expect(rows.contains("paris FRA Paris FR-IDF Europe/Paris France city: Paris, Île-de-France"), "\(rows)")
        #expect(rows.contains("Austin, TX USA Austin US-TX America/Chicago United States city: Austin, Texas"), "\(rows)")
        #expect(!console.stdout.contains("GB-LND"))
    }

    /// A line of spaces is echoed with them, not as an empty line: every
    /// row out as it came in. An empty line stays empty.
    @Test func aLineOfSpaces_keepsThem() async {
        let (_, console) = await run(["resolve"], input: ["  ", "", "France"])
        #expect(console.stdout == "  \t\n\nFrance\tFRA")
    }

    /// No input still gets csv's header, as `list` gives one with no rows.
    @Test func noInput_inCSV_isTheHeader() async {
        let (code, console) = await run(["resolve", "--format", "csv"], input: [])
        #expect(code == .success)
        #expect(console.stdout == "input,cca3\r")
    }

    @Test func controlsInACSVRow_areShownAsEscapes_aQuotedLineBreakKept() async {
        let input = ["id,country", "\"a\u{1B}]0;x\u{7}\u{9B}b\",France", "\"multi", "line\u{1}\",Spain"]
        let (_, console) = await run(["resolve", "--column", "country"], input: input)
        #expect(console.stdout == #"id,country,cca3\#na\x1B]0;x\x07\x9Bb,France,FRA\#n"multi\#nline\x01",Spain,ESP\#n"#)
    }

    /// A CRLF and a CR alone in a quoted field come out as they came in
    /// (they came out as LF); any other control in it is still escaped,
    /// and a line break is raw only inside a quoted field.
    @Test func aQuotedCRLFOrCR_comesOutAsItCame() async {
        let input = EndedLines([
            ("name,note", .crlf), ("France,\"a", .crlf), ("b\u{1}\"", .crlf), ("Germany,\"c", .cr), ("d\"", .crlf), ("\"x", .cr), ("y\",z", .endOfInput),
        ])
        let (code, console) = await run(["resolve", "--column", "name"], input: input)
        #expect(code == .notFound)
        let expected = "name,note,cca3\r\nFrance,\"a\r\nb\\x01\",FRA\r\nGermany,\"c\rd\",DEU\r\n\"x\ry\",z,\r\n"
        #expect(Array(console.stdout.utf8) == Array(expected.utf8), "\(console.stdout.debugDescription)")
    }

    /// The header is a row too: a line break its quoted field holds comes
    /// out as it came (it came out as `\x0D\x0A`).
    @Test func aQuotedLineBreakInTheHeader_comesOutAsItCame() async {
        let input = EndedLines([("\"a", .crlf), ("b\u{1B}\",name", .lf), ("1,France", .endOfInput)])
        let (_, console) = await run(["resolve", "--column", "2"], input: input)
        // The header's record ends with an LF: so does every row.
        #expect(Array(console.stdout.utf8) == Array("\"a\r\nb\\x1B\",name,cca3\n1,France,FRA\n".utf8), "\(console.stdout.debugDescription)")
    }

    /// `name,x,name`: which `name` is meant only the column's number says.
    /// A header written as given wins over one in another case, so a
    /// column is named twice only by the rule that picks it.
    @Test(arguments: [
        (["name,x,name", "France,1,Spain"], "name", "'--column' names 'name', which the input's header holds twice (columns 1 and 3): give the column's number instead"),
        (["Name,NAME,x,name", "France,1,2,Spain"], "nAmE", "'--column' names 'nAmE', which the input's header holds 3 times (columns 1, 2 and 4): give the column's number instead"),
    ])
    func aHeaderThatHoldsTheColumnTwice_isAUsageError(_ input: [String], _ column: String, _ message: String) async {
        let (code, console) = await run(["resolve", "--column", column], input: input)
        #expect(code == .usage)
        #expect(console.stderr.hasPrefix("Error: " + message), "\(console.stderr)")
        #expect(console.stdout.isEmpty)
    }

    @Test func aHeaderWrittenAsGiven_winsOverOthersInAnotherCase() async {
        let (code, console) = await run(["resolve", "--column", "name"], input: ["Name,name,NAME", "Spain,France,Peru"])
        #expect(code == .success)
        #expect(console.stdout == "Name,name,NAME,cca3\nSpain,France,Peru,FRA\n")
        #expect(ResolveColumn.header("Name").columns(in: ["Name", "name", "NAME"]) == [0])
        #expect(ResolveColumn.header("nAmE").columns(in: ["Name", "name", "x"]) == [0, 1])
        #expect(ResolveColumn.number(2).columns(in: ["name", "name"]) == [1])
    }

    @Test func csvColumn_byNumber() async {
        let (_, console) = await run(["resolve", "--column", "2"], input: ["a,b", "x,France"])
        #expect(console.stdout == "a,b,cca3\nx,France,FRA\n")
    }

    @Test func csvThatIsNoCSV_exits65_sayingWhere() async {
        let (code, console) = await run(["resolve", "--column", "1"], input: ["a", "x\"y"])
        #expect(code == .dataError)
        #expect(console.stderr == "Error: the input is not CSV (RFC 4180): line 2: a quote inside a field that is not quoted")
    }

    @Test func csvWithAQuoteNeverClosed_exits65() async {
        let (code, _) = await run(["resolve", "--column", "1"], input: ["a", "\"France"])
        #expect(code == .dataError)
    }

    @Test func aColumnTheHeaderLacks_isAUsageError() async {
        let (code, console) = await run(["resolve", "--column", "nation"], input: ["a,b", "x,y"])
        #expect(code == .usage)
        #expect(console.stderr.hasPrefix("Error: '--column' names no column of the input's header ('a', 'b')"))
    }

    @Test(arguments: [
        (["resolve", "--column", "0"], "'--column' takes a column's number (from 1) or its header, not '0'"),
        (["resolve", "--column", "1", "France"], "'--column' reads CSV from stdin: give no names with it"),
        (["resolve", "--to", "cca4"], "Unknown field 'cca4'"),
        (["resolve", "--fields", "cca3"], "'--fields' is for list, show, compare, subdivisions, time, city and at: resolve takes --to <fields>"),
        (["resolve", "--refresh"], "'--refresh' does not go with resolve"),
    ])
    func badOptions_areUsageErrors(_ arguments: [String], _ message: String) {
        let error = #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }

    @Test func aTerminal_getsATable_withTheOutcomeInWords() async {
        let (_, console) = await run(["resolve", "Zaire", "USSR", "Bavaria"], terminal: true)
        let lines = console.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("OUTCOME") == true)
        #expect(lines.contains { $0.contains("DR Congo") && $0.contains("former name (1971–1997)") })
        #expect(lines.contains { $0.contains("one of 15") })
        #expect(lines.contains { $0.contains("no country: a subdivision (DE-BY)") })
    }

    /// A table's widths are each batch's own: a name met again in a batch
    /// with a longer name is padded to that batch's widths, though its row
    /// was made before.
    @Test func aTablesRows_followEachBatchsWidths() async {
        let long = "Bolivia (Plurinational State of)"
        let (_, console) = await run(["resolve", "--format", "table"], input: ["France", "Peru", "France", long], inBatchesOf: 2)
        let rows = console.stdout.split(separator: "\n").map(String.init).dropFirst()
        #expect(rows.count == 4)
        #expect(rows.first?.hasPrefix("France  FRA") == true, "\(rows)")
        #expect(rows.dropFirst(2).first?.hasPrefix("France" + String(repeating: " ", count: long.count - 6 + 2) + "FRA") == true, "\(rows)")
    }

    /// At 40 columns the outcome and the reason are cut, never the answer.
    @Test func aNarrowTerminal_keepsTheFieldsAskedFor() async {
        let (_, console) = await run(["resolve", "Korea, Rep.", "Zaire"], terminal: true, width: 40)
        let lines = console.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines.dropFirst().allSatisfy { DisplayWidth.of($0) <= 40 }, "the rows; the header is dimmed")
        #expect(lines[1].hasPrefix("Korea, Rep.  KOR  ") && lines[2].hasPrefix("Zaire        COD  "), "\(lines)")
    }
}

/// Lines each with its end, in one batch, as stdin gives `--column`'s CSV.
private struct EndedLines: LineInput {
    let script: [(line: String, end: LineEnd)]

    init(_ script: [(line: String, end: LineEnd)]) {
        self.script = script
    }

    func lines() -> AsyncStream<String> {
        AsyncStream { [script] continuation in
            script.forEach { continuation.yield($0.line) }
            continuation.finish()
        }
    }

    @MainActor func endedLineBatches(_ body: ([(line: String, end: LineEnd)]) throws -> Void) async throws {
        try body(script)
    }
}

@Suite struct CSVRecordReaderTests {
    @Test func quotedFields_holdCommasQuotesAndLineBreaks() throws {
        var reader = CSVRecordReader()
        #expect(try reader.record(endingWith: "a,\"b,c\",\"d \"\"e\"\"\"", end: .lf, number: 1)?.fields == ["a", "b,c", "d \"e\""])
        #expect(try reader.record(endingWith: "\"one", end: .lf, number: 2) == nil)
        let record = try reader.record(endingWith: "two\",3", end: .lf, number: 3)
        #expect(record?.line == 2)
        #expect(record?.fields == ["one\ntwo", "3"])
        try reader.finish()
    }

    /// A quote never closed holds the rest of the input as one field, its
    /// line breaks kept. That each line is read once, not the whole field
    /// again a line (20,000 lines: 6 G characters, minutes), is timed in
    /// docs/bench/resolve_speed.sh, not here.
    @Test func aFieldOpenOverManyLines_holdsEveryLine() throws {
        var reader = CSVRecordReader()
        let line = String(repeating: "Côte d'Ivoire, ", count: 2)
        #expect(try reader.record(endingWith: "1,\"open", end: .lf, number: 1) == nil)
        for number in 2...20_000 {
            #expect(try reader.record(endingWith: line, end: .lf, number: number) == nil)
        }
        #expect(throws: CSVError.self) { try reader.finish() }
        let record = try reader.record(endingWith: "end\",2", end: .lf, number: 20_001)
        #expect(record?.line == 1)
        #expect(record?.fields.count == 3)
        #expect(record?.fields[1].count == 4 + 19_999 * (line.count + 1) + 4)
    }

    /// A quoted field over several lines holds each line's end as it
    /// came: a CRLF, a CR alone and an LF are not made one another.
    @Test func aQuotedLineBreak_isKeptAsItCame() throws {
        var reader = CSVRecordReader()
        #expect(try reader.record(endingWith: "1,\"a", end: .crlf, number: 1) == nil)
        #expect(try reader.record(endingWith: "b", end: .cr, number: 2) == nil)
        #expect(try reader.record(endingWith: "c", end: .lf, number: 3) == nil)
        let record = try reader.record(endingWith: "d\",2", end: .crlf, number: 4)
        #expect(record?.line == 1)
        #expect(record?.fields.map { Array($0.utf8) } == [Array("1".utf8), Array("a\r\nb\rc\nd".utf8), Array("2".utf8)])
    }

    @Test func emptyFields_areKept() throws {
        var reader = CSVRecordReader()
        #expect(try reader.record(endingWith: ",,", end: .lf, number: 1)?.fields == ["", "", ""])
    }

    @Test func line_quotesOnlyWhatMustBe() {
        #expect(CSVRecordReader.line(["a", "b,c", "say \"hi\"", "x\ny"]) == "a,\"b,c\",\"say \"\"hi\"\"\",\"x\ny\"")
    }
}
