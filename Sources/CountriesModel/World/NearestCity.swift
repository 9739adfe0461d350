/// The city nearest a point, and how far it is (on a sphere of the Earth's
/// mean radius): what `at` says beside the country.
package struct NearestCity: Sendable, Equatable {
    package var city: City
    package var kilometres: Double

    package init(city: City, kilometres: Double) {
        self.city = city
        self.kilometres = kilometres
    }
}
