/// The program's name and version, as `--version` and the man page give it.
package enum ProgramVersion {
    package static let text = "countries 0.2.0"
}
