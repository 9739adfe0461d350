import CountriesModel
import CountriesStore

/// The words for a `Notice`: one line under the screen.
package enum NoticeView {
    package static func line(_ notice: Notice) -> String {
        switch notice {
        case .noMorePages(forward: true): "This is the last page."
        case .noMorePages(forward: false): "This is the first page."
        case .nothingToGoBackTo: "Nothing to go back to."
        case .noCountryOpen(.neighbors): "Open a country first, then ask for its neighbors."
        case .noCountryOpen(.time): "Open a country first, then ask for its time."
        case let .tookRow(number, name): "Opened row \(number); the code \(number) is \(PlainText.of(name)): /countries/\(number) opens it."
        case let .tookCode(number, name): "No row \(number) here: opened \(PlainText.of(name)), whose code is \(number)."
        case let .noRow(number, rows?) where rows.count == 1: "No row \(number) on screen, and no country has the code \(number); the row here is \(rows.lowerBound)."
        case let .noRow(number, rows?): "No row \(number) on screen, and no country has the code \(number); the rows here are \(rows.lowerBound) to \(rows.upperBound)."
        case let .noRow(number, nil): "No row \(number) here, and no country has the code \(number)."
        case let .openedOthersMatch(name, others, search):
            "Opened \(PlainText.of(name)); \(others) other\(others == 1 ? "" : "s") match: search for \(others == 1 ? "it" : "them") with "
                + (Route.link(to: .list(ListQuery(search: search))) ?? "/countries")
        case let .refused(reason): reason + "."
        case let .tookCallingCode(code, name?): "\(code) is a calling code: opened \(PlainText.of(name)), the one country dialled with it."
        case let .tookCallingCode(code, nil): "\(code) is a calling code: these are the countries dialled with it."
        case .noMatch(""): "No country matches these options."
        case let .noMatch(text): "No country matches \(quoted(text))."
        case .localeNeeded: "Give a language: locale <code>, one of \(languages)."
        case let .unknownLocale(code): "No country names in \(quoted(code)). Languages: \(languages)."
        case let .lookupFailed(error): error.description
        case let .badRoute(error): error.description
        case let .tookPartForCountry(place): "\(PlainText.of(place.name)) is \(PlainText.of(place.description)): showing \(PlainText.of(PlaceInCountry.withArticle(place.countryName)))."
        case let .membershipsDiffer(difference): PlainText.of(difference.description)
        case let .unknownRegion(text): "Unknown region \(quoted(text)); the regions are \(Region.allCases.map(\.rawValue).joined(separator: ", ")), or a UN M49 region's name or code (419, Sub-Saharan Africa)"
        // Its words may carry a server's or the input's bytes: seen, never sent.
        case let .refreshFailed(error): "Refresh failed: " + PlainText.visible(error)
        case let .worldDataDamaged(error): "The built-in world data cannot be read: " + PlainText.visible(error)
        case .noMembershipData: "Neither this data nor the built-in lists have that organisation's members: --member needs data refreshed from v5 (--refresh)."
        }
    }

    /// `--locale` in a language with no names, said on stderr after
    /// `Warning: `: the run goes on in English.
    /// A warning or a summary as stderr shows it: on a terminal, wrapped
    /// between words at its width, every character kept (the terminal broke
    /// it inside a word, "line" / "s 3, 4"); elsewhere one line, as a log wants.
    package static func forStderr(_ text: String, system: SystemState) -> String {
        system.stderrWidth.map { TextWrap.wrapped(text, width: $0).joined(separator: "\n") } ?? text
    }

    package static func startWarning(unknownLocale code: String) -> String {
        "no country names in \(quoted(code)); showing English. Languages: \(languages)"
    }

    /// The translation keys, and a word for the 200 CLDR languages beside them.
    private static var languages: String {
        NameLocale.supportedCodes.joined(separator: ", ") + ", or a CLDR language code (el, hi, sw, ...)"
    }
}
