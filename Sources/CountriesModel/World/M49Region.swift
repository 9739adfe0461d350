/// A UN M49 region as a list filter holds it: what `--region 419` was read
/// as, so that the list filters without the world data at hand.
package struct M49Region: Sendable, Equatable {
    /// "419".
    package let code: String
    /// "Latin America and the Caribbean".
    package let name: String
    /// The cca2 codes it contains.
    package let members: Set<String>

    package init(code: String, name: String, members: Set<String>) {
        self.code = code
        self.name = name
        self.members = members
    }
}
