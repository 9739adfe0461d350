/// Where refreshed v5 data and a built-in membership list disagree: the
/// data's answer is shown, and this says in one line how it differs.
package struct MembershipDifference: Sendable, Equatable {
    /// The list ("EU") or the country ("France") compared.
    package let subject: String
    /// The built-in lists' date: "2026-01-01".
    package let asOf: String
    /// cca3 codes (a list) or list names (a country) only the refreshed data has.
    package let onlyInData: [String]
    /// Those only the built-in data has.
    package let onlyBuiltIn: [String]

    package init(subject: String, asOf: String, onlyInData: [String], onlyBuiltIn: [String]) {
        self.subject = subject
        self.asOf = asOf
        self.onlyInData = onlyInData
        self.onlyBuiltIn = onlyBuiltIn
    }

    package var description: String {
        let parts = [
            onlyInData.isEmpty ? nil : "only in the refreshed data: " + onlyInData.joined(separator: ", "),
            onlyBuiltIn.isEmpty ? nil : "only in the built-in list: " + onlyBuiltIn.joined(separator: ", "),
        ].compactMap { $0 }
        return "\(subject): the refreshed data differs from the built-in list (as of \(asOf)), \(parts.joined(separator: "; ")); the refreshed data is shown."
    }
}
