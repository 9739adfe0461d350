/// The most `resolve` reads as one line of its input, or as one CSV row
/// (`--column`: a quoted field may take several lines), its end not
/// counted. A longer one is refused (exit 65, naming its line), every line
/// before it answered: memory stays bounded whatever the input's shape (a
/// line cost some five times its bytes; a 200 MB line took 1 GB). No name
/// comes near it (the longest, in any language, is 63 characters), nor a
/// row of any data set a person would pass through.
package enum InputLimit {
    /// 1 MiB.
    package static let bytes = 1 << 20

    /// The limit in words, as README and the errors give it.
    package static let text = "1 MiB (1,048,576 bytes)"
}
