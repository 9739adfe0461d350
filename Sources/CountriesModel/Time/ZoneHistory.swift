/// One time zone's clocks through time: the reading in force at 1970, each
/// change after (the tz database's transitions), and the rule for the years
/// after the last (a TZif footer). Pure: every answer is computed from it.
package struct ZoneHistory: Sendable, Hashable {
    /// The reading before the first change kept (the one of 1970-01-01).
    package var initial: ZoneReading
    /// nil where the footer was empty: the last reading stays.
    package var rule: TimeZoneRule?
    /// The changes, as the file holds them: the readings the zone uses,
    /// and for each change its instant (in order) and which reading it
    /// brings. A zone has up to 240 changes and a handful of readings:
    /// `time` reads hundreds of zones, and copies no reading a change.
    private var readings: [ZoneReading]
    private var instants: [Int64]
    private var brought: [UInt16]

    package init(initial: ZoneReading, changes: [ZoneChange], rule: TimeZoneRule?) {
        var readings: [ZoneReading] = []
        let brought = changes.map { change in
            if let index = readings.firstIndex(of: change.reading) { return UInt16(index) }
            readings.append(change.reading)
            return UInt16(readings.count - 1)
        }
        self.init(initial: initial, readings: readings, instants: changes.map(\.instant), brought: brought, rule: rule)
    }

    /// `brought[i]`: the index in `readings` of what the change at
    /// `instants[i]` brings (each one of `readings`: the caller checks).
    package init(initial: ZoneReading, readings: [ZoneReading], instants: [Int64], brought: [UInt16], rule: TimeZoneRule?) {
        precondition(instants.count == brought.count, "each change brings a reading")
        self.initial = initial
        self.readings = readings
        self.instants = instants
        self.brought = brought
        self.rule = rule
    }

    /// In order of instant.
    package var changes: [ZoneChange] {
        instants.indices.map(change)
    }

    package static func == (a: ZoneHistory, b: ZoneHistory) -> Bool {
        a.initial == b.initial && a.rule == b.rule && a.instants == b.instants && a.instants.indices.allSatisfy { a.reading(of: $0) == b.reading(of: $0) }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(initial)
        hasher.combine(rule)
        hasher.combine(instants)
    }

    private func change(_ index: Int) -> ZoneChange {
        ZoneChange(instant: instants[index], reading: reading(of: index))
    }

    private func reading(of index: Int) -> ZoneReading {
        readings[Int(brought[index])]
    }

    /// The reading at `instant`, seconds since 1970 UTC.
    package func reading(at instant: Int64) -> ZoneReading {
        guard let last = instants.last else { return rule?.reading(at: instant) ?? initial }
        if instant >= last { return rule?.reading(at: instant) ?? reading(of: instants.count - 1) }
        let index = firstChange(after: instant)
        return index == 0 ? initial : reading(of: index - 1)
    }

    /// Whether the clocks are set ahead of the zone's standard time at
    /// `instant`: summer time. The tz database marks some readings as
    /// daylight saving that set the clocks back (Ireland's winter GMT, with
    /// Irish Standard Time in summer; Morocco's +00 in Ramadan, with +01 the
    /// rest of the year): such a reading and the standard one ahead of it
    /// that it comes between are read the other way round, as the
    /// database's "rearguard" form gives them, so Ireland has summer time in
    /// July, not in January. `reading(at:)` keeps the database's own flag.
    package func isSummerTime(at instant: Int64) -> Bool {
        let now = reading(at: instant)
        // The readings before and after this one: the stretch before the
        // last change of offset in the year before, and after the next.
        var before: ZoneReading?
        var moment = instant - 366 * 86_400
        while let change = nextOffsetChange(after: moment), change.instant <= instant {
            before = reading(at: change.instant - 1)
            moment = change.instant
        }
        let around = [before, nextOffsetChange(after: instant)?.reading].compactMap { $0 }
        if now.isDaylightSaving {
            return !around.contains { !$0.isDaylightSaving && $0.offsetSeconds > now.offsetSeconds }
        }
        return around.contains { $0.isDaylightSaving && $0.offsetSeconds < now.offsetSeconds }
    }

    /// The next change of offset after `instant`: when, and the reading from
    /// then on; nil when the offset stays as it is (within 3 years of rules).
    package func nextOffsetChange(after instant: Int64) -> ZoneChange? {
        let offset = reading(at: instant).offsetSeconds
        var index = firstChange(after: instant)
        while index < instants.count {
            // At the last change the rule takes over: read what it gives there.
            let reading = reading(at: instants[index])
            if reading.offsetSeconds != offset { return ZoneChange(instant: instants[index], reading: reading) }
            index += 1
        }
        guard let rule else { return nil }
        var moment = max(instant, instants.last ?? instant)
        for _ in 0..<6 {
            guard let change = rule.nextChange(after: moment) else { return nil }
            if change.reading.offsetSeconds != offset { return change }
            moment = change.instant
        }
        return nil
    }

    /// The instant a wall time in this zone means: one, two (a time a change
    /// repeats: the earlier first), or none (a time a change skips).
    package func instants(atWallTime wall: Int64) -> [Int64] {
        let offsets = Set([reading(at: wall - 86_400).offsetSeconds, reading(at: wall + 86_400).offsetSeconds, reading(at: wall).offsetSeconds])
        return offsets.map { wall - Int64($0) }.filter { reading(at: $0).offsetSeconds == Int(wall - $0) }.sorted()
    }

    /// The instant of a wall time, and how a change treats it: the earlier
    /// reading, as CLI.md says, where a change repeats or skips it (a
    /// skipped time is read with the offset before the change).
    package func resolve(wallTime wall: Int64) -> (instant: Int64, fit: WallTimeFit) {
        let found = instants(atWallTime: wall)
        switch found.count {
        case 0: return (wall - Int64(reading(at: wall - 86_400).offsetSeconds), .skipped)
        case 1: return (found[0], .exact)
        default: return (found[0], .repeated)
        }
    }

    /// The first index whose change is after `instant`.
    private func firstChange(after instant: Int64) -> Int {
        var low = 0
        var high = instants.count
        while low < high {
            let middle = (low + high) / 2
            if instants[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// How a zone's changes treat a wall time.
package enum WallTimeFit: Sendable, Hashable {
    /// It happens once.
    case exact
    /// A change sets the clocks back over it: it happens twice.
    case repeated
    /// A change sets the clocks forward over it: it never happens.
    case skipped
}
