/// A list's link: the list's filters, order and length as query parameters
/// named as the options (`/countries?region=europe&member=eu&landlocked`), so
/// every list, however narrowed, has a link that reproduces it and `--route`
/// takes it back: `query(Self.parameters(of: q)) == q`.
package enum ListLink {
    /// A query parameter: `region=europe`, or a flag's name alone (`landlocked`).
    package typealias Parameter = (name: String, value: String?)

    /// The link to the list `query` shows: `/countries` for the whole list.
    package static func link(to query: ListQuery) -> String {
        let parameters = parameters(of: query).map { name, value in
            value.map { name + "=" + Route.queryValueEncoded($0) } ?? name
        }
        return "/countries" + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
    }

    /// The search first, then the region, the filters in the order they were
    /// given, the order, `reverse` and the length.
    package static func parameters(of query: ListQuery) -> [Parameter] {
        var parameters: [Parameter] = []
        if let search = query.search { parameters.append(("search", search)) }
        if let region = query.region { parameters.append(("region", region.rawValue.lowercased())) }
        parameters += query.filters.map { filter -> Parameter in
            switch filter {
            case let .capital(name): ("capital", name)
            case let .currency(text): ("currency", text)
            case let .language(text): ("language", text)
            case let .callingCode(digits): ("calling-code", digits)
            case let .subregion(name): ("subregion", name)
            case .independent: ("independent", nil)
            case .landlocked: ("landlocked", nil)
            case let .member(key): ("member", key)
            case let .m49Region(text, _): ("region", text)
            }
        }
        if let sort = query.sort { parameters.append(("sort", sort.rawValue)) }
        if query.reverse { parameters.append(("reverse", nil)) }
        if let limit = query.limit { parameters.append(("limit", String(limit))) }
        return parameters
    }

    /// The names a list link's query may hold.
    package static let names = [
        "search", "region", "subregion", "capital", "currency", "language", "calling-code", "member", "independent", "landlocked",
        "sort", "reverse", "limit",
    ]

    /// The list a link's parameters ask for, read as the options are: a
    /// region the data does not spell is a UN M49 region (read with the
    /// data, as `--region 419` is), a subregion and an organisation must be
    /// known, a flag takes no value. An empty search is none.
    package static func query(_ parameters: [Parameter]) throws(RouteError) -> ListQuery {
        var query = ListQuery()
        var once: [String: String] = [:]
        for (name, value) in parameters {
            let given = value ?? ""
            // What holds one value (the search, the order, the length, the
            // continent) given twice: the second would silently win, or be lost.
            // Filters that narrow (member, language, an M49 region) may repeat,
            // and a flag said twice is said once (`browse --landlocked --landlocked`'s link).
            if ["search", "sort", "limit"].contains(name) || (name == "region" && Region(name: given) != nil) {
                if let first = once[name] {
                    throw RouteError("the query \(quoted(name)) is given twice (\(quoted(first)), \(quoted(given))): a list has one")
                }
                once[name] = given
            }
            let needsValue = !["independent", "landlocked", "reverse"].contains(name)
            guard needsValue || given.isEmpty else { throw RouteError("the query \(quoted(name)) takes no value, not \(quoted(given))") }
            guard !needsValue || !given.isEmpty || name == "search" else { throw RouteError("the query \(quoted(name)) needs a value") }
            switch name {
            case "search": query.search = query.search ?? (given.isEmpty ? nil : given)
            case "region":
                if let region = Region(name: given) { query.region = region } else { query.filters.append(.m49Region(given)) }
            case "subregion":
                guard let subregion = Subregion.named(given) else { throw RouteError("no subregion \(quoted(given))") }
                query.filters.append(.subregion(subregion))
            case "capital": query.filters.append(.capital(given))
            case "currency": query.filters.append(.currency(given))
            case "language": query.filters.append(.language(given))
            case "calling-code":
                let digits = given.hasPrefix("+") ? String(given.dropFirst()) : given
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw RouteError("the query 'calling-code' takes digits, not \(quoted(given))")
                }
                query.filters.append(.callingCode(digits))
            case "member":
                guard let key = Membership.key(named: given) else { throw RouteError("no organisation \(quoted(given))") }
                query.filters.append(.member(key))
            case "independent": query.filters.append(.independent)
            case "landlocked": query.filters.append(.landlocked)
            case "sort":
                guard let order = ListQuery.SortOrder(rawValue: given.lowercased()) else {
                    throw RouteError("no sort order \(quoted(given)); use name, population or area")
                }
                query.sort = order
            case "reverse": query.reverse = true
            case "limit":
                guard let limit = Int(given), limit > 0 else { throw RouteError("the query 'limit' takes a number above 0, not \(quoted(given))") }
                query.limit = limit
            default: throw RouteError("no query \(quoted(name))")
            }
        }
        return query
    }
}
