/// Options every command takes.
public struct GlobalOptions: Equatable, Sendable {
    public var route: String?
    public var cacheDirectory: String?
    public var locale: String?
    public var json = false
    public var color: ColorChoice = .auto
    public var refresh = false
    public var api: APIVersion?
    public var baseURL: String?
    public var timeout: Double?

    public init() {}
}

public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}
