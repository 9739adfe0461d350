#if canImport(Glibc)
import Glibc
#endif

/// This process's environment variables, read from `environ` as
/// Foundation's `ProcessInfo` would (the program links no Foundation).
public enum ProcessEnvironment {
    /// `NAME=value` each; the first of a name that comes twice wins, as
    /// `getenv` finds it.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
