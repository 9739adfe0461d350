#if canImport(Glibc)
import Glibc
#endif

/// This process's environment variables, read from `environ` as
/// Foundation's `ProcessInfo` would (the program links no Foundation).
package enum ProcessEnvironment {
    /// `NAME=value` each; the first of a name that comes twice wins, as
    /// `getenv` finds it.
    package static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            // Bytes, not Characters: an environment is read at every start.
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }
}
