import CountriesModel
import CountriesSnapshot

/// Where the map's country shapes come from.
package protocol MapShapesRepository: Sendable {
    /// The shapes' index, ready to decode a record at a time: the
    /// interactor that draws a map decodes the records it needs.
    func loadShapes() throws -> any MapShapeSource
}

// MARK: - Real

/// Natural Earth's shapes compiled into the binary (`world-shapes.bin`):
/// no file to find, nothing that `--refresh` changes.
package struct RealMapShapesRepository: MapShapesRepository {
    package init() {}

    package func loadShapes() throws -> any MapShapeSource {
        let bytes = UnsafeRawBufferPointer(start: countries_world_shapes_bytes(), count: countries_world_shapes_length())
        return try WorldShapes(buffer: bytes)
    }
}
