import CountriesData
import CountriesModel
import Foundation
import Testing

/// `WebAddress` reads a server's address as Foundation's `URL(string:)` did
/// before the program stopped linking Foundation: the same scheme, host and
/// credentials, and the same text once a password is left out.
@Suite struct WebAddressTests {
    /// The fuzzed `--base-url`s and more: credentials, IPv6, ports, escapes.
    static let addresses = [
        "http://127.0.0.1:9", "http://127.0.0.1:9/x", "https://api.restcountries.com", "http://user:secret@127.0.0.1:9",
        "ftp://127.0.0.1:9", "http://[::1]:9", "http://127.0.0.1:99999", "http://127.0.0.1:9/%zz", "http://127.0.0.1:9/\u{1B}[2J",
        "http://localhost:9", "http://127.0.0.1:9?x=1#y", "HTTP://Example.COM/a", "http://user@host/", "http://:pw@host", "http://@host",
        "http://host:", "https://user:se%40cret@countries.test/root", "http://host/a b",
        "http://a@b@c/", "http://host?q", "http://host#f", "http://host/ ", "https://user:secret@countries.test",
    ]

    @Test(arguments: addresses)
    func readsAsFoundationReadsIt(_ text: String) throws {
        let url = try #require(URL(string: text))
        let address = try #require(WebAddress(text))
        #expect(address.written == text)
        #expect(address.text == url.absoluteString)
        #expect(address.scheme == url.scheme)
        #expect(address.host == url.host(percentEncoded: true))
        #expect(address.user == url.user(percentEncoded: true))
        #expect(address.password == url.password(percentEncoded: true))
        // As the program showed it with Foundation: as written, or rebuilt without the credentials.
        var components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        components.user = nil
        components.password = nil
        #expect(address.withoutCredentials == (url.user == nil && url.password == nil ? url.absoluteString : components.string))
    }

    /// Foundation writes an international host in punycode; shown here, it
    /// stays as escaped UTF-8, and the helper is given it as written.
    @Test func anInternationalHost_isEscaped_andPassedOnAsWritten() throws {
        let address = try #require(WebAddress("http://héllo.test/"))
        #expect(address.text == "http://h%C3%A9llo.test/")
        #expect(address.written == "http://héllo.test/")
        let request = FetchRequest(subject: .allCountries, api: .v31, baseURL: address, timeout: 1, key: nil)
        #expect(try FetchRequest.decoded(Array(request.encoded().dropLast())).baseURL.written == "http://héllo.test/")
    }

    @Test(arguments: [
        "not a url", "127.0.0.1:9", "/relative", "http://127.0.0.1:-1", "http://[::1/", " http://host", "http:host", "1http://host", "",
        // A host with a space, a control or an escaped ASCII byte: Foundation refused the first (exit 69, not 64).
        "http://127.0.0.1 .x", "http://localhost%00.example.invalid", "http://local\u{1B}host", "http://a%2Fb/", "http://host%/",
    ])
    func aTextThatIsNoAddress_isNil(_ text: String) {
        #expect(WebAddress(text) == nil)
    }
}
