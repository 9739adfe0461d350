/// What `countries at` was asked: a point on the command line, or a CSV of
/// points on stdin, and the fields each answer gives.
package struct PointRequest: Equatable, Sendable {
    /// The point given; nil with `column`.
    package var point: GeoPoint?
    /// `--fields`; nil: the output's default.
    package var fields: [PointField]?
    /// `--column`: where a CSV's rows hold their points.
    package var column: PointColumns?
    /// The input began with a UTF-8 byte-order mark, which `--column`
    /// output repeats before its header.
    package var byteOrderMark = false

    package init(point: GeoPoint? = nil, fields: [PointField]? = nil, column: PointColumns? = nil) {
        self.point = point
        self.fields = fields
        self.column = column
    }
}

/// `--column`: one column holding `lat,lng` (a quoted field), or two, the
/// latitude's and the longitude's (`--column lat,lng`, `--column 2,3`),
/// each a header's text or a number counted from 1, as `resolve --column`
/// takes one.
package enum PointColumns: Equatable, Sendable {
    case one(ResolveColumn)
    case two(latitude: ResolveColumn, longitude: ResolveColumn)

    /// `lat,lng` is two columns; any other text one.
    package init?(_ text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1:
            guard let column = ResolveColumn(text) else { return nil }
            self = .one(column)
        case 2:
            guard let latitude = ResolveColumn(parts[0]), let longitude = ResolveColumn(parts[1]) else { return nil }
            self = .two(latitude: latitude, longitude: longitude)
        default:
            return nil
        }
    }

    /// The columns named, in order.
    package var columns: [ResolveColumn] {
        switch self {
        case let .one(column): [column]
        case let .two(latitude, longitude): [latitude, longitude]
        }
    }
}
