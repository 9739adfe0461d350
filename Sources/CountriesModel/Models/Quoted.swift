/// User input as an error message repeats it: in quotes, control characters
/// shown as escapes (so typed bytes cannot drive the terminal, nor reorder
/// the line: `PlainText.isControl`), and cut short.
package func quoted(_ input: String) -> String {
    let limit = 60
    var shown = ""
    for scalar in input.unicodeScalars.prefix(limit) {
        shown += PlainText.isControl(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return "'" + shown + (input.unicodeScalars.count > limit ? "…" : "") + "'"
}
