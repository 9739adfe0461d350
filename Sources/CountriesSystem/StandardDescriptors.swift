#if canImport(Glibc)
import Glibc
#endif

/// Descriptors 0, 1 and 2, open before anything else is: a program started
/// with one of them closed (`countries browse <&-`) would give that number
/// to the next file it opens, and then read the cache as its commands, or
/// write its output into it. A closed one is opened on /dev/null, as
/// daemons and coreutils do: no input, output to nowhere.
package enum StandardDescriptors {
    package static func openClosedOnes() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // `open` answers the lowest free number: the closed one, as the
            // ones below it are open by now.
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
