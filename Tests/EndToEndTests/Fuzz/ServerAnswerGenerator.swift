/// One refresh against the hostile server: its fault mode and seed, the API,
/// the command, the timeout, and whether a cache is there to be kept.
struct ServerAnswerCase {
    let mode: String
    let seed: Int
    let api: String
    let command: [String]
    let timeout: String
    let withCache: Bool

    init(_ random: inout SplitMix64, index: Int) {
        mode = random.pick(HostileServer.modes)
        seed = index
        api = random.chance(0.75) ? "v5" : "v3.1"
        command = random.chance(0.7) ? ["list"] : ["show", random.pick(["fr", "DEU", "usa", "250", "jp"])]
        // Short, as hangs are measured against it; slow modes take this long.
        timeout = random.pick(["0.5", "1", "1", "2"])
        withCache = random.chance(0.6)
    }

    /// The most a refresh may take: v5 fetches its first page, then the rest at once.
    var bound: Double { 3 * (Double(timeout) ?? 15) + 5 }

    func arguments(server: HostileServer, cache: String) -> [String] {
        command + ["--refresh", "--api", api, "--base-url", server.baseURL(mode: mode, seed: seed), "--timeout", timeout, "--cache-dir", cache]
    }
}
