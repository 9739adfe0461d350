import CountriesSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces files whole or not at all: the bytes go to a new file in the
/// same directory (a `Draft`), are flushed to disk, and only then renamed over
/// the old one. A crash, a `kill -9` or a full disk at any moment leaves either
/// the old file or the new one, never a mix; two writers leave one or the
/// other. Files that must change together commit their drafts in turn, and
/// the first is `kept` to be put back should the second fail.
enum AtomicFile {
    struct Failure: Error {
        let path: String
        let reason: String
    }

    /// A file's next version, written and flushed beside it; in place only
    /// once committed.
    struct Draft {
        let path: String
        fileprivate let temporary: String
        /// The file's inode, which it keeps once renamed into place: what
        /// tells this version from any other.
        let inode: UInt64
        /// As written: size, inode and modification time, all of which a
        /// rename keeps.
        let status: stat

        func commit() throws(Failure) {
            guard rename(temporary, path) == 0 else {
                let failure = AtomicFile.failure(path)
                unlink(temporary)
                throw failure
            }
            syncDirectory(of: path)
        }

        func discard() {
            unlink(temporary)
        }
    }

    /// The file as it is before a change, kept under a temporary name (a hard
    /// link, no copy) so that a later failure can put it back.
    struct Kept {
        let path: String
        fileprivate let temporary: String

        /// The kept version in place again; with none kept, no file.
        static func restore(_ kept: Kept?, at path: String) {
            if let kept {
                rename(kept.temporary, kept.path)
            } else {
                unlink(path)
            }
        }

        func discard() {
            unlink(temporary)
        }
    }

    /// `mode`: the new file's permissions (less the umask).
    static func draft(_ text: String, for path: String, backdated: Bool = false, mode: mode_t = 0o644) throws(Failure) -> Draft {
        var text = text
        let drafted = text.withUTF8 { bytes in Result { () throws(Failure) in try draft(bytes, for: path, backdated: backdated, mode: mode) } }
        return try drafted.get()
    }

    /// `backdated`: the file's modification time is set a second into the
    /// past, a time no later write can give it (a write stamps the present),
    /// so that an index recording it tells this version from any edit made
    /// in place afterwards, even within the clock's granularity.
    static func draft(
        _ bytes: UnsafeBufferPointer<UInt8>, for path: String, backdated: Bool = false, mode: mode_t = 0o644
    ) throws(Failure) -> Draft {
        let temporary = temporaryName(for: path)
        // A file-size limit (`ulimit -f`) fails the write with EFBIG, reported
        // like a full disk, as main.swift ignores SIGXFSZ, which would kill
        // the process mid-way.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(path) }
        // The first step that fails names the reason; errno is read before the next call.
        var problem = FileDescriptor.writeAll(bytes, to: descriptor)
        if problem == nil, backdated {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            let past = timespec(tv_sec: now.tv_sec - 1, tv_nsec: now.tv_nsec)
            if [past, past].withUnsafeBufferPointer({ futimens(descriptor, $0.baseAddress) }) != 0 { problem = errno }
        }
        if problem == nil, fsync(descriptor) != 0 { problem = errno }
        var status = stat()
        if problem == nil, fstat(descriptor, &status) != 0 { problem = errno }
        if close(descriptor) != 0, problem == nil { problem = errno }
        if let problem {
            unlink(temporary)
            throw Failure(path: path, reason: String(cString: strerror(problem)))
        }
        return Draft(path: path, temporary: temporary, inode: UInt64(status.st_ino), status: status)
    }

    /// nil when there is no file at `path` (or it cannot be linked, and so
    /// could not be put back either way).
    static func keep(_ path: String) -> Kept? {
        let temporary = temporaryName(for: path)
        return link(path, temporary) == 0 ? Kept(path: path, temporary: temporary) : nil
    }

    /// The inode of the file at `path`, to match against a `Draft`'s.
    static func inode(of path: String) -> UInt64? {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    /// `.<name>.<pid>.<n>.tmp` beside the file; stale ones of killed writers
    /// are removed first.
    private static func temporaryName(for path: String) -> String {
        let (directory, name) = split(path)
        removeStaleTemporaries(of: name, in: directory)
        return "\(directory)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    private static func split(_ path: String) -> (directory: String, name: String) {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (directory, path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// A writer killed before its rename (`kill -9`, a power cut) leaves its
    /// `.<name>.<pid>.<n>.tmp` behind; the next writer removes those whose
    /// process is gone, never one another writer is still filling.
    private static func removeStaleTemporaries(of name: String, in directory: String) {
        guard let stream = opendir(directory.isEmpty ? "." : directory) else { return }
        defer { closedir(stream) }
        let prefix = "." + name + "."
        while let entry = readdir(stream) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard file.hasPrefix(prefix), file.hasSuffix(".tmp") else { continue }
            let parts = file.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0 else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                unlink("\(directory)/\(file)")
            }
        }
    }

    /// So the rename itself survives a power cut.
    private static func syncDirectory(of path: String) {
        let directory = split(path).directory
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    fileprivate static func failure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }
}
