extension Screen {
    /// The screen a link leads to, with the command line's list options
    /// applied (`--route '/countries?search=euro' --limit 2`). A link to a
    /// list takes them; a link to a country or its neighbours has nothing
    /// they could narrow, and refuses them rather than drop them unseen.
    package func narrowed(by query: ListQuery, link: String) throws(RouteError) -> Screen {
        guard query != ListQuery() else { return self }
        guard case let .list(linked) = self else {
            throw RouteError(
                "\(quoted(link)) is not a list: list options (--search, --region, --sort, --limit, the filters) "
                    + "need a list link, such as /countries?search=euro"
            )
        }
        if let search = query.search, let linkedSearch = linked.search, search != linkedSearch {
            throw RouteError("\(quoted(link)) already searches for \(quoted(linkedSearch)): give the search once, in the link or with --search")
        }
        // The link's filters, then the options' (each once); an option's
        // region, order or length over the link's.
        var narrowed = linked
        narrowed.search = query.search ?? linked.search
        narrowed.region = query.region ?? linked.region
        narrowed.filters += query.filters.filter { !linked.filters.contains($0) }
        narrowed.sort = query.sort ?? linked.sort
        narrowed.limit = query.limit ?? linked.limit
        narrowed.reverse = query.reverse || linked.reverse
        return .list(narrowed)
    }
}
