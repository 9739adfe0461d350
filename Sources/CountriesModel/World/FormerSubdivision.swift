/// An ISO 3166-2 code ISO has withdrawn, kept so that a reader who types it
/// learns what became of it: Viken (NO-30) was split in 2024 into NO-31,
/// NO-32 and NO-33. From docs/data/world/corrections.tsv.
package struct FormerSubdivision: Sendable, Equatable {
    /// "NO-30".
    package let code: String
    /// Its name when it was one: "Viken".
    package let name: String
    /// ISO's type, as ISO worded it: "County".
    package let type: String
    /// The day the change took effect: "2024-01-01".
    package let date: String
    /// The codes it was split into, in code order: ["NO-31", "NO-32", "NO-33"].
    package let successors: [String]
    /// A public page that gives the change.
    package let source: String

    package init(code: String, name: String, type: String, date: String, successors: [String], source: String) {
        self.code = code
        self.name = name
        self.type = type
        self.date = date
        self.successors = successors
        self.source = source
    }

    /// The country's cca2: "NO".
    package var country: String { String(code.prefix(while: { $0 != "-" })) }

    /// The year the change took effect: "2024".
    package var year: String { String(date.prefix(4)) }
}
