/// User input as an error message repeats it: in quotes, control characters
/// shown as their escapes (`PlainText.escape`: typed bytes cannot drive the
/// terminal, nor reorder the line), and cut short.
package func quoted(_ input: String) -> String {
    let limit = 60
    var shown = ""
    for scalar in input.unicodeScalars.prefix(limit) {
        shown += PlainText.isControl(scalar) ? PlainText.escape(scalar) : String(scalar)
    }
    return "'" + shown + (input.unicodeScalars.count > limit ? "…" : "") + "'"
}
