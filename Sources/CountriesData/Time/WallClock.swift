import CountriesModel

/// Where the current time comes from: the system's clock, or in tests a
/// fixed instant, so that "now" is a value the tests choose.
package protocol WallClock: Sendable {
    func now() -> Timestamp
}

/// The system's real-time clock.
package struct SystemClock: WallClock {
    package init() {}

    package func now() -> Timestamp { .now() }
}

/// Always the same instant.
package struct FixedClock: WallClock {
    package let instant: Timestamp

    package init(_ instant: Timestamp) {
        self.instant = instant
    }

    package func now() -> Timestamp { instant }
}
