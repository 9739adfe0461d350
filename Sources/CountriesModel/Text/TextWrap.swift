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

    /// `text` wrapped between words at `width`, every character kept: a
    /// word wider than the width is broken (`unbroken`), never cut. What a
    /// person reads whole: the hours `time` finds, a warning on stderr.
    package static func wrapped(_ text: String, width: Int) -> [String] {
        lines(text.split(separator: " ").flatMap { unbroken(String($0), width: width) }, width: width)
    }

    /// A word as pieces no wider than `width`, broken after one of `breaks`
    /// where it can be (`14:00-` `16:30`; a link after its `/`, `?` or `&`),
    /// else every `width` characters: a narrow terminal gets every
    /// character, where a cut word would lose its end.
    package static func unbroken(_ word: String, width: Int, breakingAfter breaks: Set<Character> = ["-", "/"]) -> [String] {
        let width = max(1, width)
        guard DisplayWidth.of(word) > width else { return [word] }
        var segments: [String] = []
        var segment = ""
        for character in word {
            segment.append(character)
            if breaks.contains(character) { segments.append(segment); segment = "" }
        }
        if !segment.isEmpty { segments.append(segment) }
        var pieces: [String] = []
        var piece = ""
        for (index, segment) in segments.enumerated() {
            for character in segment {
                if DisplayWidth.of(piece) + DisplayWidth.of(String(character)) > width { pieces.append(piece); piece = "" }
                piece.append(character)
            }
            // At a break: the next segment starts a piece of its own where it does not fit beside this.
            if index + 1 < segments.count, DisplayWidth.of(piece) + DisplayWidth.of(segments[index + 1]) > width {
                pieces.append(piece)
                piece = ""
            }
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces.filter { !$0.isEmpty }
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
