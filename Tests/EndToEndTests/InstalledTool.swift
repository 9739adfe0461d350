import Foundation

/// The programs some tests run that `.ci/run` installs (tmux, zsh, fish,
/// groff). Where one is missing, `swift test` alone skips the tests that
/// need it; in CI, where `.ci/run` sets `COUNTRIES_CI=1`, they run all the
/// same, so a program CI failed to install is a failure, never a skip.
enum InstalledTool {
    static var tmux: Bool { present("/usr/bin/tmux") }
    static var zsh: Bool { present("/usr/bin/zsh", "/bin/zsh") }
    static var fish: Bool { present("/usr/bin/fish") }
    static var groff: Bool { present("/usr/bin/groff") }

    /// Whether the tests that need a program at one of `paths` run.
    static func present(_ paths: String...) -> Bool {
        ProcessInfo.processInfo.environment["COUNTRIES_CI"] == "1" || paths.contains { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
