/// The languages CLDR names most countries in, whose names the built-in
/// world data holds (docs/data/world/README.md): what `--locale` and
/// `LANG` take beside the REST Countries translation keys. Kept here, not
/// read from the data, so that the command line can judge a `--locale`
/// before any data is read; a test fails when the two disagree.
package enum CLDRLanguages {
    package static let codes: Set<String> = [
                "ab", "af", "agq", "ak", "am", "an", "ar", "as", "asa", "ast", "az", "bal", "bas", "be", "bew",
        "bez", "bg", "blo", "bm", "bn", "br", "brx", "bs", "ca", "ccp", "ce", "ceb", "cgg", "chr", "ckb",
        "cs", "cv", "cy", "da", "dav", "de", "dje", "dsb", "dz", "ebu", "ee", "el", "en", "eo", "es", "et",
        "eu", "ewo", "fa", "ff", "fi", "fil", "fo", "fr", "frr", "fur", "fy", "ga", "gd", "gl", "gsw",
        "gu", "guz", "ha", "he", "hi", "hr", "hsb", "hu", "hy", "ia", "id", "ie", "ig", "is", "it", "ja",
        "jmc", "jv", "ka", "kaa", "kab", "kam", "kde", "kea", "kgp", "khq", "ki", "kk", "kl", "kln", "km",
        "kn", "ko", "kok", "ks", "ksb", "ksf", "ksh", "ku", "kxv", "ky", "la", "lag", "lb", "lg", "lij",
        "lld", "ln", "lo", "lt", "lu", "luo", "luy", "lv", "mai", "mas", "mer", "mfe", "mg", "mi", "mk",
        "ml", "mn", "mr", "ms", "mt", "mua", "my", "mzn", "naq", "nd", "nds", "ne", "nl", "nmg", "no",
        "nqo", "nyn", "oc", "om", "or", "pa", "pcm", "pl", "ps", "pt", "qu", "rif", "rm", "rn", "ro",
        "rof", "ru", "rwk", "saq", "sat", "sbp", "sc", "scn", "sd", "se", "seh", "ses", "sg", "shi", "si",
        "sk", "sl", "smn", "sn", "so", "sq", "sr", "sv", "sw", "syr", "szl", "ta", "te", "teo", "tg", "th",
        "ti", "tk", "to", "tr", "trw", "tt", "twq", "tzm", "ug", "uk", "ur", "uz", "vai", "vec", "vi",
        "vun", "wae", "wo", "xh", "xnr", "xog", "yav", "yo", "yrl", "yue", "zgh", "zh", "zu",
    ]
}
