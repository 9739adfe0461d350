/// Where the built-in world data comes from, each source's release and
/// date: the line `--version` gives, as docs/DATA.md (which the world-data
/// generator writes) says it; a test fails when the two differ.
package enum WorldDataSources {
    package static let text = "world data: Unicode CLDR 47 (2025-03-13, Babel 2.18.0) and 41 (2022-04-06); iso-codes of pycountry 26.2.16 (2026-02-16); UN M49; memberships as of 2026-01-01; corrections as of 2026-02-16"
}
