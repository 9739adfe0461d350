/// CLDR's locales whose country names are not their language's own: a
/// region or script CLDR names countries differently in (`pt_PT`,
/// `zh_Hant`, `sr_Latn`, `es_419`), the tags CLDR sends to one of them
/// (`zh_TW` to `zh_Hant`, `es_AR` to `es_419`, `sr_ME` to `sr_Latn`), and
/// the languages CLDR has inherit from another (`nb` from `no`, `nn`).
/// Kept here, not read from the data, so that the command line can judge a
/// `--locale` before any data is read; a test fails when the two disagree.
package enum CLDRLocales {
    /// The locale whose names a tag shows, by CLDR locale id: "zh_TW" ->
    /// "zh_Hant". English's many regions are left out: English names are
    /// the records' own.
    package static let variants: [String: String] = [
        "ar_SA": "ar_SA", "az_Cyrl": "az_Cyrl", "bal_Latn": "bal_Latn", "be_TARASK": "be_TARASK", "bn_IN": "bn_IN",
        "bs_Cyrl": "bs_Cyrl", "de_CH": "de_CH", "el_POLYTON": "el_POLYTON", "es_419": "es_419", "es_AR": "es_419",
        "es_BO": "es_419", "es_BR": "es_419", "es_BZ": "es_419", "es_CL": "es_CL", "es_CO": "es_419",
        "es_CR": "es_419", "es_CU": "es_419", "es_DO": "es_419", "es_EC": "es_419", "es_GT": "es_419",
        "es_HN": "es_419", "es_MX": "es_MX", "es_NI": "es_419", "es_PA": "es_419", "es_PE": "es_419",
        "es_PR": "es_419", "es_PY": "es_419", "es_SV": "es_419", "es_US": "es_US", "es_UY": "es_419",
        "es_VE": "es_419", "fa_AF": "fa_AF", "ff_Adlm": "ff_Adlm", "fr_CA": "fr_CA", "hi_Latn": "hi_Latn", "ht": "fr",
        "kk_Arab": "kk_Arab", "kk_CN": "kk_Arab", "ko_KP": "ko_KP", "kxv_Deva": "kxv_Deva", "kxv_Orya": "kxv_Orya",
        "kxv_Telu": "kxv_Telu", "nb": "no", "nn": "nn", "ps_PK": "ps_PK", "pt_AO": "pt_PT", "pt_CH": "pt_PT",
        "pt_CV": "pt_PT", "pt_GQ": "pt_PT", "pt_GW": "pt_PT", "pt_LU": "pt_PT", "pt_MO": "pt_PT", "pt_MZ": "pt_PT",
        "pt_PT": "pt_PT", "pt_ST": "pt_PT", "pt_TL": "pt_PT", "se_FI": "se_FI", "shi_Latn": "shi_Latn",
        "sr_Cyrl_BA": "sr_Cyrl_BA", "sr_Latn": "sr_Latn", "sr_Latn_BA": "sr_Latn_BA", "sr_ME": "sr_Latn",
        "sw_CD": "sw_CD", "sw_KE": "sw_KE", "ur_IN": "ur_IN", "uz_Cyrl": "uz_Cyrl", "vai_Latn": "vai_Latn",
        "yo_BJ": "yo_BJ", "yrl_CO": "yrl_CO", "yrl_VE": "yrl_VE", "yue_CN": "yue_Hans", "yue_Hans": "yue_Hans",
        "zh_HK": "zh_Hant_HK", "zh_Hant": "zh_Hant", "zh_Hant_HK": "zh_Hant_HK", "zh_Hant_MO": "zh_Hant_HK",
        "zh_MO": "zh_Hant_HK", "zh_TW": "zh_Hant",
    ]

    /// The CLDR locale a tag (`zh-TW`, `zh_Hant_HK.UTF-8`, `nb_NO.UTF-8`,
    /// `sr_RS@latin`) shows the names of, where it is not the language's
    /// own: the tag or what dropping its last parts gives, first one listed.
    /// nil for a plain language (`de_DE`: the language's names).
    package static func variant(of tag: String) -> String? {
        LocaleTag.truncations(LocaleTag.canonical(tag)).lazy.compactMap { variants[$0] }.first
    }
}
