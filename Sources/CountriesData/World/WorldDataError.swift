/// What a world data reader throws when its bytes are not what the
/// generator writes: a file cut short or overwritten is reported, never read
/// past its end.
package enum WorldDataError: Error, Equatable, Sendable {
    /// The bytes do not hold the expected container, section or record.
    case damaged(String)
}
