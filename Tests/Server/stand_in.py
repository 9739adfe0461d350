"""What the local stand-in servers share: a threaded HTTP server on
127.0.0.1 only, one log line a request, and the life of the process (it
prints `PORT <n>` first, stops on SIGTERM, and exits by itself after its
lifetime). The servers themselves say what they answer."""
import http.server
import os
import signal
import sys
import threading


class StandInServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, port, handler, options, countries):
        super().__init__(("127.0.0.1", port), handler)
        self.options = options
        self.countries = countries
        self.lock = threading.Lock()
        self.requests = 0

    def count_request(self, line):
        """Logs `line` and returns the request's number, counting from 1."""
        with self.lock:
            # One write a line, under the lock: threads' prints would interleave.
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
            self.requests += 1
            return self.requests


class QuietHandler(http.server.BaseHTTPRequestHandler):
    """HTTP/1.1, with the standard library's own log on stderr turned off."""
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass


def serve(server, lifetime):
    """Runs `server` until SIGTERM, or `lifetime` seconds."""
    # A child of a Swift test inherits the signal mask of the dispatch thread
    # that spawned it, with SIGTERM blocked: unblock it, so stopping works.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    threading.Timer(lifetime, lambda: os._exit(0)).start()
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
