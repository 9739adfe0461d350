@testable import CountriesUI
import Testing

/// `resolve` checks each read as text once (`TextBytes`): it must say what
/// the stdlib says of every line, or a line would be answered that is not
/// text (or refused that is).
@Suite struct TextBytesTests {
    private func isText(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(TextBytes.isUTF8WithoutNUL)
    }

    /// As `String(validating:)` judges, and no NUL.
    private func stdlib(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }

    @Test func eightBytesOfASCII_atATime_anyBadByteWhereverItFalls() {
        #expect(isText((1...0x7F).map(UInt8.init)))
        #expect(isText([]))
        for length in 1..<20 {
            for position in 0..<length {
                for bad: UInt8 in [0, 0x80, 0xC3, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = bad
                    #expect(!isText(bytes), "\(bytes)")
                }
            }
        }
    }

    /// Overlong forms, surrogates, code points above U+10FFFF, sequences
    /// cut short or run on: each where the stdlib draws its lines.
    @Test(arguments: [
        [0xC3, 0xB4], [0xC0, 0xAF], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xC3], [0xC3, 0x41],
        [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xE2, 0x82, 0xAC], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xE2, 0x82],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
        [0xF0, 0x9F, 0x98], [0x80], [0xBF], [0xFE], [0xEF, 0xBB, 0xBF],
    ] as [[UInt8]])
    func aSequence_isTextAsTheStdlibSays(sequence: [UInt8]) {
        for padding in 0..<9 {
            let bytes = Array(repeating: UInt8(ascii: "x"), count: padding) + sequence + Array("yz".utf8)
            #expect(isText(bytes) == stdlib(bytes), "\(bytes)")
        }
    }

    /// Text of one to four bytes a character, each byte in turn made
    /// every other value, and the text cut after each byte: the same
    /// answer as the stdlib's for each.
    @Test func everyByteChanged_orTheTextCut_agreesWithTheStdlib() {
        let text = Array("Côte d’Ivoire, 日本 😀 Åland\r\n".utf8)
        var disagreements: [[UInt8]] = []
        for position in text.indices {
            for value in UInt8.min...UInt8.max {
                var bytes = text
                bytes[position] = value
                if isText(bytes) != stdlib(bytes) { disagreements.append(bytes) }
            }
            let cut = Array(text[...position])
            if isText(cut) != stdlib(cut) { disagreements.append(cut) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }
}
