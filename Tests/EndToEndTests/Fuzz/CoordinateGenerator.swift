import Foundation

/// Points as people and data sets write them, for `at`, `time <lat,lng>`
/// and `at --column` (CLI.md): decimal degrees with a comma or a space
/// between (`48.8566,2.3522`, `48.8566 2.3522`), degrees, minutes and
/// seconds with their signs or in ASCII (`48°51′24″N 2°21′03″E`,
/// `48 51 24 N, 2 21 3 E`), degrees and decimal minutes; and hostile ones:
/// past ±90 or ±180, not a number (`nan`, `inf`, `1e400`), a decimal comma,
/// digits of other scripts, controls and text that reorders a line, a
/// thousand decimals (still a point), a megabyte. Each says what it is: a point (and which,
/// to a second of arc) or none, so a case can check the answer, as
/// `ResolveInputGenerator` does for names. Wiring a command's fuzzing is
/// then a loop over `make` (and `column` for CSV), `FuzzEnvironment.run`,
/// `FuzzTally.check`, and a check of the outcome: a point answered
/// (exit 0, or 1 at sea), anything else 64 on the command line and an
/// empty answer with exit 1 in a column.
enum CoordinateGenerator {
    struct Coordinate {
        /// As typed.
        var text: String
        /// The point it means, to a second of arc; nil: no point (a usage
        /// error on the command line, an empty answer in a column).
        var point: (latitude: Double, longitude: Double)?
        /// How it was written.
        var form: String
    }

    static let forms = ["decimal, comma", "decimal, space", "DMS", "DMS ASCII", "degrees and minutes", "signed decimal, hemispheres"]
    static let hostileForms = ["out of range", "not a number", "decimal comma", "other digits", "controls", "one number", "three numbers", "thousand digits", "a megabyte", "empty"]

    /// A point anywhere, to a second of arc; the poles, the antimeridian,
    /// the equator and the zero meridian a tenth of the time.
    static func point(_ random: inout SplitMix64) -> (latitude: Double, longitude: Double) {
        if random.chance(0.1) {
            return (random.pick([90, -90, 0, 48.8566, -33.8688]), random.pick([180, -180, 0, 2.3522, 151.2093]))
        }
        let seconds = { (random: inout SplitMix64, most: Int) in Double(random.int(-most * 3600...most * 3600)) / 3600 }
        return (seconds(&random, 90), seconds(&random, 180))
    }

    /// `point` in `form` (one of `forms`).
    static func text(_ point: (latitude: Double, longitude: Double), form: String, _ random: inout SplitMix64) -> String {
        let (latitude, longitude) = point
        switch form {
        case "decimal, comma": return decimal(latitude) + random.pick([",", ", ", " , "]) + decimal(longitude)
        case "decimal, space": return decimal(latitude) + random.pick([" ", "  ", "\t"]) + decimal(longitude)
        case "DMS": return dms(latitude, "N", "S", ascii: false) + random.pick([" ", ", "]) + dms(longitude, "E", "W", ascii: false)
        case "DMS ASCII": return dms(latitude, "N", "S", ascii: true) + random.pick([" ", ", "]) + dms(longitude, "E", "W", ascii: true)
        case "degrees and minutes": return minutes(latitude, "N", "S") + " " + minutes(longitude, "E", "W")
        default: return decimal(abs(latitude)) + (latitude < 0 ? "S" : "N") + " " + decimal(abs(longitude)) + (longitude < 0 ? "W" : "E")
        }
    }

    /// A coordinate of any form, valid or hostile (a third of the time).
    static func make(_ random: inout SplitMix64) -> Coordinate {
        guard random.chance(1.0 / 3) else {
            let point = point(&random), form = random.pick(forms)
            return Coordinate(text: text(point, form: form, &random), point: point, form: form)
        }
        let form = random.pick(hostileForms)
        let point = point(&random)
        let text: String
        switch form {
        case "out of range":
            text = random.pick(["90.0001,0", "-90.5,10", "0,180.0001", "12,-181", "91°0′0″N 0°0′0″E", "1e3,1e3"])
        case "not a number":
            text = random.pick(["nan,0", "0,inf", "-inf,-inf", "1e400,0", "0x10,0x10", "++1,2", "1..2,3", "N,E", "a,b", "48.8566,", ",2.3522"])
        case "decimal comma":
            text = "48,8566 2,3522" // two numbers of Europe's decimal comma: which is which is no one's to guess
        case "other digits":
            text = random.pick(["٤٨٫٨٥,٢٫٣٥", "４８.８５,２.３５", "४८.८५,२.३५"])
        case "controls":
            let inside = random.pick(["\u{1B}[2J", "\u{202E}", "\u{85}", "\u{0}", "\u{2028}"])
            text = decimal(point.latitude) + inside + "," + decimal(point.longitude)
            // NEL and LINE SEPARATOR are white space, as Unicode has it: around the comma, as a space is.
            if inside == "\u{85}" || inside == "\u{2028}" { return Coordinate(text: text, point: point, form: form) }
        case "one number":
            text = decimal(point.latitude)
        case "three numbers":
            text = [point.latitude, point.longitude, 12].map(decimal).joined(separator: ",")
        case "thousand digits":
            text = "1." + String(repeating: "1", count: 1_000) + ",2"
        case "a megabyte":
            text = String(repeating: "1", count: 1 << 20) + ",2"
        default:
            text = random.pick(["", " ", ",", "°", "N E"])
        }
        // A thousand decimals are still a number: 1.111..., 2 is a point.
        return Coordinate(text: text, point: form == "thousand digits" ? (10.0 / 9, 2) : nil, form: form)
    }

    /// A CSV of points for `at --column`: a header, then `rows` rows, the
    /// point in one column (`lat,lng`) or two (`lat` and `lng`), quoted as
    /// RFC 4180 asks; with each row's coordinate.
    static func column(_ random: inout SplitMix64, rows: Int) -> (csv: String, arguments: [String], coordinates: [Coordinate]) {
        let split = random.chance(0.5)
        var csv = split ? "id,lat,lng,note\n" : "id,point,note\n"
        var coordinates: [Coordinate] = []
        for index in 0..<rows {
            var coordinate = make(&random)
            if coordinate.text.contains("\u{0}") || coordinate.text.utf8.count > 100_000 { coordinate = Coordinate(text: "", point: nil, form: "empty") }
            coordinates.append(coordinate)
            let cells: [String]
            if split, let point = coordinate.point {
                cells = [decimal(point.latitude), decimal(point.longitude)]
            } else if split {
                cells = [coordinate.text, ""]
            } else {
                cells = [coordinate.text]
            }
            csv += (["\(index)"] + cells + ["x"]).map(quotedField).joined(separator: ",") + "\n"
        }
        return (csv, split ? ["--column", "lat,lng"] : ["--column", "point"], coordinates)
    }

    private static func quotedField(_ text: String) -> String {
        text.contains(where: { ",\"\n\r".contains($0) }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    private static func decimal(_ value: Double) -> String {
        String(format: "%.6f", value)
    }

    /// `48°51′24″N`, or in ASCII `48 51 24 N` (as GPS units print them).
    private static func dms(_ value: Double, _ positive: String, _ negative: String, ascii: Bool) -> String {
        let total = Int((abs(value) * 3600).rounded())
        let (degrees, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        let hemisphere = value < 0 ? negative : positive
        return ascii ? "\(degrees) \(minutes) \(seconds) \(hemisphere)" : "\(degrees)°\(minutes)′\(seconds)″\(hemisphere)"
    }

    /// `48°51.4′N`.
    private static func minutes(_ value: Double, _ positive: String, _ negative: String) -> String {
        let total = abs(value) * 60
        return "\(Int(total / 60))°" + String(format: "%.4f", total.truncatingRemainder(dividingBy: 60)) + "′" + (value < 0 ? negative : positive)
    }
}
