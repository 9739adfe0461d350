import Foundation

/// `city`'s command lines: names as data sets write them (`Paris, TX`,
/// `Lyon, France`, `São Paulo`, `Sao-Paulo`, `Мюнхен`), a place after the
/// comma that is no country nor subdivision, empty parts, controls and
/// text that reorders a line, names of 96 KB, many names at once, and each
/// output format, field list and language.
enum CityInputGenerator {
    static let names = [
        "paris", "Paris, TX", "Paris, France", "Lyon, France", "São Paulo", "Sao-Paulo", "Мюнхен", "denver", "New York", "Springfield",
        "Perth, Western Australia", "Perth, WA", "San José", "Saint Petersburg", "Washington, D.C.", "Paris, ZZ", "Paris,", ", France",
        ",", "", " ", "Atlantis", "Paris, TX, USA", "東京", "München", "mumbai", "Bombay", "Frankfurt am Main", "Springfield, IL",
    ]

    static func name(_ random: inout SplitMix64) -> String {
        var name = random.pick(names)
        if random.chance(0.25) {
            let laced = random.pick(FuzzValues.controls + ["\u{202E}", "\u{2028}", "\u{200F}", "\u{85}"])
            name = random.chance(0.5) ? laced + name : name + laced
        }
        if random.chance(0.05) { name = FuzzValues.huge(&random) }
        return name
    }

    static func make(_ random: inout SplitMix64) -> [String] {
        var arguments = ["city"] + (0..<random.int(1...(random.chance(0.1) ? 60 : 3))).map { _ in name(&random) }
        if random.chance(0.3) { arguments += ["--format", random.pick(["csv", "json", "ndjson", "table", "tsv", "xml"])] }
        if random.chance(0.2) { arguments += ["--fields", random.pick(["name,cca3", "zone,local", "link", "name,nope", "population,latitude,longitude"])] }
        if random.chance(0.15) { arguments += ["--locale", random.pick(["de", "ja", "he", "xx", "ar"])] }
        if random.chance(0.05) { arguments += ["--json"] }
        return arguments
    }
}
