/// How many rows of a list `browse` shows at a time: the window's height
/// less the title, the header, the footer, the status and the prompt. The
/// view lays pages out with it and navigation pages by it.
package enum PageLayout {
    package static func rowsPerPage(height: Int) -> Int {
        height > 6 ? height - 5 : 1
    }
}
