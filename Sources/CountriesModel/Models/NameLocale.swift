/// The language country names are shown in: English (the records' own
/// `name`), or a language, region or script CLDR names countries in, under
/// a REST Countries translation key (`deu`) where REST Countries has the
/// language, else CLDR's locale id (`el`, `pt_PT`, `en_001`). Every name
/// shown but English is CLDR's (docs/DATA.md, "Country names").
package struct NameLocale: Sendable, Hashable, CustomStringConvertible {
    /// nil for English.
    package let translationKey: String?

    package static let english = NameLocale(translationKey: nil)

    private init(translationKey: String?) {
        self.translationKey = translationKey
    }

    package var description: String { translationKey ?? "eng" }

    /// A translation key (`deu`), an ISO 639-1 code (`de`), a BCP 47 tag
    /// (`zh-Hant`, `sr-Latn`) or a POSIX locale name (`de_DE.UTF-8`,
    /// `zh_TW.UTF-8`); nil when neither REST Countries nor CLDR has the
    /// language. A region or script CLDR names countries differently in
    /// (`zh-TW`, `pt-PT`, `sr-Latn`), or a language CLDR gives another's
    /// names (`nb`, `nn`: Norwegian's), shows CLDR's names for it.
    package init?(code: String) {
        let language = code.split(whereSeparator: { "_.@-".contains($0) }).first.map { $0.lowercased() } ?? ""
        if (2...3).contains(language.utf8.count), code.utf8.count > 3, CLDRLocales.isLeftOut(code) { return nil }
        if language == "eng" || language == "en" {
            // A regional English CLDR names some countries in differently (en-GB: en_001).
            self = language == "en" ? CLDRLocales.variant(of: code).map { NameLocale(translationKey: $0) } ?? .english : .english
        } else if (2...3).contains(language.utf8.count), let variant = CLDRLocales.variant(of: code) {
            self.init(translationKey: variant)
        } else if Self.translationKeys.contains(language) {
            self.init(translationKey: language)
        } else if let key = Self.keyByISO639_1[language] {
            self.init(translationKey: key)
        } else if (2...3).contains(language.utf8.count), CLDRLanguages.codes.contains(language) {
            // The length first: `LANG=C.UTF-8`, the common case, then costs no set of 211 codes at start-up.
            // No REST Countries translation: the names come from CLDR, under the language's own code.
            self.init(translationKey: language)
        } else {
            return nil
        }
    }

    /// A regional English (`en_001`, `en_AU`): the records' English names,
    /// with those CLDR gives there and not in `en` laid over them.
    package var isRegionalEnglish: Bool {
        translationKey?.hasPrefix("en_") ?? false
    }

    /// The REST Countries translation key whose official names this
    /// language shows (`OfficialNames`): the language's (`deu` for `de` and
    /// `de_CH`), where REST Countries has it in this script; nil for a
    /// language it lacks (`el`), and for a script it does not write the
    /// language in (`sr_Latn`, `zh_Hant`: its `srp` is Cyrillic, its `zho`
    /// Simplified).
    package var officialNamesKey: String? {
        guard let translationKey else { return nil }
        if Self.translationKeys.contains(translationKey) { return translationKey }
        let parts = translationKey.split(separator: "_")
        guard let language = parts.first.map(String.init), let key = Self.keyByISO639_1[language] else { return nil }
        let script = parts.dropFirst().first { $0.count == 4 }.map(String.init)
        return script == nil || script == Self.scriptOfTranslations[key] ? key : nil
    }

    /// The scripts of the REST Countries translations in a language written in several.
    private static let scriptOfTranslations = ["srp": "Cyrl", "zho": "Hans"]

    /// The ISO 639-1 code ("de"; "en" for English) or the CLDR locale id
    /// ("pt_PT", "en_001"): how CLDR, whose names this choice shows, spells
    /// the language.
    package var languageCode: String {
        guard let translationKey else { return "en" }
        return Self.keyByISO639_1.first { $0.value == translationKey }?.key ?? translationKey
    }

    /// The language whose order names sort in (`NameCollation`): nil for
    /// English, the CLDR id otherwise ("sv", "sr_Latn").
    package var collationLanguage: String? {
        translationKey == nil ? nil : languageCode
    }

    /// From the environment, as POSIX orders it: `LC_ALL`, then `LANG`.
    /// `C` and `POSIX`, or a language with no translation, mean English.
    package static func fromEnvironment(_ environment: [String: String]) -> NameLocale {
        let name = [environment["LC_ALL"], environment["LANG"]].lazy.compactMap { $0 }.first { !$0.isEmpty }
        return name.flatMap(NameLocale.init(code:)) ?? .english
    }

    /// English and the translation keys: the languages named in messages
    /// (the CLDR ones are too many to list there).
    package static let supportedCodes = ["eng"] + translationKeys

    /// Every code `--locale` takes, for completion: the keys above, then
    /// each CLDR language (`el`, `hi`, `sw`, ...).
    package static let completableCodes = supportedCodes + CLDRLanguages.codes.sorted()

    static let translationKeys = [
        "ara", "bre", "ces", "cym", "deu", "est", "fin", "fra", "hrv", "hun", "ind", "ita", "jpn",
        "kor", "nld", "per", "pol", "por", "rus", "slk", "spa", "srp", "swe", "tur", "urd", "zho",
    ]

    private static let keyByISO639_1 = [
        "ar": "ara", "br": "bre", "cs": "ces", "cy": "cym", "de": "deu", "et": "est", "fi": "fin",
        "fr": "fra", "hr": "hrv", "hu": "hun", "id": "ind", "it": "ita", "ja": "jpn", "ko": "kor",
        "nl": "nld", "fa": "per", "pl": "pol", "pt": "por", "ru": "rus", "sk": "slk", "es": "spa",
        "sr": "srp", "sv": "swe", "tr": "tur", "ur": "urd", "zh": "zho",
    ]
}
