/// International dialling prefix, as REST Countries stores it: a root (`+3`)
/// and suffixes (`3`) that together make the code (`+33`).
package struct CallingCode: Sendable, Equatable {
    package var root: String
    package var suffixes: [String]

    package init(root: String, suffixes: [String]) {
        self.root = root
        self.suffixes = suffixes
    }

    /// The codes a person dials. The data lists area codes as suffixes for
    /// some countries (the United States has 317 of them under `+1`, Russia 5
    /// under `+7`); past a handful, the root alone is the country's code.
    package var codes: [String] {
        guard !root.isEmpty else { return [] }
        if suffixes.isEmpty || suffixes.count > Self.mostSuffixesListed { return [root] }
        return suffixes.map { root + $0 }
    }

    private static let mostSuffixesListed = 3
}
