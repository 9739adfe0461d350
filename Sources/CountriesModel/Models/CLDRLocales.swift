/// CLDR's locales whose country names are not their language's own: a
/// region or script CLDR names countries differently in (`pt_PT`,
/// `zh_Hant`, `sr_Latn`, `es_419`), the tags CLDR sends to one of them
/// (`zh_TW` to `zh_Hant`, `es_AR` to `es_419`, `sr_ME` to `sr_Latn`), and
/// the languages CLDR has inherit from another (`nb` from `no`, `nn`).
/// Kept here, not read from the data, so that the command line can judge a
/// `--locale` before any data is read; a test fails when the two disagree.
package enum CLDRLocales {
    /// The locale whose names a tag shows, by CLDR locale id: "zh_TW" ->
    /// "zh_Hant", "en_GB" -> "en_001".
    package static let variants: [String: String] = [
        "ar_SA": "ar_SA", "az_Cyrl": "az_Cyrl", "bal_Latn": "bal_Latn", "be_TARASK": "be_TARASK", "bn_IN": "bn_IN",
        "bs_Cyrl": "bs_Cyrl", "ca_ES_VALENCIA": "ca_ES_VALENCIA", "de_CH": "de_CH", "el_POLYTON": "el_POLYTON",
        "en_001": "en_001", "en_150": "en_001", "en_AG": "en_001", "en_AI": "en_001", "en_AT": "en_001",
        "en_AU": "en_AU", "en_BB": "en_001", "en_BE": "en_001", "en_BM": "en_001", "en_BS": "en_001", "en_BW": "en_001",
        "en_BZ": "en_001", "en_CA": "en_CA", "en_CC": "en_001", "en_CH": "en_001", "en_CK": "en_001", "en_CM": "en_001",
        "en_CX": "en_001", "en_CY": "en_001", "en_CZ": "en_001", "en_DE": "en_001", "en_DG": "en_001",
        "en_DK": "en_001", "en_DM": "en_001", "en_Dsrt": "en_Dsrt", "en_ER": "en_001", "en_ES": "en_001",
        "en_FI": "en_001", "en_FJ": "en_001", "en_FK": "en_001", "en_FM": "en_001", "en_FR": "en_001",
        "en_GB": "en_001", "en_GD": "en_001", "en_GG": "en_GG", "en_GH": "en_001", "en_GI": "en_001", "en_GM": "en_001",
        "en_GS": "en_001", "en_GY": "en_001", "en_HK": "en_001", "en_HU": "en_001", "en_ID": "en_001",
        "en_IE": "en_001", "en_IL": "en_001", "en_IM": "en_IM", "en_IN": "en_IN", "en_IO": "en_001", "en_IT": "en_001",
        "en_JE": "en_JE", "en_JM": "en_001", "en_KE": "en_001", "en_KI": "en_001", "en_KN": "en_001", "en_KY": "en_001",
        "en_LC": "en_001", "en_LR": "en_001", "en_LS": "en_001", "en_MG": "en_001", "en_MO": "en_001",
        "en_MS": "en_001", "en_MT": "en_001", "en_MU": "en_001", "en_MV": "en_001", "en_MW": "en_001",
        "en_MY": "en_001", "en_NA": "en_001", "en_NF": "en_001", "en_NG": "en_001", "en_NL": "en_001",
        "en_NO": "en_001", "en_NR": "en_001", "en_NU": "en_001", "en_NZ": "en_001", "en_PG": "en_001",
        "en_PK": "en_001", "en_PL": "en_001", "en_PN": "en_001", "en_PT": "en_001", "en_PW": "en_001",
        "en_RO": "en_001", "en_RW": "en_001", "en_SB": "en_001", "en_SC": "en_001", "en_SD": "en_001",
        "en_SE": "en_001", "en_SG": "en_001", "en_SH": "en_001", "en_SI": "en_001", "en_SK": "en_001",
        "en_SL": "en_001", "en_SS": "en_001", "en_SX": "en_001", "en_SZ": "en_001", "en_TC": "en_001",
        "en_TK": "en_001", "en_TO": "en_001", "en_TT": "en_001", "en_TV": "en_001", "en_TZ": "en_001",
        "en_UG": "en_001", "en_VC": "en_001", "en_VG": "en_001", "en_VU": "en_001", "en_WS": "en_001",
        "en_ZA": "en_001", "en_ZM": "en_001", "en_ZW": "en_001", "es_419": "es_419", "es_AR": "es_419",
        "es_BO": "es_419", "es_BR": "es_419", "es_BZ": "es_419", "es_CL": "es_CL", "es_CO": "es_419", "es_CR": "es_419",
        "es_CU": "es_419", "es_DO": "es_419", "es_EC": "es_419", "es_GT": "es_GT", "es_HN": "es_419", "es_MX": "es_MX",
        "es_NI": "es_419", "es_PA": "es_419", "es_PE": "es_419", "es_PR": "es_419", "es_PY": "es_419",
        "es_SV": "es_419", "es_US": "es_US", "es_UY": "es_419", "es_VE": "es_VE", "fa_AF": "fa_AF",
        "ff_Adlm": "ff_Adlm", "fr_CA": "fr_CA", "hi_Latn": "hi_Latn", "ht": "ht", "kk_Arab": "kk_Arab",
        "kk_CN": "kk_Arab", "ko_KP": "ko_KP", "kxv_Deva": "kxv_Deva", "kxv_Orya": "kxv_Orya", "kxv_Telu": "kxv_Telu",
        "nb": "no", "nn": "nn", "oc_ES": "oc_ES", "ps_PK": "ps_PK", "pt_AO": "pt_PT", "pt_CH": "pt_PT",
        "pt_CV": "pt_PT", "pt_GQ": "pt_PT", "pt_GW": "pt_PT", "pt_LU": "pt_PT", "pt_MO": "pt_PT", "pt_MZ": "pt_PT",
        "pt_PT": "pt_PT", "pt_ST": "pt_PT", "pt_TL": "pt_PT", "se_FI": "se_FI", "shi_Latn": "shi_Latn",
        "sr_Cyrl_BA": "sr_Cyrl_BA", "sr_Latn": "sr_Latn", "sr_Latn_BA": "sr_Latn_BA", "sr_ME": "sr_Latn",
        "sw_CD": "sw_CD", "sw_KE": "sw_KE", "ti_ER": "ti_ER", "ur_IN": "ur_IN", "uz_Cyrl": "uz_Cyrl",
        "vai_Latn": "vai_Latn", "yo_BJ": "yo_BJ", "yrl_CO": "yrl_CO", "yrl_VE": "yrl_VE", "yue_CN": "yue_Hans",
        "yue_Hans": "yue_Hans", "zh_HK": "zh_Hant_HK", "zh_Hans_HK": "zh_Hans_HK", "zh_Hans_MY": "zh_Hans_MY",
        "zh_Hant": "zh_Hant", "zh_Hant_HK": "zh_Hant_HK", "zh_Hant_MO": "zh_Hant_HK", "zh_MO": "zh_Hant_HK",
        "zh_TW": "zh_Hant",
    ]

    /// The scripts of a language CLDR names (almost) no country in, whose
    /// parent is not the language (`kok_Latn`: Konkani in Latin letters, 12
    /// names): not taken, rather than shown in the language's usual script.
    package static let scriptsLeftOut: Set<String> = [
        "az_Arab", "bm_Nkoo", "en_Shaw", "ha_Arab", "kaa_Latn", "kok_Latn", "ks_Deva", "mn_Mong", "ms_Arab", "pa_Arab",
        "sat_Deva", "sd_Deva", "uz_Arab", "zh_Latn",
    ]

    /// The CLDR locale a tag (`zh-TW`, `zh_Hant_HK.UTF-8`, `nb_NO.UTF-8`,
    /// `sr_RS@latin`) shows the names of, where it is not the language's
    /// own: the tag or what dropping its last parts gives, first one listed.
    /// nil for a plain language (`de_DE`: the language's names).
    package static func variant(of tag: String) -> String? {
        LocaleTag.truncations(LocaleTag.canonical(tag)).lazy.compactMap { variants[$0] }.first
    }

    /// Whether a tag is a script CLDR names no countries in (`kok-Latn-IN`).
    package static func isLeftOut(_ tag: String) -> Bool {
        let found = LocaleTag.truncations(LocaleTag.canonical(tag)).first { variants[$0] != nil || scriptsLeftOut.contains($0) }
        return found.map(scriptsLeftOut.contains) ?? false
    }
}
