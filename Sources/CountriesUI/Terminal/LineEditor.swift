import CountriesModel

/// The line being typed at `browse`'s prompt, as a pure state machine: the
/// bytes of raw mode in, the line and the cursor out. It touches no
/// terminal, so every key is tested as a table (`LineEditorTests`);
/// `TerminalLineInput` feeds it and draws what it says.
package struct LineEditor: Sendable, Equatable {
    /// What a key asks of the session beyond editing the line.
    package enum Event: Equatable, Sendable {
        case submitted(String)
        /// Ctrl-D on an empty line: as the end of a pipe's input.
        case endOfInput
        /// Ctrl-C on an empty line: as SIGINT would.
        case interrupted
        /// Ctrl-\: as SIGQUIT would.
        case quit
    }

    /// The prompt line, fitted to a width: the visible part of the text,
    /// completions on offer after it, and where the cursor stands.
    package struct Display: Equatable, Sendable {
        package var text: String
        package var hints: String
        package var cursorColumn: Int
    }

    package static let prompt = "› "

    package private(set) var text = ""
    /// Characters (grapheme clusters) before the cursor.
    package private(set) var cursor = 0
    /// Lines submitted this session, oldest first.
    package private(set) var history: [String] = []
    /// The completions a Tab found when there was more than one, shown until the next key.
    package private(set) var hints: [String] = []
    private var recalled: Int?
    /// The line typed before Up walked into the history, given back by Down.
    private var draft = ""
    private var decoder = KeyDecoder()

    package init(history: [String] = []) {
        self.history = history
    }

    /// `complete`: what the text before the cursor could become, each whole.
    package mutating func feed(_ bytes: [UInt8], complete: (String) -> [String] = { _ in [] }) -> [Event] {
        decoder.keys(bytes).compactMap { press($0, complete: complete) }
    }

    /// The input paused with an escape unfinished: see `KeyDecoder.timedOut`.
    package mutating func pause() -> [Event] {
        decoder.timedOut().compactMap { press($0) }
    }

    mutating func press(_ key: Key, complete: (String) -> [String] = { _ in [] }) -> Event? {
        hints = []
        var characters = Array(text)
        switch key {
        case let .character(scalar):
            let before = String(characters[..<cursor]) + String(scalar)
            // Counted again: a combining mark joins the character before it.
            set(before + String(characters[cursor...]), cursor: before.count)
        case .enter:
            let line = text
            if !line.isEmpty, history.last != line { history.append(line) }
            set("", cursor: 0)
            recalled = nil
            return .submitted(line)
        case .tab:
            completeWord(complete)
        case .backspace:
            guard cursor > 0 else { break }
            characters.remove(at: cursor - 1)
            set(String(characters), cursor: cursor - 1)
        case .delete:
            guard cursor < characters.count else { break }
            characters.remove(at: cursor)
            set(String(characters), cursor: cursor)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .up, .control("p"): recall(by: -1)
        case .down, .control("n"): recall(by: 1)
        case .control("k"): set(String(characters[..<cursor]), cursor: cursor)
        case .control("u"): set(String(characters[cursor...]), cursor: 0)
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            set(String(characters[..<start] + characters[cursor...]), cursor: start)
        case .control("d"):
            if characters.isEmpty { return .endOfInput }
            return press(.delete)
        case .control("c"):
            if characters.isEmpty { return .interrupted }
            set("", cursor: 0)
            recalled = nil
        case .control("\\"):
            return .quit
        case .control, .ignored:
            break
        }
        return nil
    }

    /// The prompt and the line in `width` columns: a line longer than the
    /// window scrolls sideways to keep the cursor in view, and one column is
    /// left free so the terminal never wraps.
    package func display(width: Int) -> Display {
        let room = max(1, width - DisplayWidth.of(Self.prompt) - 1)
        let characters = Array(text)
        var start = 0
        while start < cursor, DisplayWidth.of(String(characters[start..<cursor])) > room - 1 { start += 1 }
        var visible = ""
        var used = 0
        for character in characters[start...] {
            let width = DisplayWidth.of(String(character))
            if used + width > room { break }
            visible.append(character)
            used += width
        }
        let cursorColumn = DisplayWidth.of(Self.prompt) + DisplayWidth.of(String(characters[start..<cursor]))
        let hintRoom = room - used - 2
        let hints = hints.isEmpty || hintRoom < 2 ? "" : "  " + DisplayWidth.truncate(hints.joined(separator: " · "), to: hintRoom)
        return Display(text: Self.prompt + visible, hints: hints, cursorColumn: cursorColumn)
    }

    private mutating func set(_ text: String, cursor: Int) {
        self.text = text
        self.cursor = min(cursor, text.count)
    }

    /// A unique completion replaces the text before the cursor; several
    /// extend it as far as they agree, and are listed.
    private mutating func completeWord(_ complete: (String) -> [String]) {
        let characters = Array(text)
        let typed = String(characters[..<cursor])
        let candidates = complete(typed)
        guard let first = candidates.first else { return }
        let rest = String(characters[cursor...])
        if candidates.count == 1 {
            set(first + rest, cursor: first.count)
            return
        }
        hints = candidates
        let common = candidates.dropFirst().reduce(Array(first)) { prefix, candidate in
            Array(zip(prefix, candidate).prefix { $0.lowercased() == $1.lowercased() }.map(\.0))
        }
        if common.count > typed.count { set(String(common) + rest, cursor: common.count) }
    }

    /// Up (`-1`) and Down (`1`) through the history; past the newest, the draft.
    private mutating func recall(by step: Int) {
        guard !history.isEmpty else { return }
        if recalled == nil {
            guard step < 0 else { return }
            draft = text
        }
        let index = (recalled ?? history.count) + step
        guard index >= 0 else { return }
        if index >= history.count {
            recalled = nil
            set(draft, cursor: draft.count)
        } else {
            recalled = index
            set(history[index], cursor: history[index].count)
        }
    }
}
