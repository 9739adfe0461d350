/// A value that is fetched from somewhere: the state of one load, in the store.
///
/// `isLoading(last:)` keeps the previous value so a screen can go on showing
/// it while a refresh runs.
package enum Loadable<Value: Sendable>: Sendable {
    case notRequested
    case isLoading(last: Value?)
    case loaded(Value)
    case failed(any Error)

    /// How a load that has ended went.
    package init(_ result: Result<Value, any Error>) {
        switch result {
        case let .success(value): self = .loaded(value)
        case let .failure(error): self = .failed(error)
        }
    }

    package var value: Value? {
        switch self {
        case let .loaded(value): value
        case let .isLoading(last): last
        case .notRequested, .failed: nil
        }
    }

    /// Inlinable, so that asking a store's value for its error (as every
    /// run's outcome does) instantiates no generic metadata at start-up.
    @inlinable
    package var error: (any Error)? {
        if case let .failed(error) = self { error } else { nil }
    }

    package var isLoading: Bool {
        if case .isLoading = self { true } else { false }
    }
}

extension Loadable: Equatable where Value: Equatable {
    /// Errors compare by their description: enough for tests to tell one
    /// failure from another without every error type being Equatable.
    package static func == (lhs: Loadable, rhs: Loadable) -> Bool {
        switch (lhs, rhs) {
        case (.notRequested, .notRequested): true
        case let (.isLoading(a), .isLoading(b)): a == b
        case let (.loaded(a), .loaded(b)): a == b
        case let (.failed(a), .failed(b)): String(describing: a) == String(describing: b)
        default: false
        }
    }
}
