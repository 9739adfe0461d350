import CountriesModel

/// A list's title with its filters in words, in the order they were given:
/// `Countries matching "land", in Europe, members of EU, landlocked`. Beside
/// it, browse shows the link that reproduces the list (`ListLink`).
enum ListQueryTitle {
    static func text(_ query: ListQuery) -> String {
        var pieces: [String] = []
        if let search = query.search { pieces.append("matching \"\(PlainText.of(search))\"") }
        if let region = query.region { pieces.append("in \(region.rawValue)") }
        pieces += query.filters.map { filter in
            switch filter {
            case let .capital(name): "with capital \(PlainText.of(name))"
            case let .currency(text): "using \(PlainText.of(text))"
            case let .language(text): "speaking \(PlainText.of(text))"
            case let .callingCode(digits): "dialled with +\(PlainText.of(digits))"
            case let .subregion(name): "in \(PlainText.of(name))"
            case .independent: "independent"
            case .landlocked: "landlocked"
            case let .member(key): "members of \(Membership.name(key))"
            case let .m49Region(text, resolved): "in \(PlainText.of(resolved?.name ?? text))"
            }
        }
        if let sort = query.sort { pieces.append("by \(sort.rawValue)" + (query.reverse ? ", reversed" : "")) } else if query.reverse { pieces.append("reversed") }
        if let limit = query.limit { pieces.append("first \(limit)") }
        return (["Countries"] + (pieces.isEmpty ? [] : [pieces.joined(separator: ", ")])).joined(separator: " ")
    }
}
