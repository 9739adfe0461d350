import CountriesJSON
import CountriesModel

/// Decodes a JSON array of REST Countries v3.1 records into `Country` values,
/// reading only the fields the program shows and keeping each record's text.
///
/// Absent keys read as empty, because the live API leaves out empty values
/// (no `capital` for Antarctica, no `borders` for an island).
package enum CountryRecordsDecoder {
    struct MissingField: Error, CustomStringConvertible {
        let field: String
        let record: Int
        var description: String { "record \(record) has no '\(field)'" }
    }

    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws -> [CountryRecord] {
        var reader = JSONReader(bytes)
        var records: [CountryRecord] = []
        records.reserveCapacity(256)
        try reader.readArray { reader in
            var translations: [String: CountryName] = [:]
            let (country, text) = try reader.readWithText { reader in
                try decodeRecord(&reader, index: records.count, translations: &translations)
            }
            records.append(CountryRecord(country: country, translations: translations, text: text))
        }
        guard reader.isAtEnd() else {
            throw JSONReader.DataError(offset: reader.offset, expected: "the end of the data")
        }
        return records
    }

    private static func decodeRecord(_ reader: inout JSONReader, index: Int, translations: inout [String: CountryName]) throws -> Country {
        var country = Country(name: CountryName(common: "", official: ""), cca2: "", cca3: "")
        try reader.readObject { key, reader in
            switch key {
            case "name": country.name = try readName(&reader)
            case "translations":
                guard try reader.peekKind() == .object else { throw JSONReader.DataError(offset: reader.offset, expected: "an object of translations") }
                translations = try readTranslations(&reader)
            case "flag": country.flag = try reader.readString()
            case "cca2": country.cca2 = try reader.readString()
            case "cca3": country.cca3 = try reader.readString()
            case "ccn3": country.ccn3 = try reader.readOptionalString() ?? ""
            case "cioc": country.cioc = try reader.readOptionalString() ?? ""
            case "capital": country.capitals = try reader.readStrings()
            case "region": country.region = try reader.readString()
            case "subregion": country.subregion = try reader.readOptionalString() ?? ""
            case "population": country.population = try reader.readInt()
            case "area": country.area = try reader.readDouble()
            case "languages": country.languages = try readLanguages(&reader)
            case "currencies": country.currencies = try readCurrencies(&reader)
            case "timezones": country.timezones = try reader.readStrings()
            case "idd": country.callingCode = try readCallingCode(&reader)
            case "tld": country.topLevelDomains = try reader.readStrings()
            case "borders": country.borders = try reader.readStrings()
            // null where the data does not know (the live v3.1 API, for a few territories).
            case "independent": country.independent = try reader.consumeNull() ? false : reader.readBool()
            case "landlocked": country.landlocked = try reader.consumeNull() ? false : reader.readBool()
            case "altSpellings": country.altSpellings = try reader.readStrings()
            case "demonyms": country.demonyms = try readEnglishDemonyms(&reader)
            case "car": country.drivingSide = try readDrivingSide(&reader)
            case "memberships": country.memberships = try readMemberships(&reader)
            case "governmentType": country.governmentType = try reader.readOptionalString() ?? ""
            case "latlng": country.location = try readPoint(&reader)
            case "capitalInfo": country.capitalLocation = try readCapitalPoint(&reader)
            default: try reader.skipValue()
            }
        }
        guard !country.cca3.isEmpty else { throw MissingField(field: "cca3", record: index) }
        guard !country.name.common.isEmpty else { throw MissingField(field: "name.common", record: index) }
        return country
    }

    private static func readName(_ reader: inout JSONReader) throws -> CountryName {
        var name = CountryName(common: "", official: "")
        try reader.readObject { key, reader in
            switch key {
            case "common": name.common = try reader.readString()
            case "official": name.official = try reader.readString()
            default: try reader.skipValue()
            }
        }
        return name
    }

    private static func readTranslations(_ reader: inout JSONReader) throws -> [String: CountryName] {
        var translations: [String: CountryName] = [:]
        try reader.readObject { key, reader in
            translations[key] = try readName(&reader)
        }
        return translations
    }

    private static func readLanguages(_ reader: inout JSONReader) throws -> [Language] {
        var languages: [Language] = []
        try reader.readObject { code, reader in
            languages.append(Language(code: code, name: try reader.readString()))
        }
        return languages
    }

    private static func readCurrencies(_ reader: inout JSONReader) throws -> [Currency] {
        var currencies: [Currency] = []
        try reader.readObject { code, reader in
            var currency = Currency(code: code, name: "", symbol: "")
            try reader.readObject { key, reader in
                switch key {
                case "name": currency.name = try reader.readOptionalString() ?? ""
                case "symbol": currency.symbol = try reader.readOptionalString() ?? ""
                default: try reader.skipValue()
                }
            }
            currencies.append(currency)
        }
        return currencies
    }

    /// `{"eng": {"f": "French", "m": "French"}, "fra": {...}}`: the English
    /// forms only, for search; other languages are skipped unread.
    private static func readEnglishDemonyms(_ reader: inout JSONReader) throws -> [String] {
        var demonyms: [String] = []
        try reader.readObject { language, reader in
            guard language == "eng" else { return try reader.skipValue() }
            try reader.readObject { _, reader in
                if let demonym = try reader.readOptionalString(), !demonym.isEmpty, !demonyms.contains(demonym) { demonyms.append(demonym) }
            }
        }
        return demonyms
    }

    private static func readDrivingSide(_ reader: inout JSONReader) throws -> String {
        var side = ""
        try reader.readObject { key, reader in
            if key == "side" { side = try reader.readOptionalString() ?? "" } else { try reader.skipValue() }
        }
        return side
    }

    /// The keys set to true, as v5 writes them (`{"un": true, "eu": false, …}`).
    private static func readMemberships(_ reader: inout JSONReader) throws -> [String] {
        var memberships: [String] = []
        try reader.readObject { key, reader in
            if try reader.readBool() { memberships.append(key) }
        }
        return memberships
    }

    /// `[latitude, longitude]`; anything else (`[]`, null) is no place.
    private static func readPoint(_ reader: inout JSONReader) throws -> GeoPoint? {
        guard try !reader.consumeNull() else { return nil }
        var numbers: [Double] = []
        try reader.readArray { reader in numbers.append(try reader.readDouble()) }
        return GeoPoint(latlng: numbers)
    }

    private static func readCapitalPoint(_ reader: inout JSONReader) throws -> GeoPoint? {
        var point: GeoPoint?
        try reader.readObject { key, reader in
            if key == "latlng" { point = try readPoint(&reader) } else { try reader.skipValue() }
        }
        return point
    }

    private static func readCallingCode(_ reader: inout JSONReader) throws -> CallingCode {
        var code = CallingCode(root: "", suffixes: [])
        try reader.readObject { key, reader in
            switch key {
            case "root": code.root = try reader.readOptionalString() ?? ""
            case "suffixes": code.suffixes = try reader.readStrings()
            default: try reader.skipValue()
            }
        }
        return code
    }
}
