/// A former or colonial name of a country (`FormerNames`, generated from
/// docs/data/world/former-names.tsv): the name, the current countries
/// whose land it named, the years, the source. One successor: the name is
/// that country, a former name of those years; several: ambiguous, naming
/// them.
struct FormerName: Sendable {
    let name: String
    /// The current countries (cca3); empty when `withdrawn` names them.
    var countries: [String] = []
    /// An ISO 3166-3 alpha-4 code whose successors the countries are
    /// ("SUHH"), so that ISO 3166-3's list is kept once (`ISO3166Part3`).
    var withdrawn: String = ""
    /// When the name was the country's: the reason a match gives.
    let years: String
    /// Where the name, its countries and its years are said.
    let source: String

    /// The countries it is now.
    var successors: [String] {
        withdrawn.isEmpty ? countries : ISO3166Part3.entry(alpha4: withdrawn)?.successors ?? []
    }
}
