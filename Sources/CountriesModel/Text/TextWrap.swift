/// Greedy word wrapping by display columns: pieces joined by single spaces
/// into lines at most `width` columns wide. A piece wider than the width is
/// broken at its spaces, never inside a word; only a single word wider than
/// the whole width is cut, with "…", so no line is ever wider than the window.
package enum TextWrap {
    /// `separator`: what stands between two pieces on a line (the codes'
    /// pairs keep two spaces between them, and are never broken).
    package static func lines(_ pieces: [String], width: Int, separator: String = " ") -> [String] {
        let width = max(1, width)
        let pieces = pieces.flatMap { piece in
            DisplayWidth.of(piece) <= width ? [piece] : piece.split(separator: " ").map { DisplayWidth.truncate(String($0), to: width) }
        }
        // The line's width is kept as it grows, never measured again: on a
        // pipe (no width) a fact's pieces all go on one line, and measuring
        // it a piece at a time made 40,000 memberships take 29 s.
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        let separatorWidth = DisplayWidth.of(separator)
        for piece in pieces {
            let pieceWidth = DisplayWidth.of(piece)
            if current.isEmpty {
                (current, currentWidth) = (piece, pieceWidth)
            } else if currentWidth + separatorWidth + pieceWidth <= width {
                current += separator + piece
                currentWidth += separatorWidth + pieceWidth
            } else {
                lines.append(current)
                (current, currentWidth) = (piece, pieceWidth)
            }
        }
        return lines + [current]
    }

    /// A label and its text: the text in a column of its own after the
    /// label, continuing under itself (a hanging indent). When the window
    /// leaves that column less than `minimum` columns, the label takes a line
    /// and the text follows, indented by two.
    package static func labelled(
        _ label: String, _ pieces: [String], labelWidth: Int, width: Int, minimum: Int = 16, separator: String = " "
    ) -> [(label: String, text: String)] {
        if width - labelWidth - 2 >= minimum {
            return lines(pieces, width: width - labelWidth - 2, separator: separator).enumerated().map { index, line in
                (DisplayWidth.pad(index == 0 ? label : "", to: labelWidth) + "  ", line)
            }
        }
        return [(DisplayWidth.truncate(label, to: width), "")] + lines(pieces, width: width - 2, separator: separator).map { ("  ", $0) }
    }
}
