#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file whole or not at all: the bytes go to a new file in the
/// same directory, are flushed to disk, and only then renamed over the old
/// one. A crash, a `kill -9` or a full disk at any moment leaves either the
/// old file or the new one, never a mix; two writers leave one or the other.
enum AtomicFile {
    struct Failure: Error {
        let path: String
        let reason: String
    }

    static func write(_ text: String, to path: String) throws(Failure) {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let name = path.split(separator: "/").last.map(String.init) ?? path
        removeStaleTemporaries(of: name, in: directory)
        let temporary = "\(directory)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        // A file-size limit (`ulimit -f`) then fails the write with EFBIG,
        // reported like a full disk, instead of killing the process mid-way.
        signal(SIGXFSZ, SIG_IGN)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        // The first step that fails names the reason; errno is read before the next call.
        var problem = FileDescriptor.writeAll(text, to: descriptor)
        if problem == nil, fsync(descriptor) != 0 { problem = errno }
        if close(descriptor) != 0, problem == nil { problem = errno }
        if problem == nil, rename(temporary, path) != 0 { problem = errno }
        if let problem {
            unlink(temporary)
            throw Failure(path: path, reason: String(cString: strerror(problem)))
        }
        syncDirectory(directory)
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
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }
}
