/// A language (a CLDR locale) the names are given in.
package struct WorldLanguage: Sendable, Equatable {
    /// CLDR's id: "el", "pt_PT", "zh_Hant".
    package let id: String
    /// Its name in itself, for `--locale` help: "Ελληνικά".
    package let ownName: String?
    /// Its name in English: "Greek".
    package let englishName: String?
    /// True when CLDR names at least 200 of the 250 countries in this
    /// locale itself; false for a regional variant that only differs from
    /// its parent in a few names, or an alias (es_AR for es_419).
    package let isComplete: Bool

    package init(id: String, ownName: String?, englishName: String?, isComplete: Bool) {
        self.id = id
        self.ownName = ownName
        self.englishName = englishName
        self.isComplete = isComplete
    }
}

/// One name of a country or region, in one language.
package struct WorldLocalizedName: Sendable, Equatable {
    package enum Kind: UInt8, Sendable {
        case standard = 0
        /// CLDR's alt="short": "UK", "US".
        case short = 1
        /// CLDR's alt="variant": "Ivory Coast", "Czech Republic".
        case variant = 2
    }

    package let language: String
    package let name: String
    package let kind: Kind

    package init(language: String, name: String, kind: Kind) {
        self.language = language
        self.name = name
        self.kind = kind
    }
}
