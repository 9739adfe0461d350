/// A ccn3 is a number written in three digits: `76`, `076` and `0076` all
/// mean Brazil's 076, as a person who reads "76" on a form means it.
enum NumericCode {
    /// The three digits `text` stands for; nil when it is not a number
    /// from 0 to 999.
    static func ccn3(_ text: String) -> String? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text), value < 1000 else { return nil }
        let digits = String(value)
        return String(repeating: "0", count: 3 - digits.count) + digits
    }
}
