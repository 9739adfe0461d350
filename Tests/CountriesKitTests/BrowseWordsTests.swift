@testable import CountriesCLI
import CountriesModel
import Foundation
import Testing
@testable import CountriesUI

/// Every word browse takes as a command is written down: on its help
/// screen, in `help browse` and in the README.
@Suite struct BrowseWordsTests {
    static let words = BrowseCommandName.allCases.flatMap(\.words)

    @Test(arguments: words) func aCommandWord_isNamedWhereAUserLooks(_ word: String) throws {
        #expect(BrowseCommand(word) != .text(word), "not a command: the test's list is wrong")
        let screen = BrowseHelpView.lines(width: 80).flatMap { $0.split { " ,():".contains($0) } }
        #expect(screen.contains(Substring(word)), "help screen")
        #expect(Help.text(for: .browse).contains(word), "help browse")
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("`\(word)`") || readme.contains("`\(word) "), "README")
    }
}
