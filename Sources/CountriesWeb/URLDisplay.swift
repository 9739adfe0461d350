import CountriesModel
import Foundation

extension URL {
    /// As `WebAddress` shows an address: without a user name or password.
    var withoutCredentials: String {
        WebAddress(absoluteString)?.withoutCredentials ?? absoluteString
    }
}
