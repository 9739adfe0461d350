#!/usr/bin/env python3
"""A local stand-in for the REST Countries v5 API, for integration tests.

It serves the v3.1 snapshot turned into v5 records (the strict schema of
2026-08-02, shared/data/V5.md), the inverse of the table in
docs/API-DIALECTS.md, plus four unrecognised territories whose codes are all
"" (254 records, as the real list has about 254). Every request needs the
key, in any form the service accepts (V5.md, "Added 2026-11-25"):
`Authorization: Bearer <--key>`, a bare `Authorization: <--key>`, or
`?api-key=<--key>`. Endpoints, GET only:

    /countries/v5                      the list, paged (limit, offset)
    /countries/v5/codes.alpha_3/{code} /countries/v5/codes.alpha_2/{code}
    /countries/v5/code/{code}          alpha-2, alpha-3, ccn3 or cioc
    /v3.1/...                          the retired version, key or not: 301 to
    /docs/legacy-api-deprecation       which answers 200 with
        {"success":false,"data":null,"errors":[{"message":"This API version has been deprecated. ..."}]}

Answers are `{"data":{"objects":[...],"meta":{...}}}`, errors
`{"errors":[{"message":"..."}]}`. `response_fields` and
`response_fields_omit` select fields (dotted paths too). Listed objects carry
`_match` and `_meta` annotations. The order is shuffled once at start.

Options:
    --data PATH          the v3.1 snapshot to serve (required)
    --key KEY            the only key accepted (required; never printed)
    --port N             0: any free port (default)
    --plan free|paid     limit 1..100 or 1..500; free: `leaders` is a notice
    --unknown-code 404|empty   an unknown code: 404, or 200 with no objects
    --fail KIND          status:N, unauthorized, forbidden, rate-limited,
                         retired, malformed, wrong-shape, drop, delay:SECONDS,
                         status-line-only, redirect (302 to localhost, this
                         server), trickle (a body a byte a second); list
                         pages only: short-page,
                         duplicate, missing, more-forever, no-meta,
                         unstable-order
    --fail-after N       good answers before failing (every request counts)
    --quota N            requests the key may make (the free plan: 500 a
                         month); past them, 403 "account frozen" (every
                         request counts, the refused ones too)
    --quota-resets DATE  sent as Retry-After with that 403 (no source says
                         the service tells when the month turns)
    --retry-after S      the Retry-After of rate-limited (default 30)
    --rename CCA3=NAME   a country's names.common (repeatable)
    --omit CCA3          a country left out entirely (repeatable)
    --only CCA3,CCA3     serve only these countries
    --seed N             seed of the shuffle (default: random)
    --lifetime SECONDS   exit by itself after this long (default 120)

It listens on 127.0.0.1 only, prints `PORT <n>`, then one line a request:
`REQUEST <path?query> auth=ok|ok-bare|ok-query|missing|wrong` (ok: the
Bearer header; the key, should a client put it in a URL, shows as `<KEY>`).

    python3 Tests/Server/fake_restcountries_v5.py --key rc_test_x --data Sources/CountriesSnapshot/countries-v3.1.json
"""
import argparse
import copy
import hmac
import json
import random
import re
import socket
import sys
import time
import urllib.parse
import uuid

from stand_in import QuietHandler, StandInServer, serve

# Memberships as of 2026 (cca3). The other seven of the 14 stay false.
EU = set("AUT BEL BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN IRL ITA LVA LTU LUX MLT NLD POL PRT ROU SVK SVN ESP SWE".split())
EUROZONE = set("AUT BEL BGR HRV CYP EST FIN FRA DEU GRC IRL ITA LVA LTU LUX MLT NLD PRT SVK SVN ESP".split())
SCHENGEN = set("AUT BEL BGR HRV CZE DNK EST FIN FRA DEU GRC HUN ISL ITA LVA LIE LTU LUX MLT NLD NOR POL PRT ROU SVK SVN ESP SWE CHE".split())
NATO = set("ALB BEL BGR CAN HRV CZE DNK EST FIN FRA DEU GRC HUN ISL ITA LVA LTU LUX MNE NLD MKD NOR POL PRT ROU SVK SVN ESP SWE TUR GBR USA".split())
G7 = set("CAN FRA DEU ITA JPN GBR USA".split())
G20 = set("ARG AUS BRA CAN CHN FRA DEU IND IDN ITA JPN KOR MEX RUS SAU ZAF TUR GBR USA".split())
OECD = set("AUS AUT BEL CAN CHL COL CRI CZE DNK EST FIN FRA DEU GRC HUN ISL IRL ISR ITA JPN KOR LVA LTU LUX MEX NLD NZL NOR POL PRT SVK SVN ESP SWE CHE TUR GBR USA".split())
UN_OBSERVERS = {"VAT", "PSE"}
# What v5 adds, for a few countries the tests read (the rest stay empty, as
# v5 sends "" for what it does not know). A dependency's sovereign and kind:
PARENTS = {"GRL": ("DK", "DNK", "autonomous territory"), "FRO": ("DK", "DNK", "autonomous territory"),
           "PRI": ("US", "USA", "unincorporated territory"), "GIB": ("GB", "GBR", "overseas territory")}
# Capitals with their roles; v5 lists La Paz beside Sucre, which v3.1 never had.
CAPITAL_ROLES = {
    "BOL": [("Sucre", (-19.02, -65.26), ("constitutional", "judicial"), True),
            ("La Paz", (-16.5, -68.15), ("executive", "legislative"), False)],
    "ZAF": [("Pretoria", (-25.7, 28.22), ("administrative", "executive"), True),
            ("Bloemfontein", (-29.12, 26.21), ("judicial",), False),
            ("Cape Town", (-33.92, 18.42), ("legislative",), False)],
}
# FIPS 10-4 / GEC codes differ from alpha-2 for some: Germany GM, South Africa SF.
FIPS = {"DEU": "GM", "FRA": "FR", "BOL": "BL", "ZAF": "SF", "GRL": "GL", "USA": "US"}
OFFICIAL_SITES = {"FRA": "https://www.elysee.fr", "DEU": "https://www.bundesregierung.de"}
FLAG_COLORS = {"FRA": ("#002395", "#ED2939", ["#002395", "#FFFFFF", "#ED2939"])}
IMPERIAL = {"USA", "LBR", "MMR"}
FAHRENHEIT = {"USA", "LBR", "BHS", "CYM", "PLW", "FSM", "MHL"}
GOVERNMENT_TYPES = {
    "FRA": "Unitary semi-presidential republic",
    "DEU": "Federal parliamentary republic",
    "GBR": "Unitary parliamentary constitutional monarchy",
    "USA": "Federal presidential republic",
    "JPN": "Unitary parliamentary constitutional monarchy",
    "CHE": "Federal directorial republic",
}
# ISO 639-2 collective codes among v3.1's language keys: no ISO 639-3 code.
COLLECTIVE_LANGUAGES = {"ber", "khi", "smi"}
LEADERS_NOTICE = [{
    "message": "Leaders are a premium field, available on paid plans.",
    "sample": "Upgrade at https://restcountries.com/pricing to read the heads of state and government.",
}]
# Territories not in ISO 3166: no codes, so a client keying by code must skip them.
UNRECOGNISED = [
    # common, official, capital, lat, lng, region, subregion, area km², population, timezone
    ("Abkhazia", "Republic of Abkhazia", "Sukhumi", 43.0, 41.0, "Asia", "Western Asia", 8665, 245000, "UTC+03:00"),
    ("South Ossetia", "Republic of South Ossetia", "Tskhinvali", 42.23, 43.97, "Asia", "Western Asia", 3900, 56500, "UTC+03:00"),
    ("Transnistria", "Pridnestrovian Moldavian Republic", "Tiraspol", 46.84, 29.63, "Europe", "Eastern Europe", 4163, 360000, "UTC+02:00"),
    ("Northern Cyprus", "Turkish Republic of Northern Cyprus", "North Nicosia", 35.18, 33.36, "Europe", "Southern Europe", 3355, 382000, "UTC+02:00"),
]
LIST_FAULTS = {"short-page", "duplicate", "missing", "more-forever", "no-meta", "unstable-order"}
OTHER_FAULTS = {"unauthorized", "forbidden", "rate-limited", "retired", "malformed", "wrong-shape", "drop", "status-line-only", "redirect", "trickle"}
SQUARE_MILES_PER_KM2 = 0.386102158542
LEGACY_PAGE = "/docs/legacy-api-deprecation"
LEGACY_MESSAGE = ("This API version has been deprecated. Please visit https://restcountries.com/docs/legacy-api-deprecation "
                  "for more information.")


def point(latlng):
    return {"lat": latlng[0], "lng": latlng[1]}


def capital(name, coordinates, primary):
    flags = ("administrative", "constitutional", "executive", "judicial", "legislative")
    attributes = dict.fromkeys(flags, False)
    attributes["primary"] = primary
    return {"name": name, "coordinates": coordinates, "attributes": attributes}


def language(code, name):
    """v3.1 keys are ISO 639-3, except collective 639-2 codes (which have no 639-3)."""
    collective = code in COLLECTIVE_LANGUAGES
    return {"name": name, "native_name": "", "bcp47": "", "iso639_1": "",
            "iso639_2b": code if collective else "", "iso639_2t": code, "iso639_3": "" if collective else code}


def base_record(common, official, cca3):
    """Every v5 field, with the empty values of a record nothing is known of."""
    return {
        "names": {"common": common, "official": official, "alternates": [], "native": {}, "translations": {}},
        "codes": {"alpha_2": "", "alpha_3": cca3, "ccn3": "", "cioc": "", "fifa": "", "fips": "", "gec": ""},
        "capitals": [],
        "flag": {"emoji": "", "url_png": "", "url_svg": "", "description": "", "unicode": "", "html_entity": "",
                 "colors": {"dominant": "", "prominent": "", "palette": [],  # swatches: the schema's only nulls
                            "swatches": dict.fromkeys(("vibrant", "muted", "dark_vibrant", "dark_muted", "light_vibrant", "light_muted"))}},
        "region": "", "subregion": "",
        "area": {"kilometers": 0, "miles": 0},
        "coordinates": {"lat": 0, "lng": 0},
        "assets": [], "borders": [], "calling_codes": [], "continents": [], "timezones": [], "tlds": [],
        "cars": {"driving_side": "right", "signs": []},
        "classification": {"sovereign": False, "un_member": False, "un_observer": False, "dependency": False,
                           "disputed": False, "dependency_type": "", "iso_status": ""},
        "currencies": [],
        # Nothing is known of the school or fiscal years: the schema wants a day and a month.
        "date": {"start_of_week": "monday", "academic_year_start": {"day": 1, "month": 1},
                 "fiscal_year_start": {"corporate": {"basis": "calendar", "day": 1, "month": 1},
                                       "government": {"day": 1, "month": 1}, "personal": {"day": 1, "month": 1}}},
        "demonyms": {},
        "economy": {"gini_coefficient": {}},
        "government_type": GOVERNMENT_TYPES.get(cca3, ""),
        "landlocked": False,
        "languages": [],
        "leaders": [],
        "links": {"google_maps": "", "open_street_maps": "", "wikipedia": "", "official": ""},
        "memberships": {name: cca3 in members for name, members in (
            ("un", ()), ("eu", EU), ("eurozone", EUROZONE), ("schengen", SCHENGEN), ("nato", NATO), ("commonwealth", ()),
            ("oecd", OECD), ("g7", G7), ("g20", G20), ("brics", ()), ("opec", ()), ("african_union", ()),
            ("asean", ()), ("arab_league", ()))},
        "units": {"measurement_system": "imperial" if cca3 in IMPERIAL else "metric",
                  "temperature_scale": "Fahrenheit" if cca3 in FAHRENHEIT else "Celsius"},
        "number_format": {"decimal_separator": ".", "thousands_separator": ","},
        "parent": {"alpha_2": "", "alpha_3": ""},
        "population": 0,
        "postal_code": {"format": "", "regex": ""},
        "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, "fake-restcountries-v5:" + (cca3 or common))),
    }


def v5_record(c):
    """A v3.1 snapshot record as v5 serves it: the inverse of docs/API-DIALECTS.md."""
    v5 = base_record(c["name"]["common"], c["name"]["official"], c["cca3"])
    names = v5["names"]
    names["alternates"] = c["altSpellings"]
    names["native"] = c["name"].get("nativeName", {})
    names["translations"] = {("fas" if k == "per" else k): v for k, v in c["translations"].items()}
    v5["codes"].update(alpha_2=c["cca2"], ccn3=c["ccn3"], cioc=c["cioc"], fifa=c["fifa"])
    # v3.1 had one capital point; v5 has one a capital. Without one, the country's.
    where = point(c["capitalInfo"].get("latlng") or c["latlng"])
    v5["capitals"] = [capital(name, dict(where), i == 0) for i, name in enumerate(c["capital"])]
    for i, (name, (lat, lng), roles, primary) in enumerate(CAPITAL_ROLES.get(c["cca3"], [])):
        attributes = {flag: flag in roles for flag in ("administrative", "constitutional", "executive", "judicial", "legislative")}
        entry = {"name": name, "coordinates": {"lat": lat, "lng": lng}, "attributes": dict(attributes, primary=primary)}
        v5["capitals"][i:i + 1] = [entry]
    if c["cca3"] in PARENTS:
        alpha_2, alpha_3, kind = PARENTS[c["cca3"]]
        v5["parent"] = {"alpha_2": alpha_2, "alpha_3": alpha_3}
        v5["classification"]["dependency_type"] = kind
    v5["codes"].update(fips=FIPS.get(c["cca3"], ""), gec=FIPS.get(c["cca3"], ""))
    v5["links"].update(wikipedia="https://en.wikipedia.org/wiki/" + c["name"]["common"].replace(" ", "_"),
                       official=OFFICIAL_SITES.get(c["cca3"], ""))
    if c["cca3"] in FLAG_COLORS:
        dominant, prominent, palette = FLAG_COLORS[c["cca3"]]
        v5["flag"]["colors"].update(dominant=dominant, prominent=prominent, palette=palette)
    v5["flag"].update(emoji=c["flag"], url_png=c["flags"]["png"], url_svg=c["flags"]["svg"], description=c["flags"].get("alt") or "")
    v5["region"], v5["subregion"] = c["region"], c["subregion"]
    v5["area"] = {"kilometers": c["area"], "miles": round(c["area"] * SQUARE_MILES_PER_KM2, 2)}
    v5["coordinates"] = point(c["latlng"])
    v5["borders"], v5["continents"], v5["timezones"], v5["tlds"] = c["borders"], c["continents"], c["timezones"], c["tld"]
    root = c["idd"].get("root", "")
    v5["calling_codes"] = [root.lstrip("+") + s for s in c["idd"].get("suffixes", [])] if root else []
    v5["cars"] = {"driving_side": c["car"]["side"], "signs": c["car"]["signs"]}
    v5["classification"].update(
        sovereign=c["independent"], un_member=c["unMember"], un_observer=c["cca3"] in UN_OBSERVERS,
        dependency=not c["independent"], iso_status={"officially-assigned": "official"}.get(c["status"], c["status"]))
    v5["currencies"] = [{"code": code, "name": v.get("name", ""), "symbol": v.get("symbol", "")} for code, v in c["currencies"].items()]
    v5["date"]["start_of_week"] = c["startOfWeek"]
    v5["demonyms"] = c["demonyms"]
    v5["economy"]["gini_coefficient"] = c["gini"]
    v5["landlocked"] = c["landlocked"]
    v5["languages"] = [language(code, name) for code, name in c["languages"].items()]
    v5["links"].update(google_maps=c["maps"]["googleMaps"], open_street_maps=c["maps"]["openStreetMaps"])
    v5["memberships"]["un"] = c["unMember"]
    v5["population"] = c["population"]
    v5["postal_code"] = {"format": c["postalCode"].get("format") or "", "regex": c["postalCode"].get("regex") or ""}
    return v5


def unrecognised_record(common, official, capital_name, lat, lng, region, subregion, area, population, timezone):
    v5 = base_record(common, official, "")
    v5["capitals"] = [capital(capital_name, {"lat": lat, "lng": lng}, True)]
    v5.update(region=region, subregion=subregion, population=population, timezones=[timezone],
              coordinates={"lat": lat, "lng": lng}, continents=["Asia" if region == "Asia" else "Europe"],
              area={"kilometers": area, "miles": round(area * SQUARE_MILES_PER_KM2, 2)})
    v5["classification"]["disputed"] = True
    return v5


def select(record, keep, omit):
    """`response_fields` then `response_fields_omit`; dotted paths reach inside objects.

    Always a copy: the served records are shared between threads and requests."""
    record = copy.deepcopy(record)
    if keep:
        result = {}
        for path in keep:
            source, target, parts = record, result, path.split(".")
            for part in parts[:-1]:
                if not isinstance(source.get(part), dict):
                    break
                source, target = source[part], target.setdefault(part, {})
            else:
                if parts[-1] in source:  # unknown names are ignored
                    target[parts[-1]] = source[parts[-1]]
        record = result
    for path in omit:
        *parents, last = path.split(".")
        target = record
        for part in parents:
            target = target.get(part) if isinstance(target, dict) else None
        if isinstance(target, dict):
            target.pop(last, None)
    return record


def comma_list(query, name):
    return [f for f in ",".join(query.get(name, [])).split(",") if f]


class Failure(Exception):
    """An answer with the errors envelope."""

    def __init__(self, status, message, headers=()):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, list(headers)


class Server(StandInServer):
    def __init__(self, options, countries):
        # countries: in the order of this server's life
        super().__init__(options.port, Handler, options, countries)


class Handler(QuietHandler):
    def do_GET(self):
        self.answer()

    def not_get(self):
        self.close_connection = True  # any request body is left unread
        self.answer(allowed=False)

    do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_HEAD = not_get

    def authorization(self):
        key = self.server.options.key.encode()
        header = self.headers.get("Authorization")
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query).get("api-key")
        if not header:
            if query:
                return "ok-query" if hmac.compare_digest(query[-1].encode(), key) else "wrong"
            return "missing"
        scheme, _, token = header.strip().partition(" ")
        if not token:  # the bare form: the key alone
            return "ok-bare" if hmac.compare_digest(scheme.encode(), key) else "wrong"
        good = scheme.lower() == "bearer" and hmac.compare_digest(token.strip().encode(), key)
        return "ok" if good else "wrong"

    def legacy(self):
        """The retired versions, as the service answers them: a 301 to a page
        that says so with 200 (its final status is undocumented; V5.md)."""
        if self.path.startswith("/v3.1/") or self.path == "/v3.1":
            self.send_json(301, "", [("Location", "http://127.0.0.1:%d%s" % (self.server.server_address[1], LEGACY_PAGE))])
        else:
            self.send_json(200, json.dumps({"success": False, "data": None, "errors": [{"message": LEGACY_MESSAGE}]}))

    def answer(self, allowed=True):
        server, options = self.server, self.server.options
        auth = self.authorization()
        number = server.count_request("REQUEST %s auth=%s" % (self.path.replace(options.key, "<KEY>"), auth))
        failing = options.fail if options.fail and number > options.fail_after else None
        if self.path.startswith("/v3.1") or self.path.startswith(LEGACY_PAGE):
            return self.legacy()
        try:
            if options.quota is not None and number > options.quota:
                resets = [("Retry-After", options.quota_resets)] if options.quota_resets else []
                raise Failure(403, "Your account is frozen: the monthly quota of your plan is spent.", resets)
            if failing and failing not in LIST_FAULTS and self.fail(failing):
                return
            if not allowed:
                raise Failure(405, "Method not allowed: the API is GET only.", [("Allow", "GET")])
            if not auth.startswith("ok"):
                raise Failure(401, "Authorization key required." if auth == "missing" else "Invalid API key.")
            self.route(failing if failing in LIST_FAULTS else None)
        except Failure as failure:
            self.send_json(failure.status, json.dumps({"errors": [{"message": failure.message}]}), failure.headers)

    def fail(self, failure):
        """Answers as told to fail; False when the request should go on (a delay)."""
        kind, _, argument = failure.partition(":")
        if kind == "status":
            raise Failure(int(argument), "Told to fail")
        if kind == "unauthorized":
            raise Failure(401, "Invalid API key.")
        if kind == "forbidden":
            raise Failure(403, "Your account is frozen: monthly quota spent.")
        if kind == "rate-limited":
            raise Failure(429, "Too many requests.", [("Retry-After", str(self.server.options.retry_after))])
        if kind == "retired":
            raise Failure(410, "API version v5 is no longer active.")
        if kind == "malformed":
            self.send_json(200, "<html>not JSON")
        elif kind == "wrong-shape":
            self.send_json(200, json.dumps({"data": {"countries": "not here"}}))
        elif kind in ("drop", "status-line-only"):
            self.close_connection = True
            if kind == "status-line-only":
                self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            self.connection.shutdown(socket.SHUT_RDWR)
        elif kind == "redirect":
            # To this same server under another host name: a client that
            # follows carries its headers there, as FoundationNetworking does.
            location = "http://localhost:%d%s" % (self.server.server_address[1], self.path)
            self.send_json(302, json.dumps({"errors": [{"message": "Moved."}]}), [("Location", location)])
        elif kind == "trickle":
            # Headers at once, then a body a byte a second: only a deadline
            # on the whole request ends it.
            body = json.dumps({"data": {"objects": []}}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.flush()
            for byte in body:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
                time.sleep(1)
        elif kind == "delay":
            time.sleep(float(argument))
            return False
        return True

    def route(self, fault):
        started = time.monotonic()
        url = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(url.query, keep_blank_values=True)
        path, prefix = url.path.rstrip("/"), "/countries/v5"
        reads = {"codes.alpha_3": ("alpha_3",), "codes.alpha_2": ("alpha_2",), "code": ("alpha_2", "alpha_3", "ccn3", "cioc")}
        kind, _, code = path[len(prefix) + 1:].partition("/") if path.startswith(prefix + "/") else ("", "", "")
        if path != prefix and (kind not in reads or not code or "/" in code):
            raise Failure(404, "Unknown endpoint.")
        keep, omit = comma_list(query, "response_fields"), comma_list(query, "response_fields_omit")
        if self.server.options.plan == "free" and any(f.split(".")[0] == "leaders" for f in keep):
            raise Failure(403, "leaders is a premium field: it needs a paid plan.")
        limit, offset = self.paging(query)
        if path == prefix:
            return self.page(limit, offset, keep, omit, fault, started)
        code = urllib.parse.unquote(code).upper()
        matches = [c for c in self.server.countries if any(c["codes"][k] and c["codes"][k].upper() == code for k in reads[kind])]
        if not matches and self.server.options.unknown_code == "404":
            raise Failure(404, "No country matches %s." % code)
        objects = [select(c, keep, omit) for c in matches[offset:offset + limit]]
        self.send_data(objects, self.meta(len(matches), len(objects), limit, offset, started))

    def paging(self, query):
        highest = 100 if self.server.options.plan == "free" else 500
        limit, offset = query.get("limit", ["25"])[-1], query.get("offset", ["0"])[-1]
        if not re.fullmatch(r"[0-9]{1,9}", limit) or not 1 <= int(limit) <= highest:
            raise Failure(400, "limit must be a whole number from 1 to %d." % highest)
        if not re.fullmatch(r"[0-9]{1,9}", offset):
            raise Failure(400, "offset must be a whole number, 0 or more.")
        return int(limit), int(offset)

    def page(self, limit, offset, keep, omit, fault, started):
        countries = self.server.countries
        if fault == "unstable-order":
            countries = random.sample(countries, len(countries))
        total = len(countries)
        chosen = countries[offset:offset + limit]
        count = len(chosen)
        if fault == "duplicate" and 0 < offset == limit and chosen:
            chosen = [countries[0]] + chosen[1:]  # the first of page 1 again; one country never comes
        if fault == "short-page" and chosen:
            chosen = chosen[:-1]  # meta.count still says the full count
        if fault == "missing":
            total += 1  # a country that is never served
        objects = []
        for country in chosen:
            obj = select(country, keep, omit)
            # Search annotations: their content is undocumented; clients must strip them.
            obj["_match"] = {"fields": []}
            obj["_meta"] = {"score": 1.0}
            objects.append(obj)
        meta = None if fault == "no-meta" else self.meta(total, count, limit, offset, started)
        if fault == "more-forever":
            meta["more"] = True
        self.send_data(objects, meta)

    def meta(self, total, count, limit, offset, started):
        return {"total": total, "count": count, "limit": limit, "offset": offset,
                "duration": round((time.monotonic() - started) * 1000, 3),
                "more": offset + count < total, "request_id": uuid.uuid4().hex}

    def send_data(self, objects, meta):
        data = {"objects": objects}
        if meta is not None:
            data["meta"] = meta
        self.send_json(200, json.dumps({"data": data}))

    def send_json(self, status, body, headers=()):
        data = body.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)


def load(options):
    """The records to serve, in this server's order."""
    with open(options.data, encoding="utf-8") as file:
        snapshot = json.load(file)
    known = {c["cca3"] for c in snapshot}
    only = [code for code in (options.only or "").split(",") if code]
    renames = dict(rename.partition("=")[::2] for rename in options.rename)
    for code in only + options.omit + list(renames):
        if code not in known:
            sys.exit("no country %r in %s" % (code, options.data))
    countries = [v5_record(c) for c in snapshot if (not only or c["cca3"] in only) and c["cca3"] not in options.omit]
    for country in countries:
        country["names"]["common"] = renames.get(country["codes"]["alpha_3"], country["names"]["common"])
    if not only:
        countries += [unrecognised_record(*territory) for territory in UNRECOGNISED]
    if options.plan == "free":
        for country in countries:
            country["leaders"] = [dict(notice) for notice in LEADERS_NOTICE]
    random.Random(options.seed).shuffle(countries)  # the real order is unknown
    return countries


def fault_kind(text):
    kind, _, argument = text.partition(":")
    if text in LIST_FAULTS or text in OTHER_FAULTS:
        return text
    if kind == "status" and argument.isdigit() and 100 <= int(argument) <= 599:
        return text
    if kind == "delay" and re.fullmatch(r"[0-9]+(\.[0-9]+)?", argument):
        return text
    raise argparse.ArgumentTypeError("unknown fault %r" % text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", required=True, help="the v3.1 snapshot to serve")
    parser.add_argument("--key", required=True, help="the API key to accept (never printed)")
    parser.add_argument("--port", type=int, default=0, help="0: any free port")
    parser.add_argument("--plan", choices=["free", "paid"], default="free", help="limit up to 100 or 500; leaders")
    parser.add_argument("--unknown-code", choices=["404", "empty"], default="404", help="how an unknown code is answered")
    parser.add_argument("--fail", type=fault_kind, help="see the options above")
    parser.add_argument("--fail-after", type=int, default=0, help="good answers before failing")
    parser.add_argument("--quota", type=int, help="requests allowed before 403 (account frozen)")
    parser.add_argument("--quota-resets", help="Retry-After of the quota's 403")
    parser.add_argument("--retry-after", type=int, default=30, help="Retry-After seconds of rate-limited")
    parser.add_argument("--rename", action="append", default=[], help="CCA3=NAME")
    parser.add_argument("--omit", action="append", default=[], help="a cca3 left out")
    parser.add_argument("--only", help="CCA3,CCA3: serve only these")
    parser.add_argument("--seed", type=int, help="seed of the shuffle")
    parser.add_argument("--lifetime", type=float, default=120, help="seconds before exiting by itself")
    options = parser.parse_args()
    if not options.key:
        parser.error("--key must not be empty")

    serve(Server(options, load(options)), options.lifetime)


if __name__ == "__main__":
    sys.exit(main())
