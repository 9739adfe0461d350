/// The characters a map is drawn with, one cell at a time.
enum CellGlyphs {
    /// A braille character with the cell's dots, bit `column * 4 + row` of
    /// `dots` for the dot at `column` (0, 1) and `row` (0...3).
    static func braille(_ dots: UInt8) -> Character {
        brailleTable[Int(dots)]
    }

    /// Every cell's braille, made once: a map asks for thousands.
    private static let brailleTable: [Character] = (0..<256).map { dots in
        // Unicode numbers braille dots 1-2-3 down the left, 4-5-6 down the
        // right, then 7 and 8 along the bottom.
        var value: UInt32 = 0x2800
        for bit in 0..<8 where dots & (1 << bit) != 0 { value |= brailleBits[bit] }
        return Character(Unicode.Scalar(value) ?? " ")
    }

    /// A block character for the cell's dots, a quarter of the cell lit when
    /// either of its two dots is: denser than braille, so the highlighted
    /// country stands out in a file with no colour.
    static func blocks(_ dots: UInt8) -> Character {
        let left = dots & 0x0F, right = dots >> 4
        var quarters = 0
        if left & 0b0011 != 0 { quarters |= 1 }   // top left
        if right & 0b0011 != 0 { quarters |= 2 }  // top right
        if left & 0b1100 != 0 { quarters |= 4 }   // bottom left
        if right & 0b1100 != 0 { quarters |= 8 }  // bottom right
        return quadrants[quarters]
    }

    /// Every other dot of a cell, as a checkerboard: land drawn thinner
    /// than a neighbour's (`⢕` for `⣿`). A cell whose dots are all off the
    /// board keeps them: a small island is never lost.
    static func thinned(_ dots: UInt8) -> UInt8 {
        let thin = dots & 0xA5
        return thin == 0 ? dots : thin
    }

    /// Made once: an array literal in `braille` was an allocation a cell.
    private static let brailleBits: [UInt32] = [0x01, 0x02, 0x04, 0x40, 0x08, 0x10, 0x20, 0x80]

    private static let quadrants: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    /// A country too small to show at the map's scale, or with no shape.
    static let marker: Character = "•"
    /// The highlighted country when it is such a marker.
    static let highlightedMarker: Character = "●"
    /// A neighbour of the highlighted country when it is such a marker:
    /// Monaco beside France is told from the Vatican, which borders Italy.
    static let neighbourMarker: Character = "◆"
    /// The capital of the highlighted country.
    static let capital: Character = "*"
    /// The point `map --at` marks.
    static let point: Character = "×"
    /// Shading classes from the lowest value to the highest, in plain text.
    static let shades: [Character] = ["·", "░", "▒", "▓", "█"]

    /// The character a shading class is drawn with in plain text, lightest first.
    static func shade(_ index: Int) -> Character {
        shades[min(max(index, 0), shades.count - 1)]
    }
}
