import CountriesModel

/// `countries completion bash|zsh|fish`: a script made from the command and
/// option tables, so completion offers exactly the commands, arguments,
/// options and values the parser takes. Country codes and names are asked of the program itself while the
/// user types (`list --format tsv --fields cca3,name.common`), so they follow
/// the cache and the snapshot without a script to regenerate.
package enum CompletionScript {
    package enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish

        static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
    }

    package static func text(for shell: Shell) -> String {
        switch shell {
        case .bash: bash(for: .bash)
        // zsh runs the bash function through its own bashcompinit: one
        // completion logic, so the two shells cannot drift apart.
        case .zsh: "#compdef countries\n" + "autoload -U +X bashcompinit && bashcompinit\n" + bash(for: .zsh)
        case .fish: fish
        }
    }

    /// The commands whose arguments complete alike, together (`show` and
    /// `compare` take countries), in the table's order; arguments that may be
    /// anything are left out.
    private static var argumentCompletions: [(values: ArgumentSpec.Values, commands: [CommandName])] {
        var groups: [(values: ArgumentSpec.Values, commands: [CommandName])] = []
        for command in CommandName.commandLine {
            guard let values = command.spec.arguments.first?.values, values != .anything, values != .coordinates else { continue }
            if let index = groups.firstIndex(where: { $0.values == values }) {
                groups[index].commands.append(command)
            } else {
                groups.append((values, [command]))
            }
        }
        return groups
    }

    /// The words an argument is one of; nil: countries, or anything.
    private static func words(_ values: ArgumentSpec.Values) -> [String]? {
        switch values {
        case .commands: commandNames
        case let .oneOf(choices): choices
        case .countries, .countriesAndZones, .anything, .coordinates: nil
        }
    }

    private static var commandNames: [String] { CommandName.commandLine.map(\.rawValue) }

    /// The commands whose `--fields` are their own rows' (time's, a
    /// subdivision's), each with those names; the others take a v3.1
    /// record's (`CountryField.available`).
    private static var ownFields: [(commands: [CommandName], names: [String])] {
        var groups: [(commands: [CommandName], names: [String])] = []
        for command in CommandName.commandLine where command.spec.fields != .countryRecords && OptionSpec.accepted(by: command).contains(.fields) {
            let names = command.spec.fields.names
            if let index = groups.firstIndex(where: { $0.names == names }) { groups[index].commands.append(command) } else { groups.append(([command], names)) }
        }
        return groups
    }

    /// Every option `command` takes, as the parser sees them.
    private static func optionNames(_ command: CommandName?) -> [String] {
        OptionSpec.accepted(by: command).map(\.name) + ["--help", "-h"] + (command == nil ? ["--version"] : [])
    }

    // MARK: - bash

    /// The two places bash and zsh differ for this script: zsh has no
    /// `${1,,}`, and counts array elements from 1 unless told otherwise
    /// (bashcompinit passes COMP_CWORD counted from 0, as bash does).
    private static func bash(for shell: Shell) -> String {
        let lowercased = shell == .zsh ? "${(L)1}" : "${1,,}"
        let zeroBasedArrays = shell == .zsh ? "\n    setopt localoptions ksharrays" : ""
        // bash lists the candidates as they are given: escaped by hand, the
        // list read `Saint\ Lucia`. Given as they are, with readline told
        // they are names to quote (-o filenames), the list shows names and
        // the line gets them escaped. zsh's bashcompinit has no compopt.
        let readlineQuotes = shell == .bash ? """

                # readline escapes what it inserts; the list shows the names as they are.
                if [[ -z "$quote" ]] && compopt -o filenames 2>/dev/null; then
                    COMPREPLY+=("$word")
                    return
                fi
            """ : ""
        let valueCases = OptionSpec.all.filter { $0.valueName != nil }.map { spec -> String in
            let action: String
            switch spec {
            case .fields: action = "_countries_fields \"$cur\" \"$command\""
            case .cacheDirectory: action = "COMPREPLY=($(compgen -d -- \"$cur\"))"
            default: action = spec.values.isEmpty ? ":" : "_countries_words \"$cur\" " + spec.values.map(shellQuoted).joined(separator: " ")
            }
            return "        \(spec.name)) \(action); return ;;"
        }.joined(separator: "\n")
        let argumentCases = argumentCompletions.map { group in
            let action = words(group.values).map { "COMPREPLY=($(compgen -W \(shellQuoted($0.joined(separator: " "))) -- \"$cur\"))" }
                ?? (group.values == .countriesAndZones ? "_countries_countries \"$cur\"; _countries_zones \"$cur\"" : "_countries_countries \"$cur\"")
            return "        \(group.commands.map(\.rawValue).joined(separator: "|"))) \(action) ;;"
        }.joined(separator: "\n")
        let fieldCases = ownFields.map { group in
            "        \(group.commands.map(\.rawValue).joined(separator: "|"))) fields=(\(group.names.joined(separator: " "))) ;;"
        }.joined(separator: "\n")
        let optionCases = ([nil] + CommandName.commandLine).map { command in
            "        \(command?.rawValue ?? "\"\"")) opts=\(shellQuoted(optionNames(command).joined(separator: " "))) ;;"
        }.joined(separator: "\n")
        return """
        # \(shell.rawValue) completion for countries; made by `countries completion \(shell.rawValue)`.
        _countries_fold() {
            # Lower case without accents, as the program folds names when it
            # searches: `sao` completes "São Tomé and Príncipe".
            local w="\(lowercased)"
            # Only a word with letters past ASCII: most names have none.
            if [[ "$w" == *[![:ascii:]]* ]]; then
        \(accentFolds)
            fi
            REPLY="$w"
        }
        _countries_lower() {
            REPLY="\(lowercased)"
        }
        _countries_typed() {
            # What was typed, as the shell will read it (`United\\ K` and
            # `'United K` are both United K), and the quote it opened, if any:
            # a quoted word's completions are inserted inside that quote, as
            # they are; an unquoted one's, with its specials escaped.
            quote=""; typed="$1"
            case "$typed" in
                \\'*) quote="'"; typed="${typed#\\'}" ;;
                \\"*) quote='"'; typed="${typed#\\"}" ;;
                *) typed="${typed//\\\\/}" ;;
            esac
            # readline's completion-ignore-case: off, a completion starts
            # with what was typed, case and accents and all; on, in any case
            # and with or without accents, as the program folds names.
            ignorecase=""
            [[ "$(bind -v 2>/dev/null)" == *"completion-ignore-case on"* ]] && ignorecase=1
        }
        _countries_offer() {
            # One completion, quoted for the command line. Only ASCII is
            # escaped, by hand: printf %q spells São as $'S\\303\\243o' where
            # LANG is unset, and the space after it was lost.
            local word="$1"\(readlineQuotes)
            if [[ -z "$quote" ]]; then
                word="${word//\\\\/\\\\\\\\}"
                local special
                for special in ' ' "'" '"' '(' ')' '&' ';' '<' '>' '|' '$' '`' '!' '*' '?' '[' ']' '{' '}' '#' '~'; do
                    word="${word//"$special"/\\\\$special}"
                done
            elif [[ "$quote" == "'" ]]; then
                word="${word//\\'/\\'\\\\\\'\\'}"
            fi
            COMPREPLY+=("$word")
        }
        _countries_words() {
            # $1, as typed; the rest, the words it may become.
            local quote typed ignorecase cur word
            _countries_typed "$1"; shift
            cur="$typed"
            [[ -n "$ignorecase" ]] && _countries_fold "$typed" && cur="$REPLY"
            for word in "$@"; do
                if [[ -n "$ignorecase" ]]; then
                    _countries_fold "$word"
                    [[ "$REPLY" == "$cur"* ]] && _countries_offer "$word"
                else
                    [[ "$word" == "$typed"* ]] && _countries_offer "$word"
                fi
            done
        }
        _countries_codes() {
            # A code completes as a code, in the case typed: `fr` becomes
            # `fra`, `FR` `FRA`, never `F` or `France`. A word of both cases
            # (`Sw`) is a name being typed: no code starts with it, unless
            # case is ignored.
            local quote typed ignorecase code
            _countries_typed "$1"; shift
            _countries_lower "$typed"; local cur="$REPLY"
            for code in "$@"; do
                _countries_lower "$code"
                [[ "$REPLY" == "$cur"* ]] || continue
                # In the case typed even where case is ignored: readline keeps
                # the typed case when one completion starts with it as typed
                # (`sao t` stays, not `sao T`).
                if [[ "$typed" != *[a-z]* ]]; then
                    _countries_offer "$code"
                elif [[ "$typed" != *[A-Z]* ]]; then
                    _countries_offer "$REPLY"
                elif [[ -n "$ignorecase" ]]; then
                    _countries_offer "$code"
                fi
            done
        }
        _countries_fields() {
            # --fields a,b,c: complete the field after the last comma, from
            # the fields of the command ($2): time's and subdivisions' are their own.
            local done="" last="$1" fields
            [[ "$1" == *,* ]] && done="${1%,*}," && last="${1##*,}"
            case "$2" in
        \(fieldCases)
                *) fields=(\(CountryField.available.joined(separator: " "))) ;;
            esac
            local field
            # An array: zsh splits no word of a plain variable.
            for field in "${fields[@]}"; do
                [[ "$field" == "$last"* ]] && COMPREPLY+=("$done$field")
            done
        }
        _countries_countries() {
            local IFS=$'\\n' codes names
            codes=($("${COMP_WORDS[0]}" list --format tsv --fields cca3 2>/dev/null))
            names=($("${COMP_WORDS[0]}" list --format tsv --fields name.common 2>/dev/null))
            _countries_codes "$1" "${codes[@]}"
            _countries_words "$1" "${names[@]}"
            [[ ${#COMPREPLY[@]} -eq 0 ]] && _countries_anywhere "$1" "${codes[@]}" "${names[@]}"
        }
        _countries_anywhere() {
            # No code or name in the session's language begins with the text,
            # in any case or accent: a name in another language or script
            # (`Γερ`), the countries `list --search` finds by it, by name.
            local IFS=$'\n' quote typed ignorecase word cur found
            _countries_typed "$1"; shift
            [[ -n "$typed" ]] || return
            _countries_fold "$typed"; cur="$REPLY"
            for word in "$@"; do
                _countries_fold "$word"
                [[ "$REPLY" == "$cur"* ]] && return
            done
            found=($("${COMP_WORDS[0]}" list --format tsv --fields name.common --search "$typed" 2>/dev/null))
            for word in "${found[@]}"; do _countries_offer "$word"; done
        }
        _countries_zones() {
            local IFS=$'\\n' zones
            zones=($("${COMP_WORDS[0]}" time --format tsv --fields zone 2>/dev/null))
            _countries_words "$1" "${zones[@]}"
        }
        _countries() {\(zeroBasedArrays)
            COMPREPLY=()
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            # --name=value: bash splits at the =.
            if [[ "$cur" == "=" ]]; then cur=""; prev="${COMP_WORDS[COMP_CWORD-1]}"
            elif [[ "$prev" == "=" ]]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
            local command="" word i
            for ((i = 1; i < COMP_CWORD; i++)); do
                word="${COMP_WORDS[i]}"
                case "$word" in
                    \(commandNames.joined(separator: "|"))) command="$word"; break ;;
                esac
            done
            case "$prev" in
        \(valueCases)
            esac
            if [[ "$cur" == -* ]]; then
                local opts
                case "$command" in
        \(optionCases)
                esac
                COMPREPLY=($(compgen -W "$opts" -- "$cur"))
                return
            fi
            case "$command" in
                "") COMPREPLY=($(compgen -W \(shellQuoted(commandNames.joined(separator: " "))) -- "$cur")) ;;
        \(argumentCases)
            esac
        }
        complete -F _countries countries
        """
    }

    /// One bash substitution an accented Latin letter (U+00C0 to U+017F)
    /// that SearchFolding spells in ASCII: the script folds as the program
    /// does, from the same table. A letter each, not a bracket of them:
    /// where LANG is unset, `[ãä]` is a set of bytes, and `São` became `Saao`.
    private static var accentFolds: String {
        var folds: [String] = []
        for value in UInt32(0xC0)...0x17F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let folded = SearchFolding.fold(String(scalar))
            guard folded.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { continue }
            folds.append("        w=\"${w//\(scalar)/\(folded)}\"")
        }
        return folds.joined(separator: "\n")
    }

    // MARK: - fish

    private static var fish: String {
        let noCommand = "not __fish_seen_subcommand_from \(commandNames.joined(separator: " "))"
        var lines = [
            "# fish completion for countries; made by `countries completion fish`.",
            "complete -c countries -f",
            "function __countries_fields",
            "    # --fields a,b,c: complete the field after the last comma, from the",
            "    # command's fields: time's and subdivisions' are their own.",
            "    set -l typed (string replace -r -- '^--fields=' '' (commandline -ct))",
            "    set -l done (string replace -r -- '[^,]*$' '' $typed)",
            "    set -l fields \(CountryField.available.joined(separator: " "))",
        ] + ownFields.map { group in
            "    __fish_seen_subcommand_from \(group.commands.map(\.rawValue).joined(separator: " ")); and set fields \(group.names.joined(separator: " "))"
        } + [
            "    for field in $fields",
            "        echo \"$done$field\"",
            "    end",
            "end",
            "function __countries_countries",
            "    # Each code in the case typed, as bash gives it (`fr` gives `fra`, `FR`",
            "    # `FRA`; a word of both cases, `Fr`, is a name being typed), and each name.",
            "    # Only a name has a description (its code): fish 3.6 matches what",
            "    # matches no candidate against descriptions, and `sao t` became `shn`",
            "    # through \"Saint Helena, Ascension and Tristan da Cunha\".",
            "    set -l typed (commandline -ct)",
            "    for line in (countries list --format tsv --fields cca3,name.common 2>/dev/null)",
            "        set -l parts (string split \\t -- $line)",
            "        if not string match -qr '[a-z]' -- $typed",
            "            printf '%s\\n' $parts[1]",
            "        else if not string match -qr '[A-Z]' -- $typed",
            "            string lower -- $parts[1]",
            "        end",
            "        printf '%s\\t%s\\n' $parts[2] $parts[1]",
            "    end",
            "end",
            "function __countries_zones",
            "    # Every country's time zones, as time lists them.",
            "    countries time --format tsv --fields zone 2>/dev/null",
            "end",
        ]
        for command in CommandName.commandLine {
            lines.append("complete -c countries -n \(shellQuoted("__fish_use_subcommand")) -a \(command.rawValue) -d \(shellQuoted(command.spec.abstract))")
        }
        for spec in OptionSpec.all {
            // Where it may stand: before any command, or after one that takes it.
            let takers = CommandName.commandLine.filter { command in OptionSpec.accepted(by: command).contains(spec) }
            let condition = "\(noCommand); or __fish_seen_subcommand_from \(takers.map(\.rawValue).joined(separator: " "))"
            var line = "complete -c countries -n \(shellQuoted(condition)) -l \(spec.name.dropFirst(2))"
            if spec.valueName != nil {
                line += spec == .cacheDirectory ? " -r -a '(__fish_complete_directories)'" : " -x"
                if spec == .fields {
                    line += " -a '(__countries_fields)'"
                } else if !spec.values.isEmpty {
                    line += " -a \(shellQuoted(spec.values.map(fishEscaped).joined(separator: " ")))"
                }
            }
            lines.append(line + " -d \(shellQuoted(firstSentence(spec.help(for: nil))))")
        }
        lines.append("complete -c countries -l version -d 'Show the version, and which data is in use'")
        lines.append("complete -c countries -s h -l help -d 'Show help information'")
        for group in argumentCompletions {
            let candidates = words(group.values).map { shellQuoted($0.joined(separator: " ")) }
                ?? (group.values == .countriesAndZones ? "'(__countries_countries; __countries_zones)'" : "'(__countries_countries)'")
            let condition = "__fish_seen_subcommand_from " + group.commands.map(\.rawValue).joined(separator: " ")
            lines.append("complete -c countries -n \(shellQuoted(condition)) -a \(candidates)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Quoting

    /// One word for sh, bash, zsh and fish alike: single quotes, and a quote inside closed, escaped and reopened.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// fish splits `-a` candidates at spaces: a space in one is escaped.
    private static func fishEscaped(_ value: String) -> String {
        value.replacing(" ", with: "\\ ")
    }

    /// A help's first sentence, at most about sixty columns: fish shows it
    /// beside each candidate.
    private static func firstSentence(_ help: String) -> String {
        let sentence = help.firstRange(of: ". ").map { String(help[..<$0.lowerBound]) } ?? help
        guard sentence.count > 60 else { return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence }
        let cut = sentence.prefix(60)
        return String(cut.prefix(upTo: cut.lastIndex(of: " ") ?? cut.endIndex)) + "…"
    }
}
