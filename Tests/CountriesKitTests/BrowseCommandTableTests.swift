@testable import CountriesCLI
import CountriesModel
import Testing
@testable import CountriesUI

/// The browse command table is the one description of each browse command:
/// the parser, the help screen and Tab completion all read it, so a new
/// command is one entry, and completion offers the filter words and the
/// values their options take.
@Suite struct BrowseCommandTableTests {
    @Test func noWordTypesTwoCommands() {
        let words = BrowseCommandName.allCases.flatMap(\.words)
        #expect(Set(words).count == words.count, "\(words)")
    }

    /// Each word, alone and in any case, is its command; one that takes
    /// no value, with words after it, is a search.
    @Test(arguments: BrowseCommandName.allCases)
    func everyWord_typesItsCommand(_ name: BrowseCommandName) {
        let command = BrowseCommand(name.rawValue)
        #expect(command != .text(name.rawValue) && command != .nothing)
        for word in name.words {
            #expect(BrowseCommand(word) == command, "\(word)")
            #expect(BrowseCommand(word.uppercased()) == command, "\(word)")
        }
        if name.spec.argument == .none {
            #expect(BrowseCommand(name.rawValue + " states") == .text(name.rawValue + " states"))
        }
    }

    @Test(arguments: ["all", "clear", "ALL", " clear "])
    func all_dropsTheListsFilters(_ line: String) {
        #expect(BrowseCommand(line) == .clearFilters)
        #expect(BrowseCommand(line + " of them") == .text((line + " of them").trimmingWhitespace()))
    }

    /// A filter is `list`'s option of its name: it takes a value when the
    /// option does, shown as the option shows it, and is read by it.
    @Test(arguments: BrowseCommandName.allCases)
    func aFiltersArgument_isItsListOptions(_ name: BrowseCommandName) throws {
        guard let option = name.spec.option else {
            #expect(!name.spec.filtersTheList)
            return
        }
        switch name.spec.argument {
        case .none: #expect(option.valueName == nil)
        case let .value(argument): #expect(option.valueName == argument)
        }
        #expect(option.name == "--" + name.rawValue, "the option of the same name")
        #expect(name.spec.filtersTheList == OptionSpec.listOptions.contains(option) && name.spec.filtersTheList != (name.name == .locale))
    }

    /// Tab offers every command, and after a command's word the values its
    /// option lists for the shell completion scripts (regions, subregions,
    /// organisations, locales), in any case.
    @Test func completion_offersEveryCommand_andTheValuesOfItsOption() throws {
        let empty = BrowseCompletion.candidates("", catalog: nil, locale: .english)
        #expect(empty.map { $0.trimmingWhitespace() } == BrowseCommandName.allCases.map(\.rawValue))
        #expect(BrowseCompletion.candidates("reg", catalog: .snapshot, locale: .english) == ["region "])
        #expect(BrowseCompletion.candidates("la", catalog: nil, locale: .english) == ["language ", "landlocked"])
        #expect(BrowseCompletion.candidates("region eu", catalog: .snapshot, locale: .english) == ["region Europe"])
        #expect(BrowseCompletion.candidates("SUBREGION western", catalog: .snapshot, locale: .english)
            == ["subregion Western Africa", "subregion Western Asia", "subregion Western Europe"])
        for name in BrowseCommandName.allCases {
            let values = name.spec.option?.values ?? []
            guard !values.isEmpty else { continue }
            #expect(BrowseCompletion.candidates(name.rawValue + " ", catalog: .snapshot, locale: .english) == values.map { name.rawValue + " " + $0 }, "\(name)")
            #expect(values.allSatisfy { BrowseCommand(name.rawValue + " " + $0) != .text(name.rawValue + " " + $0) }, "\(name) takes what it offers")
        }
        #expect(BrowseCompletion.candidates("member ", catalog: nil, locale: .english).contains("member eu"))
    }

    /// The help screen has a row for each command, with its argument, its
    /// one-letter aliases and its help; the filters after the first are named in its row.
    @Test(arguments: BrowseCommandName.allCases)
    func everyCommand_isOnTheHelpScreen(_ name: BrowseCommandName) throws {
        let rows = BrowseHelpView.commands
        let filters = BrowseCommandName.allCases.filter(\.spec.filtersTheList)
        if name.spec.filtersTheList, name != filters.first {
            let row = try #require(rows.first { $0.0.hasPrefix(filters[0].rawValue + " ") })
            #expect(row.1.contains(name.rawValue), "\(name)")
            return
        }
        let row = try #require(rows.first { $0.0 == name.rawValue || $0.0.hasPrefix(name.rawValue + " ") || $0.0.hasPrefix(name.rawValue + ",") })
        #expect(row.1.hasPrefix(name.spec.help))
        for alias in name.spec.aliases {
            #expect(row.0.contains(alias) || row.1.contains(alias), "\(alias)")
        }
        if case let .value(argument) = name.spec.argument { #expect(row.0.hasSuffix(" " + argument)) }
    }
}
