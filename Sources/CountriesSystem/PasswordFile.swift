#if canImport(Glibc)
import Glibc
#endif

/// A user's home directory from /etc/passwd, for a run with no `HOME`.
/// Read here, not with `getpwuid`: `countries` is a static executable, and a
/// static glibc's `getpwuid` loads the NSS modules of the glibc it was built
/// with at run time (the linker warns so). Go's os/user does the same
/// without cgo. A user only a directory service knows (LDAP) has no line:
/// the caller then falls back, as it does without a passwd entry.
package enum PasswordFile {
    /// The home directory of the user running this process, if its line has one.
    package static func homeOfCurrentUser() -> String? {
        guard let bytes = try? FileDescriptor.readAll("/etc/passwd") else { return nil }
        return home(ofUser: getuid(), in: String(decoding: bytes, as: UTF8.self))
    }

    /// The sixth field of the first line whose third field is `uid`
    /// (`name:password:uid:gid:gecos:home:shell`); nil for none or an empty one.
    package static func home(ofUser uid: uid_t, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 7, UInt32(fields[2]) == uid else { continue }
            return fields[5].isEmpty ? nil : String(fields[5])
        }
        return nil
    }
}
