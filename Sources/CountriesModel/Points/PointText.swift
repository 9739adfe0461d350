/// A point as people and data sets write it, read into a `GeoPoint`:
/// `48.8566,2.3522`, `48.8566 2.3522`, `-33.86, 151.21`, or degrees, minutes
/// and seconds with the hemispheres (`48°51′24″N 2°21′03″E`, ASCII `'` and `"`
/// too, either order). Latitude first unless the letters say otherwise. A
/// number is plain decimal: no `nan`, `inf`, hexadecimal or a value past
/// the Earth's (`1e999`).
package enum PointText {
    /// Why a text is no point; `description` is the message's tail.
    package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case notCoordinates
        case latitudeOutOfRange(Double)
        case longitudeOutOfRange(Double)

        package var description: String {
            switch self {
            case .empty: "no coordinates"
            case .notCoordinates: "not a latitude and a longitude (48.8566,2.3522, or 48°51′24″N 2°21′03″E)"
            case let .latitudeOutOfRange(value): "latitude \(shown(value)) is past ±90"
            case let .longitudeOutOfRange(value): "longitude \(shown(value)) is past ±180"
            }
        }
    }

    /// A number as a message shows it: `91`, `91.5`, `inf`.
    private static func shown(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// The point `text` writes.
    package static func point(_ text: String) -> Result<GeoPoint, Failure> {
        var text = text
        if let plain = text.withUTF8(plainPair) { return plain }
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { !$0.properties.isWhitespace }) else { return .failure(.empty) }
        var parts: [Component] = []
        var at = 0
        while at < scalars.count {
            let scalar = scalars[at]
            if scalar.properties.isWhitespace || (scalar == "," && !parts.isEmpty) { at += 1; continue }
            guard parts.count < 2, let (part, end) = component(scalars, from: at) else { return .failure(.notCoordinates) }
            parts.append(part)
            at = end
            // Two plain numbers are separated by a comma or white space.
            if at < scalars.count, !(scalars[at] == "," || scalars[at].properties.isWhitespace) { return .failure(.notCoordinates) }
        }
        guard parts.count == 2 else { return .failure(.notCoordinates) }
        var (latitude, longitude) = (parts[0], parts[1])
        if latitude.axis == .longitude || longitude.axis == .latitude { swap(&latitude, &longitude) }
        guard latitude.axis != .longitude, longitude.axis != .latitude else { return .failure(.notCoordinates) }
        return point(latitude: latitude.value, longitude: longitude.value)
    }

    /// `lat,lng`, two plain numbers and a comma, as a column of points
    /// writes them: read from the bytes, with no text made (what the
    /// reading of any text gives them); nil for any other text.
    private static func plainPair(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<GeoPoint, Failure>? {
        guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")),
              let latitude = number(bytes: UnsafeBufferPointer(rebasing: bytes[..<comma])),
              let longitude = number(bytes: UnsafeBufferPointer(rebasing: bytes[(comma + 1)...])) else { return nil }
        return point(latitude: latitude, longitude: longitude)
    }

    /// The point of two columns' texts, each a plain decimal number.
    package static func point(latitude: String, longitude: String) -> Result<GeoPoint, Failure> {
        // Two plain numbers, as a CSV of points holds them: nothing to trim.
        if let lat = number(latitude), let lng = number(longitude) { return point(latitude: lat, longitude: lng) }
        let texts = [latitude, longitude].map { $0.trimmingWhitespace() }
        if texts.allSatisfy(\.isEmpty) { return .failure(.empty) }
        guard let lat = number(texts[0]), let lng = number(texts[1]) else { return .failure(.notCoordinates) }
        return point(latitude: lat, longitude: lng)
    }

    private static func point(latitude: Double, longitude: Double) -> Result<GeoPoint, Failure> {
        guard latitude.isFinite, abs(latitude) <= 90 else { return .failure(.latitudeOutOfRange(latitude)) }
        guard longitude.isFinite, abs(longitude) <= 180 else { return .failure(.longitudeOutOfRange(longitude)) }
        return .success(GeoPoint(longitude: longitude, latitude: latitude))
    }

    private enum Axis { case either, latitude, longitude }

    private struct Component {
        var value: Double
        var axis: Axis
    }

    /// A plain decimal number: a sign, digits with at most one point, an
    /// exponent; nil for anything else, or a number too large to be finite.
    package static func number(_ text: String) -> Double? {
        var text = text
        return text.withUTF8(number(bytes:))
    }

    /// `number` of UTF-8 bytes. Read from the bytes, with no text made,
    /// when its digits make an integer a `Double` holds exactly and there
    /// are at most 22 after the point (a coordinate's are): that integer
    /// divided by a power of ten that is exact too, one division correctly
    /// rounded, is the nearest `Double` to the number (Clinger's fast
    /// path), what `Double(String)` gives; any other number is left to it.
    package static func number(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var digits = 0, points = 0, at = 0, fraction = 0, significant = 0
        var mantissa: UInt64 = 0
        let negative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") { at += 1 }
        while at < bytes.count {
            let byte = bytes[at]
            if byte >= 0x30, byte <= 0x39 {
                digits += 1
                if points > 0 { fraction += 1 }
                if significant > 0 || byte != 0x30 { significant += 1 }
                if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte - 0x30) }
            } else if byte == UInt8(ascii: ".") {
                points += 1
            } else {
                break
            }
            at += 1
        }
        guard digits > 0, points <= 1 else { return nil }
        if at == bytes.count, significant <= 19, mantissa <= 1 << 53, fraction < exactPowersOfTen.count {
            let value = Double(mantissa) / exactPowersOfTen[fraction]
            return negative ? -value : value
        }
        if at < bytes.count {
            guard bytes[at] | 0x20 == UInt8(ascii: "e") else { return nil }
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") { at += 1 }
            guard at < bytes.count, bytes[at...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// 1e0 to 1e22: each a `Double` exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }

    /// One coordinate from `start`: a number, or degrees with minutes and
    /// seconds (`48°51′24.5″`), and a hemisphere's letter after it or before
    /// it; and where it ends.
    private static func component(_ scalars: [Unicode.Scalar], from start: Int) -> (Component, Int)? {
        var at = start
        var sign = 1.0
        var axis = Axis.either
        func hemisphere() -> Bool {
            guard at < scalars.count else { return false }
            switch scalars[at] {
            case "N", "n": axis = .latitude
            case "S", "s": axis = .latitude; sign = -sign
            case "E", "e": axis = .longitude
            case "W", "w", "O", "o": axis = .longitude; sign = -sign
            default: return false
            }
            at += 1
            return true
        }
        let before = hemisphere()
        while at < scalars.count, scalars[at] == " " { at += 1 }
        // Up to three numbers: degrees, minutes, seconds, each with its mark.
        var parts: [Double] = []
        var marked = false
        for place in 0..<3 {
            var end = at
            while end < scalars.count, "0123456789.+-eE".unicodeScalars.contains(scalars[end]) {
                // An exponent's sign is part of it; a second number's sign is not.
                if scalars[end] == "-" || scalars[end] == "+", end > at, !(scalars[end - 1] == "e" || scalars[end - 1] == "E") { break }
                // `E` after a number is east unless a digit or a sign follows it.
                if scalars[end] == "e" || scalars[end] == "E" {
                    guard end > at, end + 1 < scalars.count, "0123456789+-".unicodeScalars.contains(scalars[end + 1]) else { break }
                }
                end += 1
            }
            guard end > at, let number = number(String(String.UnicodeScalarView(scalars[at..<end]))) else {
                if place == 0 { return nil }
                break
            }
            // Minutes and seconds are below 60 and never signed.
            guard place == 0 || (number >= 0 && number < 60 && scalars[at] != "+") else { return nil }
            parts.append(number)
            at = end
            while at < scalars.count, scalars[at] == " " { at += 1 }
            let marks: Set<Unicode.Scalar> = place == 0 ? ["°", "º"] : place == 1 ? ["′", "'", "’"] : ["″", "\"", "”"]
            guard at < scalars.count, marks.contains(scalars[at]) else {
                at = end
                break
            }
            at += 1
            marked = true
            while at < scalars.count, scalars[at] == " " { at += 1 }
        }
        let degrees = parts[0]
        let rest = parts.dropFirst().enumerated().reduce(0.0) { $0 + $1.element / ($1.offset == 0 ? 60 : 3600) }
        let value = degrees < 0 || (degrees == 0 && degrees.sign == .minus) ? degrees - rest : degrees + rest
        if !before {
            let end = at
            while at < scalars.count, scalars[at] == " " { at += 1 }
            if !hemisphere() { at = end }
        }
        if axis == .either, !marked, at < scalars.count, !(scalars[at] == "," || scalars[at].properties.isWhitespace) { return nil }
        return (Component(value: value * sign, axis: axis), at)
    }
}
