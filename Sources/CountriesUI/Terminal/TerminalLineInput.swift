import CountriesSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `browse`'s input on a terminal: keys read raw from stdin on a thread of
/// their own, edited by a `LineEditor` on the main actor, the prompt line
/// drawn after each key. Raw mode itself is entered and left by
/// `RealTerminalScreen`, with the alternate screen, so every way out
/// (the end, an error, a signal) restores both. From a pipe the
/// composition root gives `StandardInput` instead.
@MainActor
package final class TerminalLineInput: LineInput {
    private var editor = LineEditor()
    private let complete: @MainActor (String) -> [String]
    private let history: @MainActor () -> [String]
    private let style: TextStyle

    /// `complete`: what Tab offers for the text before the cursor.
    /// `history`: the lines of earlier sessions, asked for when input starts.
    package init(
        colorEnabled: Bool, history: @escaping @MainActor () -> [String] = { [] }, complete: @escaping @MainActor (String) -> [String]
    ) {
        self.complete = complete
        self.history = history
        style = TextStyle(enabled: colorEnabled)
    }

    package nonisolated func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let (chunks, reader) = AsyncStream<[UInt8]>.makeStream()
            DetachedThread.run {
                var buffer = [UInt8](repeating: 0, count: 1024)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    reader.yield(Array(buffer[..<count]))
                    // As readline's keyseq-timeout: an escape with nothing
                    // after it in time was the Esc key; an empty chunk says so.
                    if buffer[..<count].contains(0x1B), !Self.moreArrives(within: Self.escapeTimeout) { reader.yield([]) }
                }
                reader.finish()
            }
            // One consumer on the main actor keeps the keys in the order typed.
            Task { @MainActor in
                editor = LineEditor(history: history())
                for await chunk in chunks {
                    for event in chunk.isEmpty ? editor.pause() : editor.feed(chunk, complete: complete) {
                        switch event {
                        case let .submitted(line): continuation.yield(line)
                        // The key is bound to its command, as a readline key to a function.
                        case let .page(forward): continuation.yield(forward ? "next" : "prev")
                        case .endOfInput: return continuation.finish()
                        // As the terminal would have sent them with ISIG on; the screen's handlers restore it and exit.
                        case .interrupted: kill(getpid(), SIGINT)
                        case .quit: kill(getpid(), SIGQUIT)
                        case .suspend: kill(getpid(), SIGTSTP)
                        }
                    }
                    drawPrompt()
                }
                continuation.finish()
            }
        }
    }

    /// Milliseconds to wait for the rest of an escape sequence: a terminal
    /// sends one at once, a person presses the next key later (vim's
    /// ttimeoutlen is 100).
    nonisolated static let escapeTimeout: Int32 = 100

    /// Whether stdin has a byte to read within `milliseconds`.
    private nonisolated static func moreArrives(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// The prompt line with the text typed so far, the cursor where it stands.
    func drawPrompt() {
        let display = editor.display(width: TerminalSize.current()?.columns ?? 80)
        let column = display.cursorColumn > 0 ? "\u{1B}[\(display.cursorColumn)C" : ""
        _ = FileDescriptor.writeAll("\r" + display.text + style.dim(display.hints) + "\u{1B}[K\r" + column, to: STDOUT_FILENO)
    }
}
