import CountriesModel

/// The codes of records from a server, checked before they reach the cache:
/// a cca2 is two letters, a cca3 three, a ccn3 three digits and a cioc
/// three letters (either may be missing). A code is what screens, titles,
/// links and file names are made of; one that holds an escape sequence or
/// a slash is not a code, and the answer is refused whole.
enum CountryCodeCheck {
    struct NotACode: Error, CustomStringConvertible {
        let field: String
        let value: String
        var description: String { "a record's \(field) is not one: '\(PlainText.line(value, longest: 20))'" }
    }

    static func check(_ records: [CountryRecord]) throws(NotACode) {
        for country in records.map(\.country) {
            try expect(country.cca2, letters: 2, digits: false, orEmpty: false, field: "cca2")
            try expect(country.cca3, letters: 3, digits: false, orEmpty: false, field: "cca3")
            try expect(country.ccn3, letters: 3, digits: true, orEmpty: true, field: "ccn3")
            try expect(country.cioc, letters: 3, digits: false, orEmpty: true, field: "cioc")
        }
    }

    private static func expect(_ code: String, letters count: Int, digits: Bool, orEmpty: Bool, field: String) throws(NotACode) {
        if orEmpty, code.isEmpty { return }
        let fits = code.utf8.count == count && code.utf8.allSatisfy { byte in
            // An ASCII letter is one of a...z once its case bit is set.
            digits ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
        guard fits else { throw NotACode(field: field, value: code) }
    }
}
