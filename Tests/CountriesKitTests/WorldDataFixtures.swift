import CountriesData
import CountriesModel
import CountriesSnapshot

/// The embedded world data files, as the program will read them.
enum WorldDataFixtures {
    static var namesBytes: WorldDataBytes { WorldDataBytes(lastingForever: names) }
    static var subdivisionsBytes: WorldDataBytes { WorldDataBytes(lastingForever: subdivisions) }
    static var m49Bytes: WorldDataBytes { WorldDataBytes(lastingForever: m49) }
    static var membershipsBytes: WorldDataBytes { WorldDataBytes(lastingForever: memberships) }

    static var names: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: world_names_bytes(), count: world_names_length()) }
    static var subdivisions: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: world_subdivisions_bytes(), count: world_subdivisions_length())
    }
    static var m49: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: world_m49_bytes(), count: world_m49_length()) }
    static var memberships: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: world_memberships_bytes(), count: world_memberships_length())
    }
}
