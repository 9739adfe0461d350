extension CountryLookup {
    /// The country a line typed in `browse` names outright, where any other
    /// text is a search: the resolver's answer when it is sure enough to
    /// open a page (a code, a name, a former name, a short form), or a
    /// translation into one of the country's own languages (`Deutschland`,
    /// `日本`). Not another language's name: `island` is German for
    /// Iceland, and searches; not words of a name or a typo, which a search
    /// shows better. Nil too when several countries fit: the search lists them.
    package static func namedOutright(_ text: String, in catalog: CountryCatalog, locale: NameLocale) -> Country? {
        CountryResolver(catalog: catalog, locale: locale).outright(text)
    }
}
