/// One ISO 3166-2 subdivision: a state, region, province, Land...
package struct WorldSubdivision: Sendable, Equatable {
    /// "US-CA", "GB-SCT", "DE-BY".
    package let code: String
    /// ISO's type, as ISO words it: "State", "Land", "Country", "Outlying area".
    package let type: String
    /// The subdivision it lies in, where ISO gives one: "GB-SCT" for "GB-ABE".
    package let parent: String?
    /// The name ISO gives, mostly in the local language: "Bayern".
    package let isoName: String
    /// A second local name ISO gives in brackets: "Cymru" for Wales.
    package let otherISOName: String?
    /// CLDR's English name, where it has one: "Bavaria".
    package let englishName: String?

    package init(code: String, type: String, parent: String?, isoName: String, otherISOName: String?, englishName: String?) {
        self.code = code
        self.type = type
        self.parent = parent
        self.isoName = isoName
        self.otherISOName = otherISOName
        self.englishName = englishName
    }

    /// The country's cca2: "US".
    package var country: String { String(code.prefix(while: { $0 != "-" })) }

    /// English where CLDR has it, else ISO's name.
    package var name: String { englishName ?? isoName }
}
