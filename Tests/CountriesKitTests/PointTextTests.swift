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

    /// A number of a column of points is read from its bytes: to the bit
    /// what `Double(String)` reads, past a double's digits too; and `lat,lng`
    /// so read is the point the text read any other way gives.
    @Test func plainNumbers_readFromTheirBytes_asDoubleReadsThem() {
        var generator = SystemRandomNumberGenerator()
        let digits = { (count: Int) in String((0..<count).map { _ in "0123456789".randomElement(using: &generator)! }) }
        var texts = ["0", "-0", "-0.0", "+0.5", "5.", "007.50", "89.999999999999999999", "9007199254740992", "9007199254740993",
                     "9007199254740993.5", "12345678901234567890.5", "0.0000000000000000000001", "0.00000000000000000000001",
                     "1.7976931348623157", "1e2", "-1E-2", "4.9e-324", "45.12345678901234567"]
        for _ in 0..<20_000 {
            let sign = ["", "-", "+"].randomElement(using: &generator)!
            texts.append(sign + digits(Int.random(in: 1...4, using: &generator)) + "." + digits(Int.random(in: 0...24, using: &generator)))
        }
        for text in texts {
            #expect(PointText.number(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
        #expect(PointText.number(".5") == 0.5)
        for _ in 0..<2_000 {
            let latitude = String(Double.random(in: -90...90, using: &generator)), longitude = String(Double.random(in: -180...180, using: &generator))
            let short = "\(latitude.prefix(8)),\(longitude.prefix(9))"
            #expect(PointText.point(short) == PointText.point(short.replacing(",", with: " , ")), "\(short)")
            #expect(PointText.point("\(latitude),\(longitude)") == .success(GeoPoint(longitude: Double(longitude)!, latitude: Double(latitude)!)))
        }
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
