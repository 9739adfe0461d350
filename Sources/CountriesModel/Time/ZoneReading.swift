/// What a time zone's clocks say at one instant: the offset from UTC, the
/// abbreviation (`CEST`, `+0530`), and whether it is daylight saving time.
package struct ZoneReading: Sendable, Hashable {
    /// Seconds east of UTC: +7200 for CEST, -18000 for EST.
    package var offsetSeconds: Int
    package var abbreviation: String
    package var isDaylightSaving: Bool

    package init(offsetSeconds: Int, abbreviation: String, isDaylightSaving: Bool) {
        self.offsetSeconds = offsetSeconds
        self.abbreviation = abbreviation
        self.isDaylightSaving = isDaylightSaving
    }

    /// `+02:00`, `-03:30`, `+05:45`, `+00:00`; seconds, where a zone has
    /// them (1970s Liberia, `-00:44:30`), after a second colon.
    package var offsetText: String {
        ZoneReading.offsetText(offsetSeconds)
    }

    package static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        if magnitude % 60 == 0, magnitude < 100 * 3600 {
            // Written into the bytes: `time` writes one or two a row.
            return String(unsafeUninitializedCapacity: 6) { bytes in
                let hours = magnitude / 3600, minutes = magnitude / 60 % 60
                bytes[0] = seconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
                bytes[1] = UInt8(ascii: "0") + UInt8(hours / 10)
                bytes[2] = UInt8(ascii: "0") + UInt8(hours % 10)
                bytes[3] = UInt8(ascii: ":")
                bytes[4] = UInt8(ascii: "0") + UInt8(minutes / 10)
                bytes[5] = UInt8(ascii: "0") + UInt8(minutes % 10)
                return 6
            }
        }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let text = "\(sign)\(two(magnitude / 3600)):\(two(magnitude / 60 % 60))"
        return magnitude % 60 == 0 ? text : text + ":" + two(magnitude % 60)
    }
}

/// A change of a zone's reading: from `instant` (seconds since 1970 UTC) on,
/// its clocks read `reading`.
package struct ZoneChange: Sendable, Hashable {
    package var instant: Int64
    package var reading: ZoneReading

    package init(instant: Int64, reading: ZoneReading) {
        self.instant = instant
        self.reading = reading
    }
}
