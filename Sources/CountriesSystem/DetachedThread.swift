#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// A thread of its own, for work that blocks (a read, a wait for a child).
/// Dispatch's shared pool keeps about as many threads as there are cores on
/// Linux, and each one blocked is lost to every other task until it returns:
/// two blocked reads on a two-core machine stalled everything else.
package enum DetachedThread {
    package static func run(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            // Never nil: it is `box`, passed below.
            guard let raw else { return nil }
            Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, box)
        guard status == 0 else {
            // No thread to be had: the shared pool is slower, not wrong.
            Unmanaged<Work>.fromOpaque(box).release()
            DispatchQueue.global().async(execute: body)
            return
        }
        pthread_detach(thread)
    }

    private final class Work {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
