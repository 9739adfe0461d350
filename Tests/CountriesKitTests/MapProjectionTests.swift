import CountriesData
import CountriesModel
import CountriesUI
import Testing

@Suite struct MapProjectionTests {
    let equalEarth = EqualEarthProjection()

    @Test func equalEarthKnownValues() {
        let origin = equalEarth.project(GeoPoint(longitude: 0, latitude: 0))
        #expect(abs(origin.x) < 1e-12 && abs(origin.y) < 1e-12)
        // The projection's published extent on the unit sphere.
        let (maxX, maxY) = EqualEarthProjection.worldBounds
        #expect(abs(maxX - 2.7066) < 0.001)
        #expect(abs(maxY - 1.3173) < 0.001)
        let point = equalEarth.project(GeoPoint(longitude: 30, latitude: 45))
        let mirror = equalEarth.project(GeoPoint(longitude: -30, latitude: -45))
        #expect(abs(point.x + mirror.x) < 1e-12 && abs(point.y + mirror.y) < 1e-12)
    }

    @Test(arguments: [20, 21, 80, 133, 400])
    func worldPointsLandInTheirCells(columns: Int) throws {
        let (maxX, maxY) = EqualEarthProjection.worldBounds
        let viewport = MapViewport(minX: -maxX, maxX: maxX, minY: -maxY, maxY: maxY, columns: columns)
        let middle = try #require(viewport.cell(of: equalEarth.project(GeoPoint(longitude: 0, latitude: 0))))
        #expect(middle.column == columns / 2 || middle.column == (columns - 1) / 2)
        #expect(middle.row == viewport.rows / 2 || middle.row == (viewport.rows - 1) / 2)
        let north = try #require(viewport.cell(of: equalEarth.project(GeoPoint(longitude: 0, latitude: 90))))
        let south = try #require(viewport.cell(of: equalEarth.project(GeoPoint(longitude: 0, latitude: -90))))
        #expect(north.row == 0)
        #expect(south.row == viewport.rows - 1)
        let west = try #require(viewport.cell(of: equalEarth.project(GeoPoint(longitude: -180, latitude: 0))))
        let east = try #require(viewport.cell(of: equalEarth.project(GeoPoint(longitude: 180, latitude: 0))))
        #expect(west.column == 0 && east.column == columns - 1)
    }

    @Test func worldIsAboutTwiceAsWideAsHigh() {
        let (maxX, maxY) = EqualEarthProjection.worldBounds
        let viewport = MapViewport(minX: -maxX, maxX: maxX, minY: -maxY, maxY: maxY, columns: 80)
        // 160 dots wide, 160 / 2.055 = 78 dots high: 20 rows of 4.
        #expect(viewport.rows == 20)
    }

    @Test func placesKeepTheirOrder() {
        let paris = equalEarth.project(GeoPoint(longitude: 2.35, latitude: 48.86))
        let berlin = equalEarth.project(GeoPoint(longitude: 13.40, latitude: 52.52))
        let sydney = equalEarth.project(GeoPoint(longitude: 151.2, latitude: -33.9))
        let tokyo = equalEarth.project(GeoPoint(longitude: 139.7, latitude: 35.7))
        #expect(paris.x < berlin.x)
        #expect(paris.y < berlin.y)
        #expect(sydney.y < tokyo.y)
    }

    @Test func localProjectionKeepsShape() {
        let oslo = LocalProjection(center: GeoPoint(longitude: 10, latitude: 60))
        let east = oslo.project(GeoPoint(longitude: 12, latitude: 60))
        let north = oslo.project(GeoPoint(longitude: 10, latitude: 61))
        // At 60 degrees north a degree east is half a degree north's length.
        #expect(abs(east.x - 1) < 1e-9)
        #expect(abs(north.y - 61) < 1e-9 && abs(north.x) < 1e-9)
    }

    @Test func localProjectionWrapsRoundTheAntimeridian() {
        let fiji = LocalProjection(center: GeoPoint(longitude: 178, latitude: 0))
        let eastOf180 = fiji.project(GeoPoint(longitude: -178, latitude: 0))
        #expect(abs(eastOf180.x - 4) < 1e-9)
        let westOf180 = fiji.project(GeoPoint(longitude: 176, latitude: 0))
        #expect(abs(westOf180.x + 2) < 1e-9)
    }

    @Test func pointsOutsideHaveNoCell() {
        let viewport = MapViewport(minX: -1, maxX: 1, minY: -1, maxY: 1, columns: 20)
        #expect(viewport.cell(of: ProjectedPoint(x: 1.5, y: 0)) == nil)
        #expect(viewport.cell(of: ProjectedPoint(x: .nan, y: 0)) == nil)
        #expect(viewport.cell(of: ProjectedPoint(x: 0, y: -1.01)) == nil)
    }
}
