#!/usr/bin/env python3
"""A local stand-in for the REST Countries v3.1 API, for integration tests.

It serves the snapshot with the real server's rules (see shared/data/README.md):
`/v3.1/all` demands 1 to 10 `fields`; `/v3.1/alpha/{code}` answers an array of
one, or a bare object with `fields`; answers without `fields` leave out empty
values, answers with them drop null entries inside maps; decimals are printed
the Java way (`46.0`, `1.7098246E7`); flags come as escaped surrogate pairs;
the order of countries is shuffled.

It can be told to fail: `--fail status:503`, `--fail malformed`,
`--fail wrong-shape`, `--fail drop` (close without answering),
`--fail delay:SECONDS`, `--fail redirect:same-host` (302 to `/moved` and the
same path, which answers), `--fail redirect:other-host` (302 to this server as
`localhost`, which answers 401), each after `--fail-after N` good answers. `--rename
CCA3=NAME` changes a country's common name (to tell refreshed data from the
snapshot); `--omit CCA3` leaves a country out of the second field group.

It listens on 127.0.0.1 only, prints `PORT <n>`, then `REQUEST <path>` for each
request, and exits by itself after `--lifetime` seconds.

    python3 Tests/Server/fake_restcountries.py --data Sources/CountriesSnapshot/countries-v3.1.json
"""
import argparse
import decimal
import json
import random
import sys
import time
import urllib.parse

from stand_in import QuietHandler, StandInServer, serve

# Fields the Java server holds as doubles, printed the Java way.
DOUBLE_FIELDS = {"area", "latlng", "gini"}


def java_double(value):
    """Java's Double.toString: 46.0, 0.49, 1.7098246E7."""
    value = float(value)
    if value == 0:
        return "0.0"
    if 1e-3 <= abs(value) < 1e7:
        return repr(value)
    sign, digits, exponent = decimal.Decimal(repr(value)).normalize().as_tuple()
    mantissa = str(digits[0]) + "." + ("".join(map(str, digits[1:])) or "0")
    return ("-" if sign else "") + mantissa + "E" + str(len(digits) - 1 + exponent)


def encode(value, as_double=False):
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k) + ":" + encode(v, as_double) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(encode(v, as_double) for v in value) + "]"
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return json.dumps(value)  # ensure_ascii: non-BMP as surrogate pairs
    if as_double:
        return java_double(value)
    return json.dumps(value)


def encode_record(record):
    return "{" + ",".join(
        json.dumps(k) + ":" + encode(v, as_double=k in DOUBLE_FIELDS) for k, v in record.items()
    ) + "}"


def is_empty(value):
    return value in ("", None) or value == [] or value == {}


def without_empty_values(record):
    """How the server answers without `fields`: empty values left out."""
    result = {}
    for key, value in record.items():
        if is_empty(value):
            continue
        if isinstance(value, dict):
            value = {k: v for k, v in value.items() if not is_empty(v)}
        result[key] = value
    return result


def only_fields(record, fields):
    """How the server answers with `fields`: those keys, null map entries dropped."""
    result = {}
    for key in sorted(fields):  # key order differs from the file, as the real one's does
        if key in record:
            value = record[key]
            if isinstance(value, dict):
                value = {k: v for k, v in value.items() if v is not None}
            result[key] = value
    return result


class Server(StandInServer):
    def __init__(self, options, countries):
        super().__init__(options.port, Handler, options, countries)
        self.all_requests = 0


class Handler(QuietHandler):
    def do_GET(self):
        server = self.server
        number = server.count_request("REQUEST " + self.path)
        failure = server.options.fail
        moved = self.path.startswith("/moved/")
        if failure and number > server.options.fail_after and not moved:
            if self.fail(failure):
                return
        url = urllib.parse.urlsplit(self.path[len("/moved"):] if moved else self.path)
        query = urllib.parse.parse_qs(url.query)
        fields = [f for f in ",".join(query.get("fields", [])).split(",") if f]
        if url.path == "/v3.1/all":
            return self.all(fields)
        if url.path.startswith("/v3.1/alpha/"):
            return self.alpha(urllib.parse.unquote(url.path[len("/v3.1/alpha/"):]), fields)
        self.send_json(404, json.dumps({"message": "Not Found", "status": 404}))

    def fail(self, failure):
        """Answers as told to fail; False when the request should go on (a delay)."""
        kind, _, argument = failure.partition(":")
        if kind == "status":
            status = int(argument)
            self.send_json(status, json.dumps({"message": "Told to fail", "status": status}))
        elif kind == "malformed":
            self.send_json(200, "<html>this is not JSON")
        elif kind == "wrong-shape":
            self.send_json(200, json.dumps({"countries": "not here"}))
        elif kind == "drop":
            self.close_connection = True
            self.connection.shutdown(2)
        elif kind == "delay":
            time.sleep(float(argument))
            return False
        elif kind == "redirect" and argument == "same-host":
            self.send_json(302, "", [("Location", "/moved" + self.path)])
        elif kind == "redirect" and (self.headers.get("Host") or "").startswith("localhost"):
            # The other host, reached only by a client that follows.
            self.send_json(401, json.dumps({"message": "Unauthorized", "status": 401}))
        elif kind == "redirect":
            location = "http://localhost:%d%s" % (self.server.server_address[1], self.path)
            self.send_json(302, "", [("Location", location)])
        return True

    def all(self, fields):
        if not 1 <= len(fields) <= 10:
            message = "'fields' query not specified or you're requesting more than 10 fields"
            return self.send_json(400, json.dumps({"message": message, "status": 400}))
        with self.server.lock:
            self.server.all_requests += 1
            group = self.server.all_requests
        countries = self.server.countries
        if self.server.options.omit and group == 2:
            countries = [c for c in countries if c["cca3"] != self.server.options.omit]
        self.send_json(200, "[" + ",".join(encode_record(only_fields(c, fields)) for c in countries) + "]")

    def alpha(self, code, fields):
        if len(code) not in (2, 3):
            return self.send_json(400, json.dumps({"message": "Bad Request", "status": 400}))
        code = code.upper()
        matches = [c for c in self.server.countries if code in (c["cca2"], c["cca3"], c["ccn3"], c["cioc"])]
        if not matches:
            return self.send_json(404, json.dumps({"message": "Not Found", "status": 404}))
        if fields:
            return self.send_json(200, encode_record(only_fields(matches[0], fields)))
        self.send_json(200, "[" + encode_record(without_empty_values(matches[0])) + "]")

    def send_json(self, status, body, headers=()):
        data = body.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        if status == 200:
            self.send_header("Cache-Control", "public, immutable, max-age=31556926")
        self.end_headers()
        self.wfile.write(data)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", required=True, help="the v3.1 snapshot to serve")
    parser.add_argument("--port", type=int, default=0, help="0: any free port")
    parser.add_argument("--fail", help="status:N, malformed, wrong-shape, drop, delay:SECONDS or redirect:same-host|other-host")
    parser.add_argument("--fail-after", type=int, default=0, help="good answers before failing")
    parser.add_argument("--rename", action="append", default=[], help="CCA3=NAME")
    parser.add_argument("--omit", help="a cca3 left out of the second field group")
    parser.add_argument("--lifetime", type=float, default=120, help="seconds before exiting by itself")
    options = parser.parse_args()

    with open(options.data, encoding="utf-8") as file:
        countries = json.load(file)
    for rename in options.rename:
        code, _, name = rename.partition("=")
        for country in countries:
            if country["cca3"] == code:
                country["name"]["common"] = name
    random.shuffle(countries)

    serve(Server(options, countries), options.lifetime)


if __name__ == "__main__":
    sys.exit(main())
