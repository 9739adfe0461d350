#!/usr/bin/env python3
"""A stand-in for an HTTP proxy, for the test that a loopback request never
goes through one: it listens on 127.0.0.1, prints `PORT <n>`, then for each
request that reaches it `PROXIED <request line> authorization=yes|no`, and
answers 502. Takes (and ignores) the stand-in servers' --data, --key.

    python3 Tests/Server/recording_proxy.py --lifetime 60
"""
import argparse
import sys

from stand_in import QuietHandler, StandInServer, serve


class Handler(QuietHandler):
    def answer(self):
        carries = "yes" if self.headers.get("Authorization") else "no"
        self.server.count_request("PROXIED %s authorization=%s" % (self.requestline, carries))
        self.close_connection = True
        self.send_response(502)
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_GET = do_POST = do_CONNECT = do_HEAD = answer


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data")
    parser.add_argument("--key")
    parser.add_argument("--lifetime", type=float, default=60)
    options = parser.parse_args()
    serve(StandInServer(0, Handler, options, []), options.lifetime)


if __name__ == "__main__":
    sys.exit(main())
