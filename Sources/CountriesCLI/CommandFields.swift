import CountriesModel

/// Whose fields a command's `--fields` names and its JSON holds: a REST
/// Countries v3.1 record's, or the command's own rows'. Said once, in the
/// command's entry of the table; the parser reads `--fields` by it, and the
/// help of `--fields` and `--json` is made from it, so `help time` cannot
/// offer v3.1's `cca3` where time takes `zone`.
enum CommandFields: Sendable, Equatable {
    /// v3.1 records: `name.common`, `cca3`, ... (list, show, compare).
    case countryRecords
    /// A zone's row (time).
    case timeRows
    /// A subdivision's row (subdivisions, and show of a subdivision's code).
    case subdivisionRows
    /// A city's row (city).
    case cityRows
    /// A built-in membership list's row (memberships: always all of them).
    case membershipLists
    /// A name's answer (resolve: `--to` picks the country's fields).
    case resolvedNames
    /// A point's answer (at).
    case pointRows
    /// Two places and the distance between them (distance: always all).
    case placeDistance

    /// The names `--fields` takes; empty where it takes none.
    var names: [String] {
        switch self {
        case .countryRecords: CountryField.available
        case .timeRows: TimeField.allCases.map(\.rawValue)
        case .pointRows: PointField.allCases.map(\.rawValue)
        case .subdivisionRows: SubdivisionField.allCases.map(\.rawValue)
        case .cityRows: CityField.allCases.map(\.rawValue)
        case .membershipLists: ["key", "name", "members", "asOf", "source"]
        case .resolvedNames: []
        case .placeDistance: ["from", "to", "kilometres", "miles"]
        }
    }

    /// `--fields`'s help for a command whose fields these are.
    var fieldsHelp: String {
        switch self {
        case .countryRecords:
            "Only these v3.1 fields, in this order: keys of each --json record, nesting kept (name.common gives {\"name\":{\"common\":...}}), else the columns or lines of the output. Such as cca3, name.common, capital, currencies, population, area, region."
        case .timeRows, .subdivisionRows, .cityRows, .pointRows:
            "Only these columns, in this order (also the keys of each --json object): \(listed(names))."
        case .membershipLists, .resolvedNames, .placeDistance:
            ""
        }
    }

    /// The fields of `text`, set in `options`, or the usage error that
    /// names the unknown ones and lists these.
    func apply(_ text: String, to options: inout GlobalOptions, command: CommandName?) throws {
        func failure(_ unknown: [String]) -> UsageError {
            let what = unknown.isEmpty ? "'--fields' needs at least one field" : "Unknown field\(unknown.count == 1 ? "" : "s") \(unknown.map(quoted).joined(separator: ", "))"
            let whose = self == .subdivisionRows && command == .show ? " of a subdivision" : ""
            return UsageError("\(what); the fields\(whose) are \(names.joined(separator: ", "))", command: command)
        }
        switch self {
        case .timeRows:
            switch TimeField.list(text) {
            case let .success(fields): options.timeFields = fields
            case let .failure(error): throw failure(error.names)
            }
        case .pointRows:
            switch PointField.list(text) {
            case let .success(fields): options.pointFields = fields
            case let .failure(error): throw failure(error.names)
            }
        case .subdivisionRows:
            switch SubdivisionField.list(text) {
            case let .success(fields): options.subdivisionFields = fields
            case let .failure(error): throw failure(error.names)
            }
        case .cityRows:
            switch CityField.list(text) {
            case let .success(fields): options.cityFields = fields
            case let .failure(error): throw failure(error.names)
            }
        case .countryRecords, .membershipLists, .resolvedNames, .placeDistance:
            // The last three refuse `--fields` in the table: it never reaches here.
            switch CountryField.list(text) {
            case let .success(fields): options.fields = fields
            case let .failure(error): throw failure(error.names)
            }
        }
    }
}

extension CommandSpec {
    /// Whose fields `--fields` names for these words, or for the screen a
    /// `--route` leads to: `show US-CA` and `/countries/US-CA` show a
    /// subdivision, whose fields are its own (code, name, type, ...);
    /// `/countries/FRA/time` a country's clocks, whose fields are `time`'s;
    /// `/at/48.85,2.35` a point, `at`'s; `/cities/2988507` a city, `city`'s.
    func fields(forWords words: [String], route: String? = nil) -> CommandFields {
        guard fields == .countryRecords else { return fields }
        if showsSubdivisionCodes, words.count == 1, SubdivisionCodeShape.matches(words[0]) {
            return .subdivisionRows
        }
        switch route.flatMap({ try? Route.parse($0) }) {
        case .time?: return .timeRows
        case .point?: return .pointRows
        case .city?: return .cityRows
        case let .country(code)? where SubdivisionCodeShape.matches(code): return .subdivisionRows
        default: return fields
        }
    }
}

extension OptionSpec {
    /// Its help in `help <command>` (nil: the program's): `--fields` names
    /// the command's own fields, `--json` the commands that take it, read
    /// from the table.
    func help(for command: CommandName?) -> String {
        if self == .fields, let command {
            let spec = command.spec
            let own = spec.fields.fieldsHelp
            return spec.showsSubdivisionCodes
                ? own + " For a subdivision (show US-CA): \(listed(CommandFields.subdivisionRows.names))."
                : own
        }
        if self == .fields {
            let own = takers.filter { $0.spec.fields != .countryRecords }
            return CommandFields.countryRecords.fieldsHelp + " For \(listed(own.map(\.rawValue))): their own fields (see countries help <command>)."
        }
        if self == .json {
            let records = takers.filter { $0.spec.fields == .countryRecords }.map(\.rawValue)
            let own = takers.filter { $0.spec.fields != .countryRecords }.map(\.rawValue)
            return "Print JSON: REST Countries v3.1 records for \(listed(records)) (show: one object; the others: an array); for \(listed(own)), their own fields."
        }
        return help
    }
}
