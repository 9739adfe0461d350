import CountriesModel
import Synchronization

/// `CountryRecords` read from a `CountryIndex`, each country made when
/// first asked for and kept. Should a record turn out damaged (the index
/// checked out as a whole, one offset in it does not), every country is
/// decoded from the JSON instead: what is shown is always what the JSON says.
final class IndexedCountries: CountryRecords, RecordTextStorage, @unchecked Sendable {
    // @unchecked: the reader's buffers are immutable and outlive it (the
    // binary's own data, or `index` and the file held here); what changes
    // is behind `state`'s lock.
    private let reader: CountryIndexReader
    private let keptAlive: [AnyObject]
    private let decodeJSON: @Sendable () -> [CountryRecord]
    private let state = Mutex(State())

    private struct State {
        var all: [Country]?
        var made: [Int: Country] = [:]
        /// Read once asked for: nil inside when the index has none to use.
        var names: NameTable??
        /// Set once a record could not be read from the index.
        var decoded: DecodedRecords?
    }

    /// `keptAlive`: whatever owns the reader's buffers. `decodeJSON`: the
    /// same countries read from the JSON, should the index fail.
    init(_ reader: CountryIndexReader, keptAlive: [AnyObject] = [], decodeJSON: @escaping @Sendable () -> [CountryRecord]) {
        self.reader = reader
        self.keptAlive = keptAlive
        self.decodeJSON = decodeJSON
    }

    var all: [Country] {
        state.withLock { state in
            if let decoded = state.decoded { return decoded.all }
            if let all = state.all { return all }
            do {
                let all = try reader.countries()
                state.all = all
                return all
            } catch {
                return decoded(&state).all
            }
        }
    }

    func country(cca3 code: String) -> Country? {
        state.withLock { state in
            if let decoded = state.decoded { return decoded.country(cca3: code) }
            do {
                return try reader.position(ofCode: code).map { try country(at: $0, &state) }
            } catch {
                return decoded(&state).country(cca3: code)
            }
        }
    }

    func country(at position: Int) -> Country {
        state.withLock { state in
            if let decoded = state.decoded { return decoded.country(at: position) }
            do {
                return try country(at: position, &state)
            } catch {
                return decoded(&state).country(at: position)
            }
        }
    }

    func position(cca3 code: String) -> Int? {
        state.withLock { state in
            if let decoded = state.decoded { return decoded.position(cca3: code) }
            do {
                return try reader.position(ofCode: code)
            } catch {
                return decoded(&state).position(cca3: code)
            }
        }
    }

    /// The index's, unless a record of it was found damaged: then the
    /// countries are the JSON's, and the resolver makes their names.
    var nameTable: NameTable? {
        state.withLock { state in
            guard state.decoded == nil else { return nil }
            if let names = state.names { return names }
            let names = reader.nameTable()
            state.names = .some(names)
            return names
        }
    }

    func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        state.withLock { state in
            if let decoded = state.decoded { return decoded.firstCountry(withCode: code, in: field) }
            do {
                return try reader.firstPosition(withCode: code, in: field).map { try country(at: $0, &state) }
            } catch {
                return decoded(&state).firstCountry(withCode: code, in: field)
            }
        }
    }

    /// The index's, unless a record of it was found damaged: then the
    /// countries are the JSON's, and the list sorts them itself.
    var englishNameOrder: [Int]? {
        state.withLock { state in
            guard state.decoded == nil else { return nil }
            return try? reader.nameOrder()
        }
    }

    var places: [MapPlace] {
        state.withLock { state in
            if let decoded = state.decoded { return decoded.places }
            if let all = state.all { return all.compactMap { country in country.location.map { MapPlace(code: country.cca3, location: $0) } } }
            do {
                return try reader.places()
            } catch {
                return decoded(&state).places
            }
        }
    }

    func translations(cca3 code: String) -> [String: CountryName] {
        state.withLock { state in
            if let decoded = state.decoded { return decoded.translations(cca3: code) }
            do {
                guard let position = try reader.position(ofCode: code) else { return [:] }
                return Dictionary(try reader.translations(at: position)) { _, last in last }
            } catch {
                return decoded(&state).translations(cca3: code)
            }
        }
    }

    func translation(cca3 code: String, key: String) -> CountryName? {
        state.withLock { state in
            if let decoded = state.decoded { return decoded.translation(cca3: code, key: key) }
            do {
                return try reader.position(ofCode: code).flatMap { try reader.translation(at: $0, key: key) }
            } catch {
                return decoded(&state).translation(cca3: code, key: key)
            }
        }
    }

    func recordText(cca3 code: String) throws(RecordUnreadable) -> String? {
        let read: Result<String?, RecordUnreadable> = state.withLock { state in
            if let decoded = state.decoded { return .success(decoded.recordText(cca3: code)) }
            do {
                guard let position = try reader.position(ofCode: code) else { return .success(nil) }
                // Damaged text is reported, never sent to the JSON: the
                // JSON is where the damage is.
                return try reader.recordText(at: position).map { Optional($0) }
            } catch {
                return .success(decoded(&state).recordText(cca3: code))
            }
        }
        return try read.get()
    }

    private func country(at position: Int, _ state: inout State) throws(CountryIndex.Malformed) -> Country {
        if let all = state.all { return all[position] }
        if let made = state.made[position] { return made }
        let country = try reader.country(at: position)
        state.made[position] = country
        return country
    }

    private func decoded(_ state: inout State) -> DecodedRecords {
        if let decoded = state.decoded { return decoded }
        let decoded = DecodedRecords(decodeJSON())
        state.decoded = decoded
        return decoded
    }
}
