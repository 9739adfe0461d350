/// A subdivision as a screen shows it: its name already chosen for the
/// language asked (the data's reader knows the names, a view only shows them).
package struct LocalizedSubdivision: Sendable, Equatable {
    package let subdivision: WorldSubdivision
    /// In the chosen language where CLDR has it, else English, else ISO's.
    package let name: String
    /// The parent's name, chosen the same way; nil without a parent.
    package let parentName: String?
    /// Its names in other languages, by CLDR locale id: read for `show` only.
    package let translations: [WorldLocalizedName]

    package init(subdivision: WorldSubdivision, name: String, parentName: String? = nil, translations: [WorldLocalizedName] = []) {
        self.subdivision = subdivision
        self.name = name
        self.parentName = parentName
        self.translations = translations
    }

    /// The text of one `--fields` column; empty where there is none (no parent).
    package func text(_ field: SubdivisionField) -> String? {
        switch field {
        case .code: subdivision.code
        case .name: name
        case .type: subdivision.type
        case .parent: subdivision.parent
        case .country: subdivision.country
        case .isoName: subdivision.isoName
        }
    }
}
