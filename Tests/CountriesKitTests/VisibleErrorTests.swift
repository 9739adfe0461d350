import CountriesData
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Testing

/// Found by fuzzing: an error's words carried a NUL from a percent-decoded
/// host (`--base-url http://localhost%00.example.invalid`) to the terminal.
/// Browse and the one-shot screens show such bytes, never send them.
@MainActor
@Suite struct VisibleErrorTests {
    static let error = APIError.keyOverPlainHTTP(host: "localhost\u{0}.example\u{1B}]0;owned\u{7}.invalid")

    private func isSafe(_ line: String) -> Bool {
        !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    @Test func browse_aFailedRefresh_showsItsControlCharacters() {
        let state = AppState.showing(
            Routing(notice: .refreshFailed(String(describing: Self.error))), userData: UserData(refresh: .failed(Self.error))
        )
        let status = BrowseView.render(state).status
        #expect(status.first?.contains("localhost\\x00.example\\x1B]0;owned\\x07.invalid") == true, "\(status)")
        #expect(status.allSatisfy(isSafe))
    }

    @Test func browse_andTheOneShotScreens_aFailedLoad_showsItsControlCharacters() {
        let state = AppState(userData: UserData(countries: .failed(Self.error)))
        #expect(BrowseView.render(state).status.allSatisfy(isSafe))
        #expect(BrowseView.render(state).status.first?.contains("\\x00") == true)
        #expect(isSafe(RootView.render(state)) && RootView.render(state).contains("\\x00"))
    }
}
