import CountriesSystem
import Foundation
import Testing

@Suite struct ProcessEnvironmentTests {
    /// The same variables as Foundation reads, values with `=` in them too.
    @Test func readsTheEnvironmentAsProcessInfoDoes() {
        setenv("COUNTRIES_TEST_ENVIRONMENT", "a=b=c", 1)
        defer { unsetenv("COUNTRIES_TEST_ENVIRONMENT") }
        let environment = ProcessEnvironment.current()
        #expect(environment["COUNTRIES_TEST_ENVIRONMENT"] == "a=b=c")
        #expect(environment == ProcessInfo.processInfo.environment)
    }
}
