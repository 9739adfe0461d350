import CountriesModel
import Synchronization

/// `CountryRecords` read from a `CountryIndex`, each country made when
/// first asked for and kept. Should a record turn out malformed (the index
/// checked out as a whole, one offset in it does not), every country is
/// decoded from the JSON instead: what is shown is always what the JSON says.
/// Should a block of a cache's index be damaged or cut short when first
/// read, that is kept (`indexFailure`) and nothing more is read: every
/// answer from then on is empty, and the repository throws the failure to
/// the interactor that asks it whether the reads held
/// (`CountriesFileRepository.confirmReads`), so that it reaches the user as
/// an error in the store, never as a screen.
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
        var names: LookupTables??
        /// Set once a record could not be read from the index.
        var decoded: DecodedRecords?
        /// Set once a block of the index was damaged or cut short.
        var failure: RecordUnreadable?
    }

    /// `keptAlive`: whatever owns the reader's buffers. `decodeJSON`: the
    /// same countries read from the JSON, should the index fail.
    init(_ reader: CountryIndexReader, keptAlive: [AnyObject] = [], decodeJSON: @escaping @Sendable () -> [CountryRecord]) {
        self.reader = reader
        self.keptAlive = keptAlive
        self.decodeJSON = decodeJSON
    }

    var all: [Country] {
        reading([]) { state throws(CountryIndex.Failure) in
            if let all = state.all { return all }
            let all = try reader.countries()
            state.all = all
            return all
        } json: { $0.all }
    }

    /// Read from the index without making a `Country`, unless every one is made.
    var listed: [ListedCountry] {
        reading([]) { state throws(CountryIndex.Failure) in
            if let all = state.all { return all.map(ListedCountry.init) }
            return try reader.listed()
        } json: { $0.listed }
    }

    func country(cca3 code: String) -> Country? {
        reading(nil) { state throws(CountryIndex.Failure) in
            try reader.position(ofCode: code).map { position throws(CountryIndex.Failure) in try country(at: position, &state) }
        } json: { $0.country(cca3: code) }
    }

    func country(at position: Int) -> Country {
        reading(Self.unread) { state throws(CountryIndex.Failure) in
            try country(at: position, &state)
        } json: { $0.country(at: position) }
    }

    func position(cca3 code: String) -> Int? {
        reading(nil) { _ throws(CountryIndex.Failure) in try reader.position(ofCode: code) } json: { $0.position(cca3: code) }
    }

    /// The index's, unless a record of it was found malformed: then the
    /// countries are the JSON's, and the lookup makes its tables of them.
    var lookupTables: [LookupTables]? {
        reading(nil) { state throws(CountryIndex.Failure) -> [LookupTables]? in
            if let names = state.names { return names.map { [$0] } }
            let names = try reader.lookupTables()
            state.names = .some(names)
            return names.map { [$0] }
        } json: { _ in nil }
    }

    func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        reading(nil) { state throws(CountryIndex.Failure) in
            try reader.firstPosition(withCode: code, in: field).map { position throws(CountryIndex.Failure) in try country(at: position, &state) }
        } json: { $0.firstCountry(withCode: code, in: field) }
    }

    /// The index's, unless a record of it was found malformed: then the
    /// countries are the JSON's, and the list sorts them itself.
    var englishNameOrder: [Int]? {
        reading(nil) { _ throws(CountryIndex.Failure) in try reader.nameOrder() } json: { _ in nil }
    }

    var places: [MapPlace] {
        reading([]) { state throws(CountryIndex.Failure) in
            if let all = state.all { return all.compactMap { country in country.location.map { MapPlace(code: country.cca3, location: $0) } } }
            return try reader.places()
        } json: { $0.places }
    }

    func translations(cca3 code: String) -> [String: CountryName] {
        reading([:]) { _ throws(CountryIndex.Failure) in
            guard let position = try reader.position(ofCode: code) else { return [:] }
            return Dictionary(try reader.translations(at: position)) { _, last in last }
        } json: { $0.translations(cca3: code) }
    }

    func translation(cca3 code: String, key: String) -> CountryName? {
        reading(nil) { _ throws(CountryIndex.Failure) in
            try reader.position(ofCode: code).flatMap { position throws(CountryIndex.Failure) in try reader.translation(at: position, key: key) }
        } json: { $0.translation(cca3: code, key: key) }
    }

    func recordText(cca3 code: String) throws(RecordUnreadable) -> String? {
        let read: Result<String?, RecordUnreadable> = reading(.success(nil)) { _ throws(CountryIndex.Failure) in
            guard let position = try reader.position(ofCode: code) else { return .success(nil) }
            // Damaged text is reported, never sent to the JSON: the
            // JSON is where the damage is.
            return try reader.recordText(at: position).map { Optional($0) }
        } json: { .success($0.recordText(cca3: code)) }
        return try read.get()
    }

    /// Why these records stopped answering (a block of the index damaged
    /// or cut short when first read); nil while every read held.
    var indexFailure: RecordUnreadable? {
        state.withLock { $0.failure }
    }

    /// What is answered for a position once nothing more is read: a country
    /// of no name and no code, never shown (the failure is).
    private static let unread = Country(name: CountryName(common: "", official: ""), cca2: "", cca3: "")

    /// `read`'s answer, from the index; from the JSON (`json`) once a record
    /// of it was found malformed; `unread` once a block of it was damaged or
    /// cut short, which is kept.
    private func reading<Value: Sendable>(
        _ unread: Value, _ read: (inout State) throws(CountryIndex.Failure) -> Value, json: (DecodedRecords) -> Value
    ) -> Value {
        state.withLock { state in
            if state.failure != nil { return unread }
            if let decoded = state.decoded { return json(decoded) }
            do throws(CountryIndex.Failure) {
                return try read(&state)
            } catch {
                switch error {
                case .malformed: return json(decoded(&state))
                case .damaged: state.failure = .damaged
                case .cutShort: state.failure = .cutShort
                }
                return unread
            }
        }
    }

    private func country(at position: Int, _ state: inout State) throws(CountryIndex.Failure) -> Country {
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
