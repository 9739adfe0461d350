/// The last refresh. A failed one keeps the data it had in
/// `UserData.countries`: the failure is recorded beside it, not in its place.
package enum RefreshStatus: Sendable, Equatable {
    case idle
    case running(RefreshProgress)
    case failed(any Error)

    /// Errors compare by their description, as in `Loadable`.
    package static func == (lhs: RefreshStatus, rhs: RefreshStatus) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle): true
        case let (.running(a), .running(b)): a == b
        case let (.failed(a), .failed(b)): String(describing: a) == String(describing: b)
        default: false
        }
    }

    package var progress: RefreshProgress? {
        if case let .running(progress) = self { progress } else { nil }
    }

    package var error: (any Error)? {
        if case let .failed(error) = self { error } else { nil }
    }
}

/// How far a running refresh has got.
package struct RefreshProgress: Sendable, Equatable {
    /// The server asked.
    package var source: String
    package var answered: Int
    /// nil until the server's first answer says how many it takes (v5 pages).
    package var requests: Int?

    package init(source: String, answered: Int, requests: Int?) {
        self.source = source
        self.answered = answered
        self.requests = requests
    }
}
