import CountriesData
import CountriesModel
import CountriesStore

/// What is at points, read as values: the zone shapes' answers with their
/// countries and, when a field shows them, the zones' clocks now. It writes
/// nothing: `at`'s interactor writes what it returns, and so do the screens
/// and navigation interactors for the link `/at/<lat>,<lng>`.
struct PointsShown {
    let shapes: any ZoneShapesRepository
    let zones: any TimeZoneRepository
    let clock: any WallClock
    let cities: any CitiesRepository
    let subdivisions: SubdivisionReading

    /// The place at `point` as its screen shows it: every field a person
    /// may read (its clock, the nearest country at sea).
    func place(at point: GeoPoint, fields: [PointField]?, in catalog: CountryCatalog, locale: NameLocale) -> Loadable<PointBatch> {
        Loadable(Result {
            let fields = fields ?? PointField.allCases
            var batch = try self.batch(fields: fields, header: nil, byteOrderMark: false, in: catalog, locale: locale)
            try answer([PointInput(line: 1, point: .success(point))], in: &batch, in: catalog)
            return batch
        })
    }

    /// A run's batch: the data's zones, each one's country and clock read
    /// when an answer first meets it; names in `locale`.
    func batch(fields: [PointField], header: [String]?, byteOrderMark: Bool, in catalog: CountryCatalog, locale: NameLocale) throws -> PointBatch {
        let zones = try shapes.zones().map { AnsweredZone(name: $0.name, cca3: nil, cca2: $0.cca2, isRead: false) }
        var batch = PointBatch(fields: fields, header: header, byteOrderMark: byteOrderMark, zones: zones)
        batch.locale = locale
        return batch
    }

    /// `points` answered into `batch`, replacing the batch before, as its
    /// fields ask: at sea the nearest country, the nearest city and the
    /// subdivision, each only when a field shows it; the zones met read, and
    /// the subdivisions met named when a field shows the name.
    func answer(_ points: [PointInput], in batch: inout PointBatch, in catalog: CountryCatalog) throws {
        let zones = batch.zones
        let asked = (nearest: PointField.needNearest(batch.fields), city: PointField.needCity(batch.fields), subdivision: PointField.needSubdivision(batch.fields))
        var failure: (any Error)?
        batch.answer(points) { point in
            do { return try answer(point, nearest: asked.nearest, city: asked.city, subdivision: asked.subdivision, zones: zones) } catch {
                failure = failure ?? error
                return .none
            }
        }
        if let failure { throw failure }
        let toRead = batch.zonesToRead
        if !toRead.isEmpty {
            let instant = Int64(clock.now().secondsSince1970.rounded(.down))
            let clocks = PointField.needClock(batch.fields)
            for index in toRead {
                var zone = batch.zones[index]
                zone.cca3 = zone.cca2.flatMap { catalog.firstCountry(withCode: $0, in: .cca2)?.cca3 }
                if clocks, let history = try self.zones.history(ofZone: zone.name) {
                    zone.clock = ZoneTime(nil, cca3: zone.cca3, zone: zone.name, history: history, at: instant)
                }
                zone.isRead = true
                batch.zones[index] = zone
            }
        }
        for code in batch.subdivisionsToName {
            batch.subdivisionNames[code] = try subdivisions.name(ofCode: code, in: catalog, locale: batch.locale) ?? ""
        }
        batch.count()
    }

    /// The zone at the point, and at sea, when asked, the nearest country;
    /// when asked, the nearest city, and the subdivision of the nearest city
    /// in the country found (the same city, most of the time: then read
    /// from it; asked alone, the subdivision reads only the country's cities).
    private func answer(_ point: GeoPoint, nearest: Bool, city: Bool, subdivision: Bool, zones: [AnsweredZone]) throws -> PointAnswer {
        guard let zone = try shapes.zoneIndex(at: point), zones.indices.contains(zone) else { return PointAnswer(zone: -1) }
        var answer = PointAnswer(zone: Int32(zone))
        let cca2 = zones[zone].cca2
        if nearest, cca2 == nil, let found = try shapes.nearestCountry(to: point) {
            answer.nearest = Int32(found.zone)
            answer.kilometres = Float(found.kilometres)
        }
        if city { answer.city = try cities.nearestCity(to: point, inCountry: nil) }
        if subdivision, let cca2 {
            answer.subdivision = if let near = answer.city, near.city.cca2 == cca2 {
                near.city.subdivisionCode
            } else {
                try cities.subdivisionOfNearestCity(to: point, inCountry: cca2)
            }
        }
        return answer
    }
}
