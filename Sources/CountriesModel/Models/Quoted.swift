/// User input as an error message repeats it: in quotes, control characters
/// shown as escapes (so typed bytes cannot drive the terminal), and cut short.
package func quoted(_ input: String) -> String {
    let limit = 60
    var shown = ""
    for scalar in input.unicodeScalars.prefix(limit) {
        let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        shown += isControl ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return "'" + shown + (input.unicodeScalars.count > limit ? "…" : "") + "'"
}
