// countries-fetch: the network client of `countries`, run by `countries
// --refresh` (see HelperCountriesWebRepository), not by hand. It reads one
// FetchRequest on standard input and writes FetchMessages on standard output.
import CountriesData
import CountriesSystem
import CountriesWeb
import Foundation

// FoundationNetworking makes folders for a URL cache and cookies, under
// XDG_CACHE_HOME and XDG_DATA_HOME, with any session, though this program
// uses neither. Pointed where nothing can be created, it makes none, and a
// refresh writes only the cache. Set before any thread starts.
setenv("XDG_CACHE_HOME", "/dev/null/countries", 1)
setenv("XDG_DATA_HOME", "/dev/null/countries", 1)
// A closed output is an error to see, not a death by signal.
signal(SIGPIPE, SIG_IGN)

/// The request: standard input up to its first newline.
func readRequestLine() -> [UInt8]? {
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while line.count < 1 << 20 {
        let count = read(0, &byte, 1)
        if count < 0, errno == EINTR { continue }
        guard count == 1 else { return nil }
        if byte == UInt8(ascii: "\n") { return line }
        line.append(byte)
    }
    return nil
}

guard let line = readRequestLine(), let request = try? FetchRequest.decoded(line) else {
    FileHandle.standardError.write(Data("countries-fetch: the network client of countries, run by `countries --refresh`: not for use by hand\n".utf8))
    exit(64)
}

// A server on this machine is asked directly, never through a proxy (see
// ProxySettings). Cleared before any thread starts, as setenv is not thread-safe.
for variable in ProxySettings.variablesToClear(for: request) {
    unsetenv(variable)
}

// Standard input stays open while countries waits for the answer: its end
// means countries is gone (killed, or gave up), and so is the reason to go on.
DetachedThread.run {
    var byte: UInt8 = 0
    while true {
        let count = read(0, &byte, 1)
        guard count > 0 || (count < 0 && errno == EINTR) else { break }
    }
    exit(75)
}

await FetchService.run(request, on: FetchService.repository(for: request)) { message in
    message.encoded().withUnsafeBufferPointer { buffer in
        _ = FileDescriptor.writeAll(buffer, to: 1)
    }
}
exit(0)
