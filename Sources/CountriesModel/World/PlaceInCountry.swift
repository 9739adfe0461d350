/// A subdivision named where a country was asked for: what `show bavaria`
/// tells ("a state of Germany (DE-BY)") instead of taking it for Germany.
package struct PlaceInCountry: Sendable, Equatable {
    /// "DE-BY".
    package let code: String
    /// "Bavaria".
    package let name: String
    /// ISO's type, as ISO words it: "Land", "State", "Country".
    package let type: String
    /// "Germany", in the chosen language.
    package let countryName: String
    package let cca3: String

    package init(code: String, name: String, type: String, countryName: String, cca3: String) {
        self.code = code
        self.name = name
        self.type = type
        self.countryName = countryName
        self.cca3 = cca3
    }

    /// "a state of Germany (DE-BY)". ISO's "Land" is a German word: in
    /// English the Länder are states. A type is lower case within the
    /// sentence but for a proper adjective ("a European collectivity").
    package var description: String {
        let kind = type == "Land" ? "state" : type.hasPrefix("European") ? type : type.lowercased()
        return "\(Self.article(before: kind)) \(kind) of \(Self.withArticle(countryName)) (\(code))"
    }

    /// "a" or "an", by the sound the word begins with, not its letter: "an
    /// autonomous region", "an urban municipality", but "a union territory",
    /// "a unitary authority", "a European collectivity" (ISO's types that
    /// begin with a vowel letter and a consonant's sound).
    static func article(before word: String) -> String {
        let word = word.lowercased()
        let soundsAsAConsonant = ["uni", "use", "usu", "uti", "eu", "one"].contains { word.hasPrefix($0) }
        return word.first.map { "aeiou".contains($0) } == true && !soundsAsAConsonant ? "an" : "a"
    }

    /// "the United Kingdom", "the Netherlands": the English names that take
    /// an article in a sentence.
    package static func withArticle(_ name: String) -> String {
        let takesThe = name.hasPrefix("United ") || name.hasSuffix(" Islands") || name.hasSuffix(" Republic")
            || ["Netherlands", "Philippines", "Bahamas", "Gambia", "Maldives", "Comoros", "Seychelles", "Vatican City"].contains(name)
        return takesThe ? "the " + name : name
    }
}
