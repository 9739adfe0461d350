/// A server's address as the user gave it (`--base-url`, COUNTRIES_API_URL):
/// checked, shown and passed on to `countries-fetch`, which alone makes a
/// Foundation `URL` of it. `countries` links no Foundation module (see
/// Package.swift), and this is all it needs of URLs.
///
/// Read as RFC 3986 `scheme://[userinfo@]host[:port][/path][?query][#fragment]`.
/// Characters a URL cannot hold (spaces, controls, non-ASCII) are
/// percent-encoded, as Foundation's `URL(string:)` does, so no escape
/// sequence from an address ever reaches a terminal.
package struct WebAddress: Sendable, Hashable, CustomStringConvertible {
    /// As the user wrote it: what `countries-fetch` makes its `URL` of, so
    /// Foundation still reads it (an international host becomes punycode).
    package let written: String
    /// The whole address, encoded.
    package let text: String
    /// As written: `HTTP` stays `HTTP`.
    package let scheme: String
    /// Without brackets for an IPv6 literal (`::1`); may be empty.
    package let host: String
    package let user: String?
    package let password: String?
    /// The host and port: the authority less any user name and password.
    private let authorityWithoutUser: String
    /// What follows the authority in `text`: the path, query and fragment.
    private let rest: Substring

    package init?(_ written: String) {
        var text = Self.encodingInvalidCharacters(written, bracketsBefore: Self.authorityEnd(of: written))
        // An `@` in the user name is escaped, as Foundation escapes it: the last one ends it.
        if let schemeEnd = text.firstRange(of: "://")?.upperBound {
            let authority = text[schemeEnd...].prefix { !"/?#".contains($0) }
            if let at = authority.lastIndex(of: "@") {
                text.replaceSubrange(schemeEnd..<at, with: text[schemeEnd..<at].replacing("@", with: "%40"))
            }
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.utf8.first, Self.isLetter(first),
              scheme.utf8.allSatisfy({ PercentEscape.isAlphanumeric($0) || "+-.".utf8.contains($0) }),
              text[colon...].hasPrefix("://")
        else { return nil }
        let authorityStart = text.index(colon, offsetBy: 3)
        let authorityEnd = text[authorityStart...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        var hostAndPort = text[authorityStart..<authorityEnd]
        var user: String?, password: String?
        if let at = hostAndPort.lastIndex(of: "@") {
            let userInfo = hostAndPort[..<at]
            if let separator = userInfo.firstIndex(of: ":") {
                user = String(userInfo[..<separator])
                password = String(userInfo[userInfo.index(after: separator)...])
            } else {
                user = String(userInfo)
            }
            hostAndPort = hostAndPort[hostAndPort.index(after: at)...]
        }
        let host: Substring, port: Substring
        if hostAndPort.hasPrefix("[") {
            guard let close = hostAndPort.firstIndex(of: "]") else { return nil }
            host = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
            port = hostAndPort[hostAndPort.index(after: close)...]
            guard port.isEmpty || port.hasPrefix(":") else { return nil }
        } else if let separator = hostAndPort.lastIndex(of: ":") {
            host = hostAndPort[..<separator]
            port = hostAndPort[separator...]
        } else {
            host = hostAndPort
            port = ""
        }
        guard port.utf8.dropFirst().allSatisfy(Self.isDigit), !Self.holdsEncodedASCII(host) else { return nil }
        self.written = written
        self.text = text
        self.scheme = String(scheme)
        self.host = String(host)
        self.user = user
        self.password = password
        self.rest = text[authorityEnd...]
        self.authorityWithoutUser = String(hostAndPort)
    }

    package var description: String { text }

    /// A host with an escaped ASCII character (a space, a control, `%00`
    /// written as such) names no host: Foundation refuses it, or decodes it
    /// into a NUL. One parser decides, here, and it is a usage error. An
    /// escaped byte of UTF-8 (an international host, `héllo`) is a name.
    private static func holdsEncodedASCII(_ host: Substring) -> Bool {
        var bytes = host.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else { continue }
            guard let high = bytes.next().flatMap(String.hexValue) else { return true }
            if high < 8 { return true }
        }
        return false
    }

    /// As messages, `--version` and the cache's origin show it: a user name
    /// and password (`https://user:secret@host`) are left out, so they are
    /// never printed or written down.
    package var withoutCredentials: String {
        guard user != nil else { return text }
        return scheme + "://" + authorityWithoutUser + rest
    }

    /// The UTF-8 offset where `scheme://authority` ends: only there may
    /// `[` and `]` stand, around an IPv6 host.
    private static func authorityEnd(of text: String) -> Int {
        guard let start = text.utf8.firstRange(of: "://".utf8)?.upperBound else { return 0 }
        let end = text.utf8[start...].firstIndex { "/?#".utf8.contains($0) } ?? text.utf8.endIndex
        return text.utf8.distance(from: text.utf8.startIndex, to: end)
    }

    /// A percent-encoded byte for every one RFC 3986 does not allow, and for
    /// a `%` that does not start an escape; `[` and `]` are kept only before
    /// the UTF-8 offset `bracketsBefore`.
    static func encodingInvalidCharacters(_ written: String, bracketsBefore: Int = 0) -> String {
        let bytes = Array(written.utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(bytes.count)
        for (offset, byte) in bytes.enumerated() {
            let escapes = byte == UInt8(ascii: "%") && offset + 2 < bytes.count
                && isHexDigit(bytes[offset + 1]) && isHexDigit(bytes[offset + 2])
            let bracket = byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            if allowed(byte) && (!bracket || offset < bracketsBefore) || escapes {
                encoded.append(byte)
            } else {
                encoded += PercentEscape.of(byte)
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static func allowed(_ byte: UInt8) -> Bool {
        switch byte {
        case _ where PercentEscape.isAlphanumeric(byte): true
        default: "-._~:/?#[]@!$&'()*+,;=".utf8.contains(byte)
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case _ where isDigit(byte): true
        default: (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }
}
