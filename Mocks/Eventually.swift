/// Lets the main actor's other jobs run until `condition` holds, giving up
/// after `limit` turns: for a test that waits for what another job does
/// (the store observer's render) without pinning the order jobs run in or
/// reading a clock. False when it gave up.
@MainActor
package func eventually(within limit: Int = 10_000, _ condition: @MainActor () -> Bool) async -> Bool {
    for _ in 0..<limit {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
