/// A capital as people type it, without its punctuation: the data writes
/// "Washington, D.C." (and, for another country, "Washington DC"); a person
/// types `washington dc`. Folded, dots dropped (`d.c.` is `dc`), any other
/// punctuation a space, spaces single.
enum PunctuationFree {
    static func text(_ name: String) -> String {
        var words: [String] = [""]
        for character in SearchFolding.fold(name) {
            if character == "." { continue }
            if character.isLetter || character.isNumber {
                words[words.count - 1].append(character)
            } else if !(words.last ?? "").isEmpty {
                words.append("")
            }
        }
        return words.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `name` is the query whose `text` is `query`, or begins with it as
    /// whole words (`washington` of "Washington, D.C."), punctuation aside.
    static func begins(_ name: String, withText query: String) -> Bool {
        let name = text(name)
        return !query.isEmpty && (name == query || name.hasPrefix(query + " "))
    }
}
