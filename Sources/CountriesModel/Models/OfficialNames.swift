/// Which of REST Countries' official names in a language are shown. Its
/// translation of a country is sometimes of another one (Tanzania's
/// Hungarian is Tajikistan's, official name and all; Guinea's Serbian is
/// Guyana's): it is taken for no fact of the country where its name is
/// CLDR's name of another country in that language, or where its official
/// name is another country's too while its name is not CLDR's name of this
/// one. docs/data/world/data_report.py lists those of the snapshot by the
/// same rule (docs/DATA.md, "REST Countries' official names not shown").
package enum OfficialNames {
    /// The cca2 codes whose REST Countries official name is shown.
    /// `translations`: REST Countries' names in the language, by cca2;
    /// `cldr`: CLDR's names in the language, by cca2.
    package static func shown(translations: [String: CountryName], cldr: [String: String]) -> Set<String> {
        guard !translations.isEmpty else { return [] }
        var named: [[UInt8]: [String]] = [:]
        for (code, name) in cldr where code.utf8.count == 2 {
            named[sameName(name), default: []].append(code)
        }
        var officials: [[UInt8]: [String]] = [:]
        for (code, name) in translations where !name.official.isEmpty {
            officials[sameName(name.official), default: []].append(code)
        }
        var out: Set<String> = []
        for (code, name) in translations where !name.official.isEmpty {
            let common = sameName(name.common)
            if named[common, default: []].contains(where: { $0 != code }) { continue }
            let ownName = cldr[code].map(sameName)
            if officials[sameName(name.official), default: []].contains(where: { $0 != code }), common != ownName { continue }
            out.insert(code)
        }
        return out
    }

    /// A name with case, marks and format characters set aside, as UTF-8:
    /// the Persian "گینه نو" and "گینه‌ٔ نو" are one name. ASCII is
    /// lower-cased as it stands; only other letters ask Unicode's tables.
    package static func sameName(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                out.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                switch lower.properties.generalCategory {
                case .nonspacingMark, .format: continue
                default: UTF8.encode(lower) { out.append($0) }
                }
            }
        }
        return out
    }
}
