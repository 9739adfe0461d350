import CountriesModel

/// What the v5 API asks of its key before any request: that there is one,
/// that a header can carry it, and that it does not travel in clear to
/// another machine. Settings of this machine, known without the network
/// client: `--refresh` says a missing key (78) before it looks for
/// `countries-fetch` (69), as CLI.md's order puts the setting first, and the
/// client asks the same again before it sends anything.
package enum KeyRequirement {
    /// Why no v5 request may be made with `key` to a server at `scheme://host`; nil: it may.
    package static func refusal(key: APIKey?, scheme: String, host: String) -> APIError? {
        guard let key else { return .missingKey }
        guard key.value.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            return .unusableKey(variable: key.variable)
        }
        guard scheme.lowercased() == "https" || isLoopback(host) else { return .keyOverPlainHTTP(host: host) }
        return nil
    }

    /// This machine: plain http stays on it. Only `localhost`, `::1` and an
    /// IPv4 address in 127.0.0.0/8, never a name that merely starts with 127.
    package static func isLoopback(_ host: String) -> Bool {
        var host = Substring(host.lowercased())
        while let first = host.first, first == "[" || first == "]" { host = host.dropFirst() }
        while let last = host.last, last == "[" || last == "]" { host = host.dropLast() }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false).map { UInt8($0) }
        let isIPv4Loopback = octets.count == 4 && octets.allSatisfy { $0 != nil } && octets[0] == 127
        return host == "localhost" || host == "::1" || isIPv4Loopback
    }
}
