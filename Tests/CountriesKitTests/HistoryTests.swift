import CountriesApp
import CountriesCLI
import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Foundation
import Testing

/// browse's line history between sessions: which lines are kept (the
/// interactor, the whole store stated after each call), where (the
/// configuration), and the file (the repository).
@MainActor
@Suite struct HistoryInteractorTests {
    private func history(
        _ repository: StubHistoryRepository?, secrets: [String] = [], from state: AppState = AppState()
    ) -> (AppState, any HistoryInteractor) {
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(CountryCatalog([]))), history: repository, secrets: secrets
        )
        return (state, container.interactors.history)
    }

    @Test func theLinesKept_areLoaded_andEachLineIsAddedAndWritten() {
        let file = StubHistoryRepository(["fra", "de"])
        let (state, history) = history(file)
        let store = StoreRecorder(state)
        history.loadHistory()
        #expect(store.mismatch({ $0.userData.history = LineHistory(lines: ["fra", "de"], isKept: true) }) == nil)
        history.remember("japan")
        #expect(store.mismatch({ $0.userData.history.lines = ["fra", "de", "japan"] }) == nil)
        #expect(file.saved == ["fra", "de", "japan"])
        history.remember("japan")
        history.remember("   ")
        history.remember("")
        #expect(store.mismatch() == nil, "a repeat of the last line and an empty one are not kept")
        #expect(file.saveCount == 1)
    }

    @Test func aLineHoldingAKey_isNeverWritten() {
        let file = StubHistoryRepository(["fra", "refresh --api-key abc", "COUNTRIES_API_KEY=rc_live_x"])
        let (state, history) = history(file, secrets: ["s3cr3t-value"])
        let store = StoreRecorder(state)
        history.loadHistory()
        #expect(store.mismatch({ $0.userData.history = LineHistory(lines: ["fra"], isKept: true) }) == nil, "nor read back")
        for line in ["search s3cr3t-value", "--api-key=x", "key = abc", "token: t", "rc_test_0123456789abcdef", "Api_Key x"] {
            history.remember(line)
        }
        #expect(store.mismatch() == nil)
        #expect(file.saveCount == 0)
        history.remember("keyboard island")
        #expect(store.mismatch({ $0.userData.history.lines = ["fra", "keyboard island"] }) == nil, "a word is no key")
    }

    @Test func theHistory_isBoundedTo1000Lines_theOldestDropped() {
        let file = StubHistoryRepository((1...1_000).map { "line \($0)" })
        let (state, history) = history(file)
        let store = StoreRecorder(state)
        history.loadHistory()
        #expect(store.mismatch({ $0.userData.history = LineHistory(lines: (1...1_000).map { "line \($0)" }, isKept: true) }) == nil)
        history.remember("newest")
        #expect(store.mismatch({ $0.userData.history.lines = (2...1_000).map { "line \($0)" } + ["newest"] }) == nil)
        #expect(file.saved == state.userData.history.lines)
        let long = StubHistoryRepository((1...1_500).map { "line \($0)" })
        let (longState, longHistory) = self.history(long)
        let longStore = StoreRecorder(longState)
        longHistory.loadHistory()
        #expect(longStore.mismatch({ $0.userData.history = LineHistory(lines: (501...1_500).map { "line \($0)" }, isKept: true) }) == nil)
    }

    /// From a store whose every field holds something (lines kept from a
    /// session before): the history alone changes, and every other field
    /// stays as it was.
    @Test func fromAFullStore_theHistoryAloneChanges() {
        let file = StubHistoryRepository(["peru"])
        let (state, history) = history(file, from: FullStore.state())
        let store = StoreRecorder(state)
        history.loadHistory()
        #expect(store.mismatch({ $0.userData.history.lines = ["peru"] }) == nil)
        history.remember("korea")
        #expect(store.mismatch({ $0.userData.history.lines = ["peru", "korea"] }) == nil)
        history.remember("korea")
        history.remember("--api-key=x")
        #expect(store.mismatch() == nil)
        #expect(file.saved == ["peru", "korea"])
    }

    @Test func fromAFullStore_aFailedWrite_changesTheHistoryAlone() {
        let file = StubHistoryRepository(saveError: HistoryError(path: "/h/history", reason: "Read-only file system"))
        let (state, history) = history(file, from: FullStore.state())
        let store = StoreRecorder(state)
        history.remember("korea")
        #expect(store.mismatch({ $0.userData.history = LineHistory(lines: ["fra", "jpn", "korea"], isKept: false, failure: "/h/history: Read-only file system") }) == nil)
        history.remember("peru")
        #expect(store.mismatch({ $0.userData.history.failure = nil }) == nil)
    }

    /// A full disk or a read-only home: said once, under the screen of the
    /// line that met it, and the session goes on with no more writes.
    @Test func aFailedWrite_isSaidOnce_andTheHistoryIsOffFromThen() {
        let file = StubHistoryRepository(saveError: HistoryError(path: "/h/history", reason: "No space left on device"))
        let (state, history) = history(file)
        let store = StoreRecorder(state)
        history.loadHistory()
        #expect(store.mismatch({ $0.userData.history = LineHistory(isKept: true) }) == nil)
        history.remember("fra")
        #expect(store.mismatch({ $0.userData.history = LineHistory(lines: ["fra"], isKept: false, failure: "/h/history: No space left on device") }) == nil)
        history.remember("de")
        #expect(store.mismatch({ $0.userData.history.failure = nil }) == nil)
        history.remember("ja")
        #expect(store.mismatch() == nil)
        #expect(file.saveCount == 1)
    }

    /// A file that cannot be read is not written over: it may hold lines worth keeping.
    @Test func anUnreadableFile_isSaid_andNotWrittenOver() {
        let file = StubHistoryRepository(loadError: HistoryError(path: "/h/history", reason: "Permission denied"))
        let (state, history) = history(file)
        let store = StoreRecorder(state)
        history.loadHistory()
        #expect(store.mismatch({ $0.userData.history = LineHistory(isKept: false, failure: "/h/history: Permission denied") }) == nil)
        history.remember("fra")
        #expect(store.mismatch({ $0.userData.history.failure = nil }) == nil)
        #expect(file.saveCount == 0)
    }

    @Test func noHistory_keepsNothing() {
        let (state, history) = history(nil)
        let store = StoreRecorder(state)
        history.loadHistory()
        history.remember("fra")
        #expect(store.mismatch() == nil)
    }
}

@Suite struct HistoryFileTests {
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("countries-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func noFile_isNoLines_andASave_makesItsDirectories_privateToItsOwner() throws {
        let path = try directory().appendingPathComponent("state/countries/history").path
        let file = RealHistoryRepository(path: path)
        #expect(try file.loadLines() == [])
        try file.saveLines(["fra", "côte d'ivoire"])
        #expect(try file.loadLines() == ["fra", "côte d'ivoire"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "fra\ncôte d'ivoire\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers == ["history"], "the temporary was renamed into place")
    }

    @Test func aFileThatCannotBeWritten_isAnErrorNamingIt() throws {
        let blocker = try directory().appendingPathComponent("file").path
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let path = blocker + "/countries/history"
        #expect(throws: HistoryError.self) { try RealHistoryRepository(path: path).saveLines(["fra"]) }
        do {
            try RealHistoryRepository(path: path).saveLines(["fra"])
        } catch {
            #expect(String(describing: error).hasPrefix(path + ": "))
        }
    }
}

@Suite struct HistoryPlaceTests {
    /// `resolve`: the history's place is settled with the rest of the run's settings.
    private func file(_ env: [String: String]) throws -> String? {
        try Configuration.resolve(GlobalOptions(), environment: env, terminal: TerminalProbe()).historyFile
    }

    @Test func theHistory_isInXDGStateHome_elseInTheHomesLocalState() throws {
        #expect(try file(["XDG_STATE_HOME": "/xdg/state", "HOME": "/home/u"]) == "/xdg/state/countries/history")
        #expect(try file(["XDG_STATE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.local/state/countries/history", "the XDG spec ignores a relative one")
        #expect(try file(["HOME": "/home/u/"]) == "/home/u/.local/state/countries/history")
    }

    /// As HISTFILE: set, it names the file; empty or /dev/null, none is kept.
    @Test func countriesHistory_namesTheFile_orEmptyOrDevNullTurnsItOff() throws {
        #expect(try file(["COUNTRIES_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/xdg"]) == "/tmp/h")
        #expect(try file(["COUNTRIES_HISTORY": "", "HOME": "/home/u"]) == nil)
        #expect(try file(["COUNTRIES_HISTORY": "/dev/null", "HOME": "/home/u"]) == nil)
    }

    /// An empty HOME is no home: the account's, as the cache finds it.
    @Test func anEmptyHome_isTheAccountsHome() throws {
        let found = try file(["HOME": ""])
        #expect(found == nil || found?.hasSuffix("/.local/state/countries/history") == true)
        #expect(found?.hasPrefix("/.local") != true, "never the root directory's")
    }
}
