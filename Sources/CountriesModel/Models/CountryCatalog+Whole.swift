extension CountryCatalog {
    /// ISO 3166-1 assigns 249 codes, and every REST Countries data set has
    /// them all (250 with Kosovo): a cache with fewer was cut short, and a
    /// name it lacks is no sign that no country has it.
    static let fewestWhole = 249
}
