/// How much of a screen `browse` shows at a time. The view lays pages out
/// with it and navigation pages by it, so the two agree on where a page ends.
package enum PageLayout {
    /// Rows of a list: the window's height less the title, the header, the
    /// footer, the status and the prompt.
    package static func rowsPerPage(height: Int) -> Int {
        height > 6 ? height - 5 : 1
    }

    /// The rows on show of a list `count` rows long, from row `first`
    /// (counted from 0): a page of `rowsPerPage`, from no later than the
    /// last row. The one place a list's page is cut: the interactor that
    /// writes the rows writes it, and the view shows it.
    package static func rows(_ count: Int, from first: Int, height: Int) -> Range<Int> {
        let first = min(max(0, first), max(0, count - 1))
        return first..<min(first + rowsPerPage(height: height), count)
    }

    /// Lines of any other screen (details, help): the window's height less
    /// the title, the footer, the status and the prompt.
    package static func linesPerPage(height: Int) -> Int {
        height > 5 ? height - 4 : 1
    }

    /// The first line of the last page of a screen `lines` long, as less
    /// ends: the last page is a whole window, ending on the last line.
    package static func lastFirstLine(lines: Int, height: Int) -> Int {
        max(0, lines - linesPerPage(height: height))
    }
}
