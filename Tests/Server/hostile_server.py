#!/usr/bin/env python3
"""A misbehaving REST Countries server, for fuzzing the client: every answer
is chosen by a fault mode and a seed named in the URL, so one server serves
every case of a run and any case can be replayed by hand.

    /<mode>/<seed>/countries/v5...     as the v5 API, with mode's faults
    /<mode>/<seed>/v3.1/...            as the v3.1 API, with mode's faults

Give the client `--base-url http://127.0.0.1:<port>/<mode>/<seed>`. Each
request is faulted or answered well, as a generator seeded with
(mode, seed, path) decides: with some seeds every request fails, with others
only some pages do. Good answers are the snapshot, as
fake_restcountries_v5.py and fake_restcountries.py serve it.

Modes (MODES below), on a faulted request:
  good             no fault: a full, valid answer
  status           a random status (1xx to 5xx, and 999) with an odd body
  truncated        valid JSON cut short, Content-Length matching the cut
  close-mid-body   Content-Length of the whole, half of it sent, closed
  long-length      Content-Length past the body, then closed
  short-length     Content-Length short of the body
  garbage          random bytes instead of HTTP
  nothing          closed without a byte
  status-line-only "HTTP/1.1 200 OK" and closed (FoundationNetworking aborts)
  headers-only     status and headers, closed before the body
  trickle          headers at once, then the body a byte every 0.2 s
  slow             nothing for 30 s
  chunked-bad      a chunked body with impossible chunk sizes
  chunked-endless  chunks forever
  redirect         3xx to a hostile or looping Location on this machine
  gzip-lie         Content-Encoding: gzip on a plain body
  huge-header      a header line of 1 MB
  continue-100     "100 Continue", then nothing or a real answer
  names            valid data, names and capitals full of escapes, newlines, tabs
  numbers          valid data, numbers such as 1e400, NaN, 01, +1, -0, 1e19
  meta             v5 pages whose meta lies (total, count, more, offset)
  shape            random JSON in place of the answer or part of it
  deep             JSON nested up to 300,000 deep
  huge             every answer 40, 100 or 300 MB (seed // 3 picks), its
                   length said, chunked, or until close (seed % 3 picks): a
                   client must refuse it before it holds it (issue 33)
  echo-key         the Authorization header it was sent, echoed back: whole,
                   the key alone, percent-encoded (wholly or in part), at
                   the end of a long message, in Retry-After or Location, in
                   a 200 that says it failed ("success": false)

It listens on 127.0.0.1 only, prints `PORT <n>` and nothing else.

    python3 Tests/Server/hostile_server.py --data Sources/CountriesSnapshot/countries-v3.1.json --port 8080
    COUNTRIES_API_KEY=rc_test_x countries list --refresh --base-url http://127.0.0.1:8080/names/7
"""
import argparse
import json
import random
import socket
import socketserver
import sys
import time
import urllib.parse

import fake_restcountries as v31
import fake_restcountries_v5 as v5
from stand_in import serve

MODES = [
    "good", "status", "truncated", "close-mid-body", "long-length", "short-length", "garbage", "nothing",
    "status-line-only", "headers-only", "trickle", "slow", "chunked-bad", "chunked-endless", "redirect",
    "gzip-lie", "huge-header", "continue-100", "names", "numbers", "meta", "shape", "deep", "echo-key", "huge",
]
HOSTILE_TEXT = [
    "\x1b[2J\x1b[H", "\x1b]0;owned\x07", "Evil\nLand", "Tab\tbed", "CR\rreturn", "\x9b31mC1", "\x00nul", "\x7f",
    "\u202eRTL override", "zero\u200bwidth", "\u0085next line", "\u2028line sep", "",
    " ", "x" * 100_000, "🇫🇷" * 1000, "e\u0301" * 50, "\\u0000", "%s%n", "'; DROP TABLE countries; --",
]
NUMBERS = ["1e400", "-1e400", "NaN", "Infinity", "-0", "01", "+1", "1e19", "-1", "18446744073709551616",
           "123456789012345678901234567890", "1.5e308", "4.9e-324", "0x10", "1_000", ".5", "5.", "1e", "--1"]
STATUSES = [100, 101, 102, 199, 200, 201, 202, 204, 206, 299, 300, 301, 302, 303, 304, 307, 308, 399, 400, 401, 403,
            404, 405, 406, 410, 418, 422, 429, 451, 499, 500, 501, 502, 503, 504, 599, 600, 999]
# Not valid JSON text once escaped (an unpaired surrogate): for error messages only.
BROKEN_TEXT = ["\ud800lone", "\udfff"]
REASONS = ["OK", "", "\x1b[31mRed\x1b[0m", "Bad\nLine", "x" * 5000]


class Answer:
    """What one request gets: bytes to send, with pauses between them."""

    def __init__(self):
        self.parts = []  # bytes, or a float: seconds to wait

    def send(self, data):
        self.parts.append(data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"))

    def wait(self, seconds):
        self.parts.append(float(seconds))


def head(status, headers, reason=None):
    lines = ["HTTP/1.1 %d %s" % (status, "OK" if reason is None else reason)]
    lines += ["%s: %s" % pair for pair in headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8", "surrogatepass")


def whole(status, body, headers=(), reason=None):
    body = body if isinstance(body, bytes) else body.encode("utf-8", "surrogatepass")
    answer = Answer()
    answer.send(head(status, [("Content-Type", "application/json"), ("Content-Length", str(len(body))),
                              ("Connection", "close")] + list(headers), reason) + body)
    return answer


def echo(authorization, rng):
    """The header it was sent, back in one of the places a server may put it."""
    key = authorization.partition(" ")[2] or authorization
    quoted = urllib.parse.quote(key, safe="")
    half = len(key) // 2
    form = rng.choice([authorization, key, quoted, quoted.lower(), urllib.parse.quote(key[:half], safe="") + key[half:],
                       key.replace("_", "%5f")])
    padded = "x" * rng.randrange(150, 199) + " " + form + " is not a key we know"
    message = rng.choice([form, padded, "Key: %s." % form])
    where = rng.choice(["message", "retry-after", "location", "success-false"])
    if where == "retry-after":
        return whole(429, json.dumps({"errors": [{"message": "slow down"}]}), [("Retry-After", form)])
    if where == "location":
        return whole(302, "", [("Location", "http://127.0.0.1:9/?key=" + form)])
    if where == "success-false":
        return whole(200, json.dumps({"success": False, "data": None, "errors": [{"message": message}]}))
    return whole(rng.choice([400, 401, 403, 500]), json.dumps({"errors": [{"message": message}]}))


def random_json(rng, depth=0):
    kind = rng.randrange(7 if depth < 4 else 4)
    if kind == 0:
        return rng.choice([None, True, False])
    if kind == 1:
        return rng.choice([0, -1, 2 ** 63, 1.5, -0.0, 1e300])
    if kind in (2, 3):
        return rng.choice(HOSTILE_TEXT[:14] + ["data", "objects", "meta", "FRA"])
    if kind == 4:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["data", "objects", "meta", "errors", "message", "names", "codes", "cca3", "total", "more", "x"]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(5))}


def huge(number):
    """Every answer 40, 100 or 300 MB, its length said, chunked, or until close."""
    megabytes = [40, 100, 300][number // 3 % 3]
    framing = ["length", "chunked", "close"][number % 3]
    prefix, megabyte, suffix = b'{"data":{"objects":[],"padding":"', b"x" * (1 << 20), b'"}}'
    headers = [("Content-Type", "application/json"), ("Connection", "close")]
    if framing == "length":
        headers.append(("Content-Length", str(len(prefix) + megabytes * len(megabyte) + len(suffix))))
    elif framing == "chunked":
        headers.append(("Transfer-Encoding", "chunked"))
    answer = Answer()
    answer.send(head(200, headers))
    frame = (lambda piece: b"%x\r\n" % len(piece) + piece + b"\r\n") if framing == "chunked" else (lambda piece: piece)
    answer.send(frame(prefix))
    answer.parts.extend([frame(megabyte)] * megabytes)  # one object sent again and again: the server holds 1 MB
    answer.send(frame(suffix) + (b"0\r\n\r\n" if framing == "chunked" else b""))
    return answer


class Handler(socketserver.BaseRequestHandler):
    def handle(self):
        self.request.settimeout(10)
        request = b""
        try:
            while b"\r\n\r\n" not in request and len(request) < 65536:
                chunk = self.request.recv(4096)
                if not chunk:
                    return
                request += chunk
        except OSError:
            return
        target = request.split(b"\r\n", 1)[0].split(b" ")
        path = target[1].decode("latin-1") if len(target) > 1 else "/"
        authorization = ""
        for line in request.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"authorization":
                authorization = value.strip().decode("latin-1")
        answer = self.server.answer(path, authorization)
        try:
            for part in answer.parts:
                if isinstance(part, float):
                    time.sleep(part)
                else:
                    self.request.sendall(part)
            self.request.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass  # the client gave up: that is its right


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, port, snapshot):
        super().__init__(("127.0.0.1", port), Handler)
        self.snapshot = snapshot  # v3.1 records, in the file's order
        self.v5_records = [v5.v5_record(c) for c in snapshot] + [v5.unrecognised_record(*t) for t in v5.UNRECOGNISED]

    def answer(self, path, authorization=""):
        parts = path.split("/", 3)  # "", mode, seed, rest
        if len(parts) < 4 or parts[1] not in MODES:
            return whole(404, json.dumps({"message": "no such mode; see the docstring"}))
        mode, seed, rest = parts[1], parts[2], "/" + parts[3]
        if mode == "huge":
            return huge(int(seed) if seed.isdigit() else 0)
        share = random.Random("%s:%s" % (mode, seed)).choice([1.0, 1.0, 0.5])
        rng = random.Random("%s:%s:%s" % (mode, seed, rest))
        if mode == "good" or rng.random() >= share:
            return self.good(rest, rng, None)
        if mode == "echo-key":
            return echo(authorization, rng)

        return self.fault(mode, rest, rng)

    # Good answers, and data-level faults inside them.

    def good(self, rest, rng, spoil):
        """The well-formed answer to `rest`, its data spoiled by `spoil` (names, numbers, ...)."""
        url = urllib.parse.urlsplit(rest)
        query = urllib.parse.parse_qs(url.query, keep_blank_values=True)
        if url.path.startswith("/countries/v5"):
            status, value = self.v5_answer(url.path, query, rng, spoil)
        else:
            status, value = self.v31_answer(url.path, query)
        if spoil and status == 200:
            return whole(200, self.spoiled(value, rng, spoil))
        return whole(status, json.dumps(value))

    def v5_answer(self, path, query, rng, spoil):
        omit = v5.comma_list(query, "response_fields_omit")
        if path == "/countries/v5":
            limit, offset = int(query.get("limit", ["25"])[-1] or 25), int(query.get("offset", ["0"])[-1] or 0)
            chosen = self.v5_records[offset:offset + limit]
            meta = {"total": len(self.v5_records), "count": len(chosen), "limit": limit, "offset": offset,
                    "more": offset + len(chosen) < len(self.v5_records), "request_id": "hostile"}
            if spoil == "meta":
                key = rng.choice(["total", "count", "more", "offset", "limit"])
                meta[key] = rng.choice([0, -1, 1, 10 ** 9, 2 ** 63, 1e300, "many", None, True, [], {}])
            objects = [dict(v5.select(c, [], omit), _match={}, _meta={}) for c in chosen]
            return 200, {"data": {"objects": objects, "meta": meta}}
        code = urllib.parse.unquote(path.rsplit("/", 1)[-1]).upper()
        matches = [v5.select(c, [], omit) for c in self.v5_records if code in (c["codes"]["alpha_3"], c["codes"]["alpha_2"])]
        if not matches:
            return 404, {"errors": [{"message": "No country matches."}]}
        return 200, {"data": {"objects": matches, "meta": {"total": 1, "count": 1, "limit": 25, "offset": 0, "more": False}}}

    def v31_answer(self, path, query):
        fields = [f for f in ",".join(query.get("fields", [])).split(",") if f]
        if path == "/v3.1/all":
            return 200, [v31.only_fields(c, fields) for c in self.snapshot]
        if path.startswith("/v3.1/alpha/"):
            code = urllib.parse.unquote(path[len("/v3.1/alpha/"):]).upper()
            matches = [c for c in self.snapshot if code in (c["cca2"], c["cca3"], c["ccn3"], c["cioc"])]
            if matches:
                return 200, [v31.without_empty_values(matches[0])]
        return 404, {"message": "Not Found", "status": 404}

    def spoiled(self, value, rng, spoil):
        """The answer's text, with `spoil` done to some of its records."""
        records = value["data"]["objects"] if isinstance(value, dict) and "data" in value else value
        tokens = {}
        for record in records if isinstance(records, list) else []:
            if rng.random() < 0.7:
                continue
            if spoil == "names":
                names = record.get("names") or record.get("name") or {}
                for key in ("common", "official"):
                    if key in names:
                        names[key] = rng.choice(HOSTILE_TEXT) + names[key]
                for key in ("region", "subregion"):
                    if key in record:
                        record[key] = rng.choice(HOSTILE_TEXT)
                if isinstance(record.get("capital"), list):
                    record["capital"] = [rng.choice(HOSTILE_TEXT)]
                for capital in record.get("capitals", []):
                    capital["name"] = rng.choice(HOSTILE_TEXT)
            elif spoil == "numbers":
                # Raw tokens, which json.dumps cannot write: a marker, replaced in the text.
                marker = "@@%d@@" % len(tokens)
                tokens['"%s"' % marker] = rng.choice(NUMBERS)
                key = rng.choice(["population", "area", "landlocked"])
                if isinstance(record.get(key), dict):
                    record[key]["kilometers"] = marker
                else:
                    record[key] = marker
            elif spoil == "shape":
                key = rng.choice(list(record.keys()) or ["x"])
                record[key] = random_json(rng)
        text = json.dumps(value)
        for marker, token in tokens.items():
            text = text.replace(marker, token)
        return text

    # Transport-level faults.

    def fault(self, mode, rest, rng):
        body = self.good(rest, rng, None).parts[0].split(b"\r\n\r\n", 1)[1]
        answer = Answer()
        if mode in ("names", "numbers", "meta", "shape"):
            if mode == "shape" and rng.random() < 0.4:
                return whole(200, json.dumps(random_json(rng)))
            return self.good(rest, rng, mode)
        if mode == "status":
            status = rng.choice(STATUSES)
            message = rng.choice(HOSTILE_TEXT + BROKEN_TEXT)
            text = rng.choice([json.dumps({"errors": [{"message": message}]}), json.dumps({"message": message}),
                               "<html>%s</html>" % message, ""])
            headers = [("Retry-After", rng.choice(["30", "-1", "99999999999999999999", "\x1b[2J", "Wed, 21 Oct 2015 07:28:00 GMT", ""]))]
            return whole(status, text, headers, rng.choice(REASONS))
        if mode == "truncated":
            cut = rng.randrange(len(body))
            return whole(200, body[:cut])
        if mode == "close-mid-body":
            answer.send(head(200, [("Content-Length", str(len(body)))]) + body[:len(body) // 2])
        elif mode == "long-length":
            answer.send(head(200, [("Content-Length", str(len(body) + rng.choice([1, 1000, 10 ** 12])))]) + body)
        elif mode == "short-length":
            answer.send(head(200, [("Content-Length", str(rng.randrange(len(body))))]) + body)
        elif mode == "garbage":
            answer.send(bytes(rng.randrange(256) for _ in range(rng.choice([1, 17, 4096]))))
        elif mode == "nothing":
            pass
        elif mode == "status-line-only":
            answer.send(b"HTTP/1.1 200 OK\r\n")
        elif mode == "headers-only":
            answer.send(head(200, [("Content-Type", "application/json"), ("Content-Length", str(len(body)))]))
        elif mode == "trickle":
            answer.send(head(200, [("Content-Length", str(len(body)))]))
            for byte in body[:600]:
                answer.wait(0.2)
                answer.send(bytes([byte]))
        elif mode == "slow":
            answer.wait(30)
        elif mode == "chunked-bad":
            size = rng.choice(["zz", "-5", "FFFFFFFFFFFFFFFFFFFF", "10;\x1b[2J", ""])
            answer.send(head(200, [("Transfer-Encoding", "chunked")]) + ("%s\r\n" % size).encode() + body[:100] + b"\r\n")
        elif mode == "chunked-endless":
            answer.send(head(200, [("Transfer-Encoding", "chunked")]) + b"1\r\n[\r\n")
            for _ in range(600):
                answer.wait(0.05)
                answer.send(b"1\r\n[\r\n")
        elif mode == "redirect":
            port = self.server_address[1]
            location = rng.choice(["http://127.0.0.1:%d/%s" % (port, "redirect/" + str(rng.randrange(10 ** 6)) + rest),
                                   "/redirect/0" + rest, "", "\x1b[2J", "http://127.0.0.1:1/", "countries://x", "x" * 10000])
            return whole(rng.choice([301, 302, 303, 307, 308]), "{}", [("Location", location)])
        elif mode == "gzip-lie":
            return whole(200, body, [("Content-Encoding", rng.choice(["gzip", "deflate", "br", "x-unknown"]))])
        elif mode == "huge-header":
            answer.send(b"HTTP/1.1 200 OK\r\nX-Huge: " + b"a" * 1_000_000 + b"\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
        elif mode == "continue-100":
            answer.send(b"HTTP/1.1 100 Continue\r\n\r\n")
            if rng.random() < 0.5:
                answer.parts.extend(whole(200, body).parts)
        elif mode == "deep":
            depth = rng.choice([1000, 10_000, 50_000, 100_000, 300_000])
            nested = "[" * depth + "]" * depth
            text = body.decode("utf-8")
            if rng.random() < 0.5 or "population" not in text:
                return whole(200, nested)
            return whole(200, text.replace('"population": ', '"deep": %s, "population": ' % nested, 1))
        return answer


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", required=True, help="the v3.1 snapshot to serve")
    parser.add_argument("--port", type=int, default=0, help="0: any free port")
    parser.add_argument("--lifetime", type=float, default=600, help="seconds before exiting by itself")
    options = parser.parse_args()
    with open(options.data, encoding="utf-8") as file:
        snapshot = json.load(file)
    serve(Server(options.port, snapshot), options.lifetime)


if __name__ == "__main__":
    sys.exit(main())
