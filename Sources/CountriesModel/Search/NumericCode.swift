/// A ccn3 is a number written in three digits: `76`, `076` and `0076` all
/// mean Brazil's 076, as a person who reads "76" on a form means it.
enum NumericCode {
    /// The three digits the UTF-8 `text` stands for; nil when it is not a
    /// number from 0 to 999.
    static func ccn3(_ text: some Collection<UInt8>) -> [UInt8]? {
        guard !text.isEmpty, text.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let digits = text.drop { $0 == UInt8(ascii: "0") }
        guard digits.count <= 3 else { return nil }
        return [UInt8](repeating: UInt8(ascii: "0"), count: 3 - digits.count) + digits
    }
}
