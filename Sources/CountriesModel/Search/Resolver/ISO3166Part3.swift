// Written by docs/data/world/generate_iso3166_3.py from iso-codes' iso_3166-3.json
// (pycountry 26.2.16): do not edit by hand, run the generator again.

/// ISO 3166-3: the codes and names of countries ISO withdrew, with the date
/// and the countries that succeed each (its four-letter code's last two letters,
/// or, for several, the generator's sources). A name or code of one with one
/// successor is that country; with several, it is ambiguous, naming them.
enum ISO3166Part3 {
    static let entries: [WithdrawnCountry] = [
        WithdrawnCountry(alpha4: "AIDJ", alpha3: "AFI", name: "French Afars and Issas", withdrawn: "1977", successors: ["DJI"]),
        WithdrawnCountry(alpha4: "ANHH", alpha3: "ANT", name: "Netherlands Antilles", withdrawn: "2010-12-15", successors: ["BES", "CUW", "SXM"]),
        WithdrawnCountry(alpha4: "BQAQ", alpha3: "ATB", name: "British Antarctic Territory", withdrawn: "1979", successors: ["ATA"]),
        WithdrawnCountry(alpha4: "BUMM", alpha3: "BUR", name: "Burma, Socialist Republic of the Union of", withdrawn: "1989-12-05", successors: ["MMR"]),
        WithdrawnCountry(alpha4: "BYAA", alpha3: "BYS", name: "Byelorussian SSR Soviet Socialist Republic", withdrawn: "1992-06-15", successors: ["BLR"]),
        WithdrawnCountry(alpha4: "CSHH", alpha3: "CSK", name: "Czechoslovakia, Czechoslovak Socialist Republic", withdrawn: "1993-06-15", successors: ["CZE", "SVK"]),
        WithdrawnCountry(alpha4: "CSXX", alpha3: "SCG", name: "Serbia and Montenegro", withdrawn: "2006-09-26", successors: ["MNE", "SRB"]),
        WithdrawnCountry(alpha4: "CTKI", alpha3: "CTE", name: "Canton and Enderbury Islands", withdrawn: "1984", successors: ["KIR"]),
        WithdrawnCountry(alpha4: "DDDE", alpha3: "DDR", name: "German Democratic Republic", withdrawn: "1990-10-30", successors: ["DEU"]),
        WithdrawnCountry(alpha4: "DYBJ", alpha3: "DHY", name: "Dahomey", withdrawn: "1977", successors: ["BEN"]),
        WithdrawnCountry(alpha4: "FQHH", alpha3: "ATF", name: "French Southern and Antarctic Territories", withdrawn: "1979", successors: ["ATA", "ATF"]),
        WithdrawnCountry(alpha4: "FXFR", alpha3: "FXX", name: "France, Metropolitan", withdrawn: "1997-07-14", successors: ["FRA"]),
        WithdrawnCountry(alpha4: "GEHH", alpha3: "GEL", name: "Gilbert and Ellice Islands", withdrawn: "1979", successors: ["KIR", "TUV"]),
        WithdrawnCountry(alpha4: "HVBF", alpha3: "HVO", name: "Upper Volta, Republic of", withdrawn: "1984", successors: ["BFA"]),
        WithdrawnCountry(alpha4: "JTUM", alpha3: "JTN", name: "Johnston Island", withdrawn: "1986", successors: ["UMI"]),
        WithdrawnCountry(alpha4: "MIUM", alpha3: "MID", name: "Midway Islands", withdrawn: "1986", successors: ["UMI"]),
        WithdrawnCountry(alpha4: "NHVU", alpha3: "NHB", name: "New Hebrides", withdrawn: "1980", successors: ["VUT"]),
        WithdrawnCountry(alpha4: "NQAQ", alpha3: "ATN", name: "Dronning Maud Land", withdrawn: "1983", successors: ["ATA"]),
        WithdrawnCountry(alpha4: "NTHH", alpha3: "NTZ", name: "Neutral Zone", withdrawn: "1993-07-12", successors: ["IRQ", "SAU"]),
        WithdrawnCountry(alpha4: "PCHH", alpha3: "PCI", name: "Pacific Islands (trust territory)", withdrawn: "1986", successors: ["FSM", "MHL", "MNP", "PLW"]),
        WithdrawnCountry(alpha4: "PUUM", alpha3: "PUS", name: "US Miscellaneous Pacific Islands", withdrawn: "1986", successors: ["UMI"]),
        WithdrawnCountry(alpha4: "PZPA", alpha3: "PCZ", name: "Panama Canal Zone", withdrawn: "1980", successors: ["PAN"]),
        WithdrawnCountry(alpha4: "RHZW", alpha3: "RHO", name: "Southern Rhodesia", withdrawn: "1980", successors: ["ZWE"]),
        WithdrawnCountry(alpha4: "SKIN", alpha3: "SKM", name: "Sikkim", withdrawn: "1975", successors: ["IND"]),
        WithdrawnCountry(alpha4: "SUHH", alpha3: "SUN", name: "USSR, Union of Soviet Socialist Republics", withdrawn: "1992-08-30", successors: ["ARM", "AZE", "BLR", "EST", "GEO", "KAZ", "KGZ", "LTU", "LVA", "MDA", "RUS", "TJK", "TKM", "UKR", "UZB"]),
        WithdrawnCountry(alpha4: "TPTL", alpha3: "TMP", name: "East Timor", withdrawn: "2002-05-20", successors: ["TLS"]),
        WithdrawnCountry(alpha4: "VDVN", alpha3: "VDR", name: "Viet-Nam, Democratic Republic of", withdrawn: "1977", successors: ["VNM"]),
        WithdrawnCountry(alpha4: "WKUM", alpha3: "WAK", name: "Wake Island", withdrawn: "1986", successors: ["UMI"]),
        WithdrawnCountry(alpha4: "YDYE", alpha3: "YMD", name: "Yemen, Democratic, People's Democratic Republic of", withdrawn: "1990-08-14", successors: ["YEM"]),
        WithdrawnCountry(alpha4: "YUCS", alpha3: "YUG", name: "Yugoslavia, (Socialist) Federal Republic of", withdrawn: "2003-07-23", successors: ["BIH", "HRV", "MKD", "MNE", "SRB", "SVN"]),
        WithdrawnCountry(alpha4: "ZRCD", alpha3: "ZAR", name: "Zaire, Republic of", withdrawn: "1997-07-14", successors: ["COD"]),
    ]
}
