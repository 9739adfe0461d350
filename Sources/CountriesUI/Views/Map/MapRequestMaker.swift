import CountriesModel

/// The drawing a screen asks for, made from the data at hand: the
/// highlighted countries, the focus's neighbours and capital, every
/// country's place (for a marker where its shape is too small to show),
/// and the shading.
enum MapRequestMaker {
    static func request(_ screen: MapScreen, shown: ShownCountries, width: Int) -> (MapRequest, MapShading?) {
        let focus = screen.focus.flatMap(shown.country(cca3:))
        var request = MapRequest(
            scope: screen.world ? .world : focus.map { .region(around: $0.cca3) } ?? .world,
            width: width,
            highlighted: Set(screen.highlighted).union(focus.map { [$0.cca3] } ?? []),
            neighbours: Set(focus?.borders ?? []),
            capital: focus?.capitalLocation,
            places: shown.places
        )
        request.point = screen.point
        guard let measure = screen.shading else { return (request, nil) }
        // With a filter, only the countries it kept are shaded (their
        // shade is their highlight), and the classes are theirs.
        let kept = Set(screen.highlighted)
        if !kept.isEmpty { request.highlighted = Set(focus.map { [$0.cca3] } ?? []) }
        var values: [String: Double] = [:]
        for country in shown.countries where kept.isEmpty || kept.contains(country.cca3) {
            if let value = measure.value(of: country) { values[country.cca3] = value }
        }
        let shading = MapShading(values: values)
        request.shading = shading.classes
        return (request, shading)
    }
}
