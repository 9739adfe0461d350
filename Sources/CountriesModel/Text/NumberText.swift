/// Numbers as people read them on a terminal, and as scripts read them in a pipe.
package enum NumberText {
    /// `67,391,582` when grouped, `67391582` otherwise.
    package static func integer(_ value: Int, grouped: Bool) -> String {
        let digits = String(value.magnitude)
        guard grouped, digits.count > 3 else { return value < 0 ? "-" + digits : digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// Square kilometres: whole where the data is whole, else as given (`0.49`).
    package static func area(_ value: Double, grouped: Bool) -> String {
        if let whole = Int(exactly: value) { return integer(whole, grouped: grouped) + " km²" }
        return "\(value) km²"
    }
}
