import CountriesMocks
@testable import CountriesModel
import Foundation
import Testing

/// CLDR's names written with a CJK variant (Traditional 臺 for 台) are read
/// as the names are: the normal form folds each variant Unihan gives of a
/// character of the countries' names (Tests/Corpus/cjk-variants.tsv, written
/// with normal-form.bin by docs/data/unicode/generate_normal_form.py), and
/// every table and input is read in it.
@MainActor
@Suite struct CJKVariantsTests {
    static let resolver = CountryResolver(catalog: .snapshot, locale: .english, world: WorldDataNames())

    /// Each character of the names, and the variants folded to it.
    static let variants: [Character: [Character]] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/cjk-variants.tsv").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var variants: [Character: [Character]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let variant = fields[0].first, let target = fields[1].first else { continue }
            variants[target, default: []].append(variant)
        }
        return variants
    }()

    private func answer(_ name: String) -> String {
        switch Self.resolver.resolve(name).outcome {
        case let .found(country): country.cca3
        case let .ambiguous(countries): countries.map(\.cca3).sorted().joined(separator: "|")
        case .unknown: "-"
        }
    }

    @Test func aVariant_isReadAsTheCharacterItIsAVariantOf() {
        #expect(NormalForm.of("臺灣") == NormalForm.of("台灣"))
        #expect(NormalForm.of("韓國") == NormalForm.of("韩國"))
        // No fold makes one country's name another's: 國 is not folded, as
        // 多米尼加共和国 is the snapshot's Dominica (and CLDR's Dominican
        // Republic in Simplified Chinese).
        #expect(NormalForm.ideographFolded(0x570B) == nil)
        #expect(answer("多米尼加共和國") == "DOM")
        #expect(NormalForm.ideographFolded(0x81FA) == 0x53F0)
        #expect(NormalForm.ideographFolded(0x53F0) == nil)
        #expect(NormalForm.ideographFolded(0x41) == nil)
        #expect(answer("臺灣") == answer("台灣"))
        #expect(answer("臺灣") == "TWN")
    }

    /// Every CLDR name in Chinese (Simplified, Traditional, Hong Kong's)
    /// and Japanese, with each of its characters that has a variant written
    /// as that variant, one at a time: the same answer as the name's, no
    /// locale given.
    @Test func everyCLDRChineseAndJapaneseName_withAVariant_resolvesAsTheName() throws {
        let table = try CLDRTable("cldr-country-names.tsv")
        var swapped = 0
        var differ: [String] = []
        for row in table.rows where ["ja", "zh", "zh_Hant", "zh_Hant_HK"].contains(row.tag) {
            for column in table.columns {
                guard let name = row.names[column], !name.isEmpty else { continue }
                let expected = answer(name)
                for (index, character) in name.enumerated() {
                    for variant in Self.variants[character] ?? [] {
                        var characters = Array(name)
                        characters[index] = variant
                        let text = String(characters)
                        swapped += 1
                        if answer(text) != expected { differ.append("\(row.tag) \(column): \(text) is \(answer(text)), \(name) \(expected)") }
                    }
                }
            }
        }
        #expect(Self.variants.count >= 100)
        #expect(swapped >= 500, "\(swapped) names with a variant")
        #expect(differ.isEmpty, "\(differ.prefix(20))")
    }
}
