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
        /// Ctrl-Z: as SIGTSTP would.
        case suspend
        /// PageDown, or Space on an empty line (forward), PageUp (back): as
        /// less pages; the line typed so far stays.
        case page(forward: Bool)
    }

    /// The prompt line, fitted to a width: the visible part of the text,
    /// completions on offer after it, and where the cursor stands.
    package struct Display: Equatable, Sendable {
        package var text: String
        package var hints: String
        package var cursorColumn: Int
    }

    package static let prompt = "› "

    /// The line, a character (grapheme cluster) an element: a key edits it
    /// in place, in amortised constant time at the end of the line, where
    /// a paste types. (A String rebuilt at every key made a 16,000-character
    /// paste take 80 s.)
    private var characters: [Character] = []
    package var text: String { String(characters) }
    /// Characters before the cursor.
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

    /// Bytes read at once past what a person types in one go (a key's
    /// escape sequence, a character's UTF-8): a paste, whose Tabs are text
    /// (a space each), not requests to complete. Each Tab of a 50,000
    /// character paste ran completion over the whole line (issue 33).
    package static let mostBytesTyped = 16
    /// Tab completes the text before the cursor only up to this many
    /// characters: a completion begins with what was typed, and no command
    /// or country name in any language comes near it (the longest, 63).
    /// Past it a Tab costs nothing, however long the line.
    package static let longestCompleted = 200

    /// `complete`: what the text before the cursor could become, each whole.
    package mutating func feed(_ bytes: [UInt8], complete: (String) -> [String] = { _ in [] }) -> [Event] {
        let pasted = bytes.count > Self.mostBytesTyped
        return decoder.keys(bytes).compactMap { key in
            pasted && key == .tab ? press(.character(" "), asText: true) : press(key, complete: complete)
        }
    }

    /// The input paused with an escape unfinished: see `KeyDecoder.timedOut`.
    package mutating func pause() -> [Event] {
        decoder.timedOut().compactMap { press($0) }
    }

    /// `asText`: a character pasted, never a key's command (a leading space pages).
    mutating func press(_ key: Key, complete: (String) -> [String] = { _ in [] }, asText: Bool = false) -> Event? {
        hints = []
        switch key {
        case .character(" ") where characters.isEmpty && !asText:
            // A leading space means nothing to a command: less's Space.
            return .page(forward: true)
        case let .character(scalar):
            insert(scalar)
        case .pageDown: return .page(forward: true)
        case .pageUp: return .page(forward: false)
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
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { break }
            characters.remove(at: cursor)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .up, .control("p"): recall(by: -1)
        case .down, .control("n"): recall(by: 1)
        case .control("k"): characters.removeSubrange(cursor...)
        case .control("u"):
            characters.removeSubrange(..<cursor)
            cursor = 0
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .control("d"):
            if characters.isEmpty { return .endOfInput }
            return press(.delete)
        case .control("c"):
            if characters.isEmpty { return .interrupted }
            set("", cursor: 0)
            recalled = nil
        case .control("\\"):
            return .quit
        case .control("z"):
            return .suspend
        case .control, .ignored:
            break
        }
        return nil
    }

    /// The prompt and the line in `width` columns: a line longer than the
    /// window scrolls sideways to keep the cursor in view, and one column is
    /// left free so the terminal never wraps. It measures only what it
    /// shows: the characters back from the cursor that fit, then forward.
    package func display(width: Int) -> Display {
        let room = max(1, width - DisplayWidth.of(Self.prompt) - 1)
        var start = cursor
        var beforeCursor = 0
        while start > 0 {
            let width = DisplayWidth.of(String(characters[start - 1]))
            if beforeCursor + width > room - 1 { break }
            beforeCursor += width
            start -= 1
        }
        var visible = ""
        var used = 0
        for character in characters[start...] {
            let width = DisplayWidth.of(String(character))
            if used + width > room { break }
            visible.append(character)
            used += width
        }
        let cursorColumn = DisplayWidth.of(Self.prompt) + beforeCursor
        let hintRoom = room - used - 2
        let hints = hints.isEmpty || hintRoom < 2 ? "" : "  " + DisplayWidth.truncate(hints.joined(separator: " · "), to: hintRoom)
        return Display(text: Self.prompt + visible, hints: hints, cursorColumn: cursorColumn)
    }

    private mutating func set(_ text: String, cursor: Int) {
        characters = Array(text)
        self.cursor = min(cursor, characters.count)
    }

    /// A scalar typed at the cursor: a character of its own, unless it joins
    /// the one before (a combining mark).
    private mutating func insert(_ scalar: Unicode.Scalar) {
        if cursor > 0 {
            var joined = String(characters[cursor - 1])
            joined.unicodeScalars.append(scalar)
            if joined.count == 1, let character = joined.first {
                characters[cursor - 1] = character
                return
            }
        }
        characters.insert(Character(scalar), at: cursor)
        cursor += 1
    }

    /// A unique completion replaces the text before the cursor; several
    /// extend it as far as they agree, and are listed.
    private mutating func completeWord(_ complete: (String) -> [String]) {
        guard cursor <= Self.longestCompleted else { return }
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
