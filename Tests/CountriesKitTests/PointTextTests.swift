import CountriesModel
import Testing

/// A point as people and data sets write it, and every text that is none
/// refused with its reason (issue 42): never a crash, never a guess.
@Suite struct PointTextTests {
    private func point(_ text: String) -> (Double, Double)? {
        guard case let .success(point) = PointText.point(text) else { return nil }
        return (point.latitude, point.longitude)
    }

    @Test func decimals_withACommaOrSpaces() {
        #expect(point("48.8566,2.3522")! == (48.8566, 2.3522))
        #expect(point(" 48.8566 , 2.3522 ")! == (48.8566, 2.3522))
        #expect(point("48.8566 2.3522")! == (48.8566, 2.3522))
        #expect(point("-33.8568,151.2153")! == (-33.8568, 151.2153))
        #expect(point("+10,-20")! == (10, -20))
        #expect(point("90,180")! == (90, 180))
        #expect(point("1.5e1,2")! == (15, 2))
    }

    @Test func degreesMinutesSeconds_andHemispheres_inEitherOrder() throws {
        let paris = try #require(point("48°51′24″N 2°21′03″E"))
        #expect(abs(paris.0 - (48 + 51.0 / 60 + 24.0 / 3600)) < 1e-12)
        #expect(abs(paris.1 - (2 + 21.0 / 60 + 3.0 / 3600)) < 1e-12)
        #expect(point("2°21′03″E 48°51′24″N")! == paris)
        #expect(point("48°51'24\"N, 2°21'03\"E")! == paris)
        #expect(point("33.8568 S 151.2153 E")! == (-33.8568, 151.2153))
        #expect(point("N 48.8566, W 2.3522")! == (48.8566, -2.3522))
        #expect(point("48°30′N 2°E")! == (48.5, 2))
    }

    @Test func whatIsNoPoint_saysWhy() {
        #expect(PointText.point("") == .failure(.empty))
        #expect(PointText.point("   ") == .failure(.empty))
        #expect(PointText.point("91,0") == .failure(.latitudeOutOfRange(91)))
        #expect(PointText.point("-90.5,0") == .failure(.latitudeOutOfRange(-90.5)))
        #expect(PointText.point("0,180.0001") == .failure(.longitudeOutOfRange(180.0001)))
        #expect(PointText.point("151.2,-33.9") == .failure(.latitudeOutOfRange(151.2)))
        for text in ["NaN,0", "nan,nan", "inf,0", "1e999,0", "0x10,0", "1,2,3", "48.85", "paris", "48.85;2.35", "1..2,3", "48°N 2°N", "--1,2", "48°61′N 2°E"] {
            #expect(PointText.point(text) == .failure(.notCoordinates), "\(text)")
        }
        #expect(PointText.point("91,0").failureText == "latitude 91 is past ±90")
    }

    @Test func twoColumns() {
        #expect(PointText.point(latitude: " 48.85", longitude: "2.35 ") == .success(GeoPoint(longitude: 2.35, latitude: 48.85)))
        #expect(PointText.point(latitude: "", longitude: "") == .failure(.empty))
        #expect(PointText.point(latitude: "48.85", longitude: "") == .failure(.notCoordinates))
        #expect(PointText.point(latitude: "NaN", longitude: "1") == .failure(.notCoordinates))
        #expect(PointText.point(latitude: "1e999", longitude: "1") == .failure(.notCoordinates))
        #expect(PointText.point(latitude: "95", longitude: "1") == .failure(.latitudeOutOfRange(95)))
    }
}

private extension Result where Failure == PointText.Failure {
    var failureText: String? {
        if case let .failure(failure) = self { return failure.description }
        return nil
    }
}
