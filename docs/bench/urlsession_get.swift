// The bench's URLSession reference: GETs each URL in turn, in one process, as
// the curl row does, with the headers countries-fetch sends. What a refresh
// costs at the least while its web repository keeps URLSession (issue 14).
//   urlsession_get [--bearer <key>] <url>...
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var key: String?
if arguments.first == "--bearer", arguments.count >= 2 {
    key = arguments[1]
    arguments.removeFirst(2)
}
let session = URLSession(configuration: .ephemeral)
for text in arguments {
    guard let url = URL(string: text) else { exit(64) }
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let key { request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization") }
    let (_, response) = try await session.data(for: request)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else { exit(1) }
}
