import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// The store holds values (issue 44): nothing reachable from `AppState`'s
/// parts is an object (a file handle, a lock, a lazy table, records read
/// from the disk when asked, a resolver with a memo), so a copy of a part
/// shares nothing mutable, and two stores compare by all they hold.
/// Walked by reflection from a store whose every field holds something.
@MainActor
@Suite struct StoreValueTests {
    @Test func nothingReachableFromTheStore_isAnObject() {
        let state = FullStore.state()
        var objects: [String] = []
        Self.walk(state.userData, path: "userData", into: &objects)
        Self.walk(state.routing, path: "routing", into: &objects)
        Self.walk(state.system, path: "system", into: &objects)
        #expect(objects.isEmpty, "objects in the store: \(objects)")
    }

    /// The walk finds an object however deep (the check above is not blind).
    @Test func theWalk_findsAnObject_inAValue() {
        final class Handle {}
        struct Inner { var handle: Handle? }
        struct Outer { var parts: [Inner] }
        var objects: [String] = []
        Self.walk(Outer(parts: [Inner(handle: nil), Inner(handle: Handle())]), path: "outer", into: &objects)
        #expect(objects.count == 1 && objects.first?.hasPrefix("outer.parts.1.handle") == true, "\(objects)")
    }

    /// Equal with no exceptions: two stores made alike are equal part by
    /// part, and a change in any part is seen.
    @Test func theParts_compareByAllTheyHold() {
        let (one, two) = (FullStore.state(), FullStore.state())
        #expect(one.userData == two.userData && one.routing == two.routing && one.system == two.system)
        two.userData.history = LineHistory(lines: ["deu"], isKept: true)
        #expect(one.userData != two.userData)
    }

    private static func walk(_ value: Any, path: String, into objects: inout [String], depth: Int = 0) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            objects.append("\(path): \(type(of: value))")
            return
        }
        guard depth < 64 else { return }
        for (index, child) in mirror.children.enumerated() {
            walk(child.value, path: path + "." + (child.label ?? String(index)), into: &objects, depth: depth + 1)
        }
    }
}
