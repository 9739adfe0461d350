/// A language (a CLDR locale) the names are given in.
public struct WorldLanguage: Sendable, Equatable {
    /// CLDR's id: "el", "pt_PT", "zh_Hant".
    public let id: String
    /// Its name in itself, for `--locale` help: "Ελληνικά".
    public let ownName: String?
    /// Its name in English: "Greek".
    public let englishName: String?
    /// True when CLDR names at least 200 of the 250 countries in this
    /// locale itself; false for a regional variant that only differs from
    /// its parent in a few names, or an alias (es_AR for es_419).
    public let isComplete: Bool
}

/// One name of a country or region, in one language.
public struct WorldLocalizedName: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case standard = 0
        /// CLDR's alt="short": "UK", "US".
        case short = 1
        /// CLDR's alt="variant": "Ivory Coast", "Czech Republic".
        case variant = 2
    }

    public let language: String
    public let name: String
    public let kind: Kind
}
