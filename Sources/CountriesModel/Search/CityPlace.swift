/// What a text that names a city means, as data sets write a place: the
/// whole text a city's name ("Washington, D.C."), else a name and, after
/// its last comma (or a spaced dash, or a slash: "São Paulo - SP",
/// "Rio de Janeiro/RJ"), the place that narrows it: read as a country first
/// ("Lyon, France", "Paris, UK"), then as a subdivision of the cities'
/// countries, by its ISO 3166-2 code ("US-TX") or the code's second part
/// ("TX", "NSW", "QC": US states', Canadian provinces' and every other
/// subdivision's), or by its name ("Texas", "Bavaria"). A pure function of
/// the text and the look-ups it is given; the cities come most populous
/// first, as given.
package enum CityPlace {
    /// What a text means as one city, where one is asked (`show`, `time`,
    /// `resolve`): the city, or the cities it may be, or none.
    package enum Answer: Equatable, Sendable {
        case city(City)
        /// Several cities fit, none clearly: the largest of each country
        /// (or subdivision), most populous first.
        case ambiguous([City])
        case none
    }

    /// The one city `text` means, by rules that generalise, not by a list:
    /// two cities of the name in one subdivision are ambiguous; a bare name
    /// (no place after it) goes to its largest city only when that city has
    /// at least ten times the people of the largest of the name in another
    /// country (`Paris`: France's, 30 times South Africa's Parys; `Manchester`: England's
    /// and New Hampshire's are ambiguous); a name narrowed by its place is
    /// the largest left. The look-ups as `cities` takes them.
    package static func answer(
        _ text: String,
        named: (String) throws -> [City],
        country: (String) -> String?,
        subdivisions: (String) throws -> [String]
    ) rethrows -> Answer {
        let (found, narrowed) = try read(text, named: named, country: country, subdivisions: subdivisions)
        guard let top = found.first else { return .none }
        let sameSubdivision = found.filter { $0.cca2 == top.cca2 && $0.subdivisionCode == top.subdivisionCode }
        if sameSubdivision.count > 1 { return .ambiguous(sameSubdivision) }
        guard !narrowed else { return .city(top) }
        let others = found.filter { $0.cca2 != top.cca2 }
        guard let next = others.first, top.population < 10 * next.population else { return .city(top) }
        var seen = Set<String>()
        return .ambiguous(found.filter { seen.insert($0.cca2).inserted })
    }

    /// The cities `text` names: none when no city has the name, or the
    /// place after it keeps none of them.
    package static func cities(
        _ text: String,
        named: (String) throws -> [City],
        country: (String) -> String?,
        subdivisions: (String) throws -> [String]
    ) rethrows -> [City] {
        try read(text, named: named, country: country, subdivisions: subdivisions).cities
    }

    /// The cities, and whether a place after the name narrowed them.
    private static func read(
        _ text: String,
        named: (String) throws -> [City],
        country: (String) -> String?,
        subdivisions: (String) throws -> [String]
    ) rethrows -> (cities: [City], narrowed: Bool) {
        let whole = try named(text)
        guard whole.isEmpty, let (name, qualifier) = split(text) else { return (whole, false) }
        let candidates = try named(name)
        guard !candidates.isEmpty else { return ([], true) }
        // A country first: "Dover, DE" is no German city, so Delaware's.
        if let cca2 = country(qualifier) {
            let inCountry = candidates.filter { $0.cca2 == cca2 }
            if !inCountry.isEmpty { return (inCountry, true) }
        }
        let code = String(qualifier.uppercased().filter { $0 != "." && $0 != " " })
        let named = Set(try subdivisions(qualifier))
        return (candidates.filter { city in
            guard let subdivision = city.subdivisionCode else { return false }
            return subdivision == code || subdivision == "\(city.cca2)-\(code)" || named.contains(subdivision)
        }, true)
    }

    /// The name and the place after it, both trimmed; nil for a text with
    /// no separator, or nothing on a side of it.
    package static func split(_ text: String) -> (name: String, qualifier: String)? {
        // An ASCII text's Characters are its bytes (CR LF aside, neither
        // a separator nor a space): read on them, no Character made.
        var text = text
        if let split = text.withUTF8(asciiSplit) { return split }
        return splitByCharacters(text)
    }

    /// `split` read as Characters: what an ASCII text's bytes must give
    /// too (`ASCIIFastPathTests`).
    static func splitByCharacters(_ text: String) -> (name: String, qualifier: String)? {
        // The last separator: a comma, a slash, or a dash with a space either side.
        let characters = Array(text)
        var index = characters.count - 1
        var found: (start: Int, end: Int)?
        while index >= 0, found == nil {
            let character = characters[index]
            if character == "," || character == "/" {
                found = (index, index + 1)
            } else if character == "-" || character == "–", index > 0, index + 1 < characters.count, characters[index - 1] == " ", characters[index + 1] == " " {
                found = (index - 1, index + 2)
            }
            index -= 1
        }
        guard let found else { return nil }
        let name = String(characters[..<found.start]).trimmingWhitespace()
        let qualifier = String(characters[found.end...]).trimmingWhitespace()
        guard !name.isEmpty, !qualifier.isEmpty else { return nil }
        return (name, qualifier)
    }

    /// `split` of an ASCII text, on its bytes: `.some(nil)` where it has no
    /// split, nil for a text that is not ASCII.
    private static func asciiSplit(_ bytes: UnsafeBufferPointer<UInt8>) -> (name: String, qualifier: String)?? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var index = bytes.count - 1
        var found: (start: Int, end: Int)?
        while index >= 0, found == nil {
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "/") {
                found = (index, index + 1)
            } else if byte == UInt8(ascii: "-"), index > 0, index + 1 < bytes.count, bytes[index - 1] == 0x20, bytes[index + 1] == 0x20 {
                found = (index - 1, index + 2)
            }
            index -= 1
        }
        guard let found else { return .some(nil) }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<found.start]), as: UTF8.self).trimmingWhitespace()
        let qualifier = String(decoding: UnsafeBufferPointer(rebasing: bytes[found.end...]), as: UTF8.self).trimmingWhitespace()
        guard !name.isEmpty, !qualifier.isEmpty else { return .some(nil) }
        return (name, qualifier)
    }
}
