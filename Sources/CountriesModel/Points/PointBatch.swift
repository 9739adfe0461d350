/// One point of `at`'s input: its line (from 1), the point or why its
/// text is none, and, for CSV, the whole row it came from, which the output
/// repeats.
package struct PointInput: Equatable, Sendable {
    package var line: Int
    package var point: Result<GeoPoint, PointText.Failure>
    package var row: [String]?

    package init(line: Int, point: Result<GeoPoint, PointText.Failure>, row: [String]? = nil) {
        self.line = line
        self.point = point
        self.row = row
    }
}

/// `at`'s answers for the output now, and what it has counted so far: the
/// view prints one batch at a time, so memory stays flat however long the
/// input. Each answer is the index of its zone among `zones`, whose
/// countries and clocks are read once a run.
package struct PointBatch: Equatable, Sendable {
    package var fields: [PointField]
    /// CSV input's header row: the output repeats it, the fields appended.
    package var header: [String]?
    /// The input is a CSV (`--column`), not a point a line.
    package var isCSV = false
    /// The input began with a byte-order mark, which `--column` output repeats.
    package var byteOrderMark = false
    /// The zones of the data, each with its country (cca3, nil for the
    /// oceans'), by index.
    package var zones: [AnsweredZone] = []
    /// The language names are given in, and the names of the subdivisions
    /// answers have met (by code), each read once a run, when first met and
    /// a field shows it.
    package var locale: NameLocale = .english
    package var subdivisionNames: [String: String] = [:]
    /// This batch's points, in order, and each one's answer.
    package var inputs: [PointInput] = []
    package var answers: [PointAnswer] = []
    /// How many answers earlier batches printed.
    package var printedBefore = 0
    /// Points given so far (empty ones aside), and how many have no
    /// country (at sea, or no point at all).
    package var given = 0
    package var unanswered = 0
    /// The lines of the first points with no country.
    package var unansweredLines: [Int] = []
    package var finished = false

    package init(fields: [PointField], header: [String]? = nil, byteOrderMark: Bool = false, zones: [AnsweredZone] = []) {
        self.fields = fields
        self.header = header
        self.byteOrderMark = byteOrderMark
        self.zones = zones
    }

    /// The lines a summary names; more are counted, not listed.
    package static let linesListed = 5

    /// The next batch, answered by `answer` (nil for a point that is no
    /// point), replacing the batch before; `count()` counts it once the
    /// zones it met have their countries (`zonesToRead`).
    package mutating func answer(_ batch: [PointInput], answer: (GeoPoint) -> PointAnswer) {
        printedBefore += inputs.count
        inputs = batch
        answers = batch.map { input in
            guard case let .success(point) = input.point else { return PointAnswer.none }
            return answer(point)
        }
    }

    /// The zones this batch's answers meet whose country (and clock) are
    /// not read yet: each read once a run, when first met.
    package var zonesToRead: [Int] {
        // A loop, no array an answer: this runs at every batch of a column of points.
        var toRead: [Int] = []
        func read(_ zone: Int32) {
            if zone >= 0, !zones[Int(zone)].isRead, !toRead.contains(Int(zone)) { toRead.append(Int(zone)) }
        }
        for answer in answers {
            read(answer.zone)
            read(answer.nearest)
        }
        return toRead
    }

    /// The subdivisions this batch's answers meet whose names are not read yet.
    package var subdivisionsToName: [String] {
        guard fields.contains(.subdivisionName) else { return [] }
        var seen = Set<String>()
        return answers.compactMap(\.subdivision).filter { subdivisionNames[$0] == nil && seen.insert($0).inserted }
    }

    /// This batch's points counted: given, and with no country.
    package mutating func count() {
        for (input, found) in zip(inputs, answers) {
            if case .failure(.empty) = input.point { continue }
            given += 1
            let country = found.zone >= 0 && zones[Int(found.zone)].cca3 != nil
            guard !country else { continue }
            unanswered += 1
            if unansweredLines.count < Self.linesListed { unansweredLines.append(input.line) }
        }
    }

    /// The input has ended: nothing more to print but what ends the output.
    package mutating func finish() {
        printedBefore += inputs.count
        inputs = []
        answers = []
        finished = true
    }

    /// Answer `index` of this batch as a place; nil for no point.
    package func place(_ index: Int) -> PlaceAtPoint? {
        guard case let .success(point) = inputs[index].point else { return nil }
        let answer = answers[index]
        let zone = answer.zone >= 0 ? zones[Int(answer.zone)] : nil
        let nearest = answer.nearest >= 0 ? zones[Int(answer.nearest)].cca3.map { NearestCountry(cca3: $0, kilometres: Double(answer.kilometres)) } : nil
        return PlaceAtPoint(
            point: point, cca3: zone?.cca3, zone: zone?.name, nearest: nearest, clock: zone?.clock, city: answer.city, subdivision: answer.subdivision,
            subdivisionName: answer.subdivision.flatMap { subdivisionNames[$0] }
        )
    }
}

/// A zone as answers give it: its name, its country's cca3 (nil for the
/// oceans'), and its clock at the run's moment when a field asks for it.
package struct AnsweredZone: Equatable, Sendable {
    package var name: String
    package var cca3: String?
    /// The country's cca2, as the data gives it.
    package var cca2: String?
    package var clock: ZoneTime?
    /// Its country and clock have been read (a zone no answer meets is never read).
    package var isRead: Bool

    package init(name: String, cca3: String?, cca2: String? = nil, clock: ZoneTime? = nil, isRead: Bool = true) {
        self.name = name
        self.cca3 = cca3
        self.cca2 = cca2
        self.clock = clock
        self.isRead = isRead
    }
}

/// One point's answer: its zone's index (-1: none), and at sea, when asked,
/// the nearest country's zone (-1: not asked, or none) and how far; the
/// nearest city and the subdivision, when asked.
package struct PointAnswer: Equatable, Sendable {
    package var zone: Int32
    package var nearest: Int32
    package var kilometres: Float
    package var city: NearestCity?
    package var subdivision: String?

    package init(zone: Int32, nearest: Int32 = -1, kilometres: Float = 0, city: NearestCity? = nil, subdivision: String? = nil) {
        self.zone = zone
        self.nearest = nearest
        self.kilometres = kilometres
        self.city = city
        self.subdivision = subdivision
    }

    /// No point: no answer.
    package static let none = PointAnswer(zone: -1)
}
