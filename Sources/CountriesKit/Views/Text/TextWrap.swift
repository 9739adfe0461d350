/// Greedy word wrapping by display columns: pieces joined by single spaces
/// into lines at most `width` columns wide. A piece wider than the width
/// stands alone on its line, whole: words are never split.
enum TextWrap {
    static func lines(_ pieces: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            if current.isEmpty {
                current = piece
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(piece) <= width {
                current += " " + piece
            } else {
                lines.append(current)
                current = piece
            }
        }
        return lines + [current]
    }
}
