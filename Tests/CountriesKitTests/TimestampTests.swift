import CountriesModel
import Foundation
import Testing

/// `Timestamp` writes and reads ISO 8601 exactly as Foundation's `Date` did
/// for the cache's origin file, which older versions wrote with `Date`.
@Suite struct TimestampTests {
    /// Seeded: the same moments every run, from 1900 to 2200, and the edges.
    private static let moments: [Double] = {
        var state: UInt64 = 0x5EED
        let spread = (0..<500).map { _ -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int64(state >> 20) % 9_467_280_000) - 2_208_988_800 + 0.75
        }
        return spread + [0, -1, 1, 951_782_400, 951_868_799, 4_107_542_400, 1_800_000_000.999]
    }()

    @Test func iso8601_writesWhatFoundationWrote() {
        for seconds in Self.moments {
            #expect(Timestamp(secondsSince1970: seconds).iso8601 == Date(timeIntervalSince1970: seconds).formatted(.iso8601), "\(seconds)")
        }
    }

    @Test func iso8601_readsBackWhatItWrites_toTheWholeSecond() {
        for seconds in Self.moments {
            let written = Timestamp(secondsSince1970: seconds).iso8601
            #expect(Timestamp(iso8601: written)?.secondsSince1970 == seconds.rounded(.down), "\(written)")
        }
    }

    @Test(arguments: [
        ("2026-11-01T10:00:00Z", 1_793_527_200.0),
        ("2026-11-01T11:30:00+01:30", 1_793_527_200),
        ("2026-11-01T05:00:00-0500", 1_793_527_200),
        ("2026-11-01T10:00:00.5Z", 1_793_527_200.5),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func iso8601_readsOffsetsAndFractions(_ text: String, _ seconds: Double) {
        #expect(Timestamp(iso8601: text)?.secondsSince1970 == seconds)
    }

    @Test(arguments: ["", "2026-11-01", "2026-11-01T10:00:00", "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-01T24:00:00Z",
                      "2026-11-01T10:00:00Zjunk", "2026-11-01 10:00:00Z", "２０２６-11-01T10:00:00Z", "2026-11-01T10:00:00.Z", "2026-11-01T10:00:00+1"])
    func iso8601_refusesAnythingElse(_ text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }

    @Test func now_isTheClocksTime() {
        #expect(abs(Timestamp.now().secondsSince1970 - Date().timeIntervalSince1970) < 5)
    }
}
