/// How much of a screen `browse` shows at a time. The view lays pages out
/// with it and navigation pages by it, so the two agree on where a page ends.
package enum PageLayout {
    /// Rows of a list: the window's height less the title, the header, the
    /// footer, the status and the prompt.
    package static func rowsPerPage(height: Int) -> Int {
        height > 6 ? height - 5 : 1
    }

    /// Rows of the list `screen` is at `width`: as many less as its title
    /// takes lines past the first (a link wider than the window is broken
    /// over lines, never cut).
    package static func rowsPerPage(height: Int, width: Int, screen: Screen) -> Int {
        rowsPerPage(height: height - max(0, linkLines(of: screen, width: width).count - 1))
    }

    /// The rows on show of the list `screen` is, `count` rows long, from
    /// row `first` (counted from 0), at `width`: a page of `rowsPerPage`,
    /// from no later than the last row. The one place a list's page is
    /// cut: the interactor that writes the rows writes it, and the view
    /// shows it.
    package static func rows(_ count: Int, from first: Int, height: Int, width: Int, screen: Screen) -> Range<Int> {
        let first = min(max(0, first), max(0, count - 1))
        return first..<min(first + rowsPerPage(height: height, width: width, screen: screen), count)
    }

    /// Lines of any other screen (details, help): the window's height less
    /// the title, the footer, the status and the prompt; with `header`, a
    /// first line kept atop every page (a table of clocks), less that too.
    package static func linesPerPage(height: Int, header: Bool = false) -> Int {
        let lines = height > 5 ? height - 4 : 1
        return header ? max(1, lines - 1) : lines
    }

    /// The first line of the last page of a screen `lines` long, as less
    /// ends: the last page is a whole window, ending on the last line. With
    /// `header`, counted in the lines under it.
    package static func lastFirstLine(lines: Int, height: Int, header: Bool = false) -> Int {
        max(0, lines - (header ? 1 : 0) - linesPerPage(height: height, header: header))
    }

    /// The link of `screen` as browse's title shows it (`countries://...`),
    /// one line where it fits `width`, else broken after its `/`, `?` and
    /// `&` into lines that do; none for a screen with no link.
    package static func linkLines(of screen: Screen, width: Int) -> [String] {
        guard let link = Route.link(to: screen).map({ "countries:/" + PlainText.of($0) }) else { return [] }
        return TextWrap.unbroken(link, width: width, breakingAfter: ["/", "?", "&"])
    }
}
