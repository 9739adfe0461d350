/// One time zone's clocks through time: the reading in force at 1970, each
/// change after (the tz database's transitions), and the rule for the years
/// after the last (a TZif footer). Pure: every answer is computed from it.
package struct ZoneHistory: Sendable, Hashable {
    /// The reading before the first change kept (the one of 1970-01-01).
    package var initial: ZoneReading
    /// In order of instant.
    package var changes: [ZoneChange]
    /// nil where the footer was empty: the last reading stays.
    package var rule: TimeZoneRule?

    package init(initial: ZoneReading, changes: [ZoneChange], rule: TimeZoneRule?) {
        self.initial = initial
        self.changes = changes
        self.rule = rule
    }

    /// The reading at `instant`, seconds since 1970 UTC.
    package func reading(at instant: Int64) -> ZoneReading {
        guard let last = changes.last else { return rule?.reading(at: instant) ?? initial }
        if instant >= last.instant { return rule?.reading(at: instant) ?? last.reading }
        let index = firstChange(after: instant)
        return index == 0 ? initial : changes[index - 1].reading
    }

    /// The next change of offset after `instant`: when, and the reading from
    /// then on; nil when the offset stays as it is (within 3 years of rules).
    package func nextOffsetChange(after instant: Int64) -> ZoneChange? {
        let offset = reading(at: instant).offsetSeconds
        var index = firstChange(after: instant)
        while index < changes.count {
            // At the last change the rule takes over: read what it gives there.
            let reading = reading(at: changes[index].instant)
            if reading.offsetSeconds != offset { return ZoneChange(instant: changes[index].instant, reading: reading) }
            index += 1
        }
        guard let rule else { return nil }
        var moment = max(instant, changes.last?.instant ?? instant)
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
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle].instant <= instant { low = middle + 1 } else { high = middle }
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
