/// Options every command takes.
public struct GlobalOptions: Equatable, Sendable {
    public var route: String?
    public var cacheDirectory: String?
    public var locale: String?
    /// `--format`, or `--json`; nil: the default for where stdout goes.
    public var format: OutputFormat?
    /// `--fields`.
    public var fields: [CountryField]?
    public var color: ColorChoice = .auto
    public var refresh = false
    public var api: APIVersion?
    public var baseURL: String?
    public var timeout: Double?

    public init() {}

    /// `--json`, the short form of `--format json`.
    public var json: Bool {
        get { format == .json }
        set { format = newValue ? .json : nil }
    }
}

public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}
