import CountriesData
import Foundation

/// Which proxy a request may take. A server on this machine is reached
/// directly: through a proxy, a loopback request (plain http, the key in its
/// header) would cross the network in clear, and reach a proxy that cannot
/// even reach this machine's 127.0.0.1.
///
/// libcurl, under FoundationNetworking, reads the proxy from `http_proxy`,
/// `https_proxy`, `all_proxy` (and their capitals) itself, and ignores an
/// empty `connectionProxyDictionary` (tried: the request still went to the
/// proxy of `http_proxy`). So the network client clears those variables,
/// before its first request, when the server is loopback. Any other server
/// may go through a proxy: over https the proxy gets only a tunnel
/// (`CONNECT`), and plain http to another machine carries no key (refused
/// before any request, `APIError.keyOverPlainHTTP`).
package enum ProxySettings {
    static let variables = ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]

    /// The variables to clear before asking the server of `request`.
    package static func variablesToClear(for request: FetchRequest) -> [String] {
        let host = URL(string: request.baseURL.written)?.host ?? ""
        return V5CountriesWebRepository.isLoopback(host) ? variables : []
    }
}
