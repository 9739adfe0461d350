#!/usr/bin/env python3
"""`countries browse` on a pseudo-terminal, driven the ways fuzzing broke it:

    signals  a catchable signal (HUP TERM INT QUIT USR1 USR2 ALRM PIPE) once
             the screen is up: exit 128+n, the terminal given back
             (signals:PIPE: that one only)
    stop     SIGTSTP and SIGCONT, one to three times: stopped with the
             terminal given back, continued with it taken again and the
             screen redrawn; then `quit`: exit 0, the terminal given back
    wrapped  as stop, but browse started by a shell that goes on after it
             (`sh -c 'countries browse; echo WRAPPED $?'`, as a script or an
             alias runs it), stopped by Ctrl-Z typed or by SIGTSTP, and
             continued as `fg` continues a job (SIGCONT to its group): the
             shell around it stops too (issue 45: it ran on, and the user's
             shell never got the terminal back), and goes on after `quit`
    paste    a paste of up to LONGEST characters, then Ctrl-C twice (the line
             cleared, then the session interrupted): exit 130
             within a bound that grows with the paste (a second a megabyte)
    tabs     a paste of 20,000 to LONGEST characters with a Tab every 11 (its
             Tabs text, never completion over the whole line: issue 33), then
             Ctrl-C and `quit`: exit 0 within the paste's bound
    hints    Tab completion on a name, with a cache whose names hold escapes
             (CACHE_DIR): no escape from the data reaches the terminal
             (hints:Fr: Tab after typing Fr)

    python3 Tests/Tools/terminal_sessions.py BINARY KIND RUNS SEED [LONGEST] [CACHE_DIR]

"Given back": the alternate screen left (its last switch is the one out) and
the terminal's own modes (ICANON, ECHO) as they were. Prints a line a case,
`ok <case>` or `FAIL <case>: <why>`, then `runs N failed F`. The program
runs as under a shell with job control (see Session), so that SIGTSTP stops
it: a stop sent to an orphaned process group is discarded.
"""
import fcntl
import os
import random
import select
import signal
import sys
import termios
import time

SIGNALS = ["HUP", "TERM", "INT", "QUIT", "USR1", "USR2", "ALRM", "PIPE"]
ENTER_ALT, LEAVE_ALT = b"\x1b[?1049h", b"\x1b[?1049l"
TITLE = b"countries://countries"


class Session:
    """The program in a process group of its own, the terminal's foreground
    one, in this process's session: as a shell with job control runs it."""

    def __init__(self, binary, home, cache=None, wrapped=False):
        self.master, self.slave = os.openpty()
        # This process leads the session (main), and takes each new terminal
        # as its controlling one, having let the last one go (end).
        fcntl.ioctl(self.slave, termios.TIOCSCTTY, 0)
        self.modes = termios.tcgetattr(self.slave)
        self.output = b""
        environment = {"HOME": home, "PATH": "/usr/bin:/bin", "TERM": "xterm", "COLUMNS": "100", "LINES": "30"}
        arguments = [binary, "browse"] + (["--cache-dir", cache] if cache else [])
        if wrapped:
            # Not the shell's last command: sh cannot exec the program in its place.
            arguments = ["/bin/sh", "-c", '"$@"; echo WRAPPED $?', "sh"] + arguments
            binary = "/bin/sh"
        pid = os.fork()
        if pid == 0:
            try:
                os.setpgid(0, 0)
                signal.signal(signal.SIGTTOU, signal.SIG_IGN)
                os.tcsetpgrp(self.slave, os.getpid())
                os.close(self.master)
                for fd in (0, 1, 2):
                    os.dup2(self.slave, fd)
                for number in range(1, 32):
                    if number not in (signal.SIGKILL, signal.SIGSTOP):
                        try:
                            signal.signal(number, signal.SIG_DFL)
                        except (OSError, ValueError):
                            pass
                signal.pthread_sigmask(signal.SIG_SETMASK, [])
                os.execve(binary, arguments, environment)
            finally:
                os._exit(127)
        try:
            os.setpgid(pid, pid)
        except OSError:
            pass  # the child did it first, or is gone
        self.pid = pid

    def read(self, seconds):
        ready, _, _ = select.select([self.master], [], [], seconds)
        if ready:
            try:
                chunk = os.read(self.master, 1 << 16)
                self.output += chunk
                return chunk
            except OSError:
                return b""
        return None

    def wait_for(self, text, seconds, since=0):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if text in self.output[since:]:
                return True
            self.read(0.05)
        return text in self.output[since:]

    def write(self, data, seconds):
        """Writes all of data, reading output meanwhile so neither side blocks."""
        deadline = time.time() + seconds
        while data and time.time() < deadline:
            _, writable, _ = select.select([], [self.master], [], 0.01)
            if writable:
                data = data[os.write(self.master, data[:4096]):]
            self.read(0)
        return not data

    def wait(self, seconds, stopped=False):
        """The exit code, ("stopped", sig), or None when it did not within seconds."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            done, raw = os.waitpid(self.pid, os.WNOHANG | (os.WUNTRACED if stopped else 0))
            if done:
                self.drain()
                if os.WIFSTOPPED(raw):
                    return ("stopped", os.WSTOPSIG(raw))
                return os.waitstatus_to_exitcode(raw)
            self.read(0.02)
        return None

    def drain(self):
        while self.read(0.05):
            pass

    def modes_now(self):
        return termios.tcgetattr(self.slave)

    def given_back(self):
        """Why the terminal is not as it was, or None."""
        problems = []
        if self.output.rfind(ENTER_ALT) > self.output.rfind(LEAVE_ALT):
            problems.append("alternate screen left on")
        lflag = self.modes_now()[3]
        wanted = self.modes[3] & (termios.ICANON | termios.ECHO)
        if lflag & (termios.ICANON | termios.ECHO) != wanted:
            problems.append("modes not restored (lflag %#x)" % lflag)
        return "; ".join(problems) or None

    def end(self):
        try:
            os.killpg(self.pid, signal.SIGKILL)  # the program, and a shell around it
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        fcntl.ioctl(self.slave, termios.TIOCNOTTY)
        os.close(self.slave)
        os.close(self.master)


def run_signal(session, rng, only=None):
    name = only or rng.choice(SIGNALS)
    if rng.random() < 0.5:
        session.write(rng.choice([b"fr", b"germ", b"\x1b[A", b"2\r", b"help\r"]), 2)
        session.read(rng.random() * 0.2)
    os.kill(session.pid, getattr(signal, "SIG" + name))
    status = session.wait(5)
    wanted = 128 + getattr(signal, "SIG" + name)
    if status is None:
        return "SIG%s: still running after 5 s" % name, name
    if status != wanted:
        return "SIG%s: exit %s, not %d" % (name, status, wanted), name
    return session.given_back(), name


def run_stop(session, rng):
    cycles = rng.randint(1, 3)
    for cycle in range(cycles):
        if rng.random() < 0.5:
            session.write(rng.choice([b"fr", b"fra\r", b"\x7f", b"back\r"]), 2)
            session.read(rng.random() * 0.2)
        os.kill(session.pid, signal.SIGTSTP)
        status = session.wait(5, stopped=True)
        if status != ("stopped", signal.SIGTSTP):
            return "cycle %d: SIGTSTP gave %s, not a stop" % (cycle, status), "%d stops" % cycles
        given_back = session.given_back()
        if given_back:
            return "cycle %d, stopped: %s" % (cycle, given_back), "%d stops" % cycles
        mark = len(session.output)
        os.kill(session.pid, signal.SIGCONT)
        if not session.wait_for(ENTER_ALT, 5, since=mark) or not session.wait_for(TITLE, 5, since=mark):
            return "cycle %d, continued: the screen was not taken again and redrawn" % cycle, "%d stops" % cycles
        lflag = session.modes_now()[3]
        if lflag & (termios.ICANON | termios.ECHO):
            return "cycle %d, continued: still in cooked mode (lflag %#x)" % (cycle, lflag), "%d stops" % cycles
    # Backspaces first: text typed before a stop ("fr") is still on the line.
    session.write(b"\x7f" * 4 + b"quit\r", 2)
    status = session.wait(5)
    if status != 0:
        return "quit after the stops: exit %s" % status, "%d stops" % cycles
    return session.given_back(), "%d stops" % cycles


def process_state(pid):
    """The state letter /proc gives the process (T: stopped), or None when it is gone."""
    try:
        with open("/proc/%d/stat" % pid) as stat:
            return stat.read().rpartition(")")[2].split()[0]
    except OSError:
        return None


def run_wrapped(session, rng):
    """browse under a shell in the same job: Ctrl-Z stops both, SIGCONT to the group continues both."""
    cycles = rng.randint(1, 3)
    what = "%d stops under sh" % cycles
    try:
        with open("/proc/%d/task/%d/children" % (session.pid, session.pid)) as children:
            browse = int(children.read().split()[0])
    except (OSError, IndexError, ValueError):
        return "no program under the shell", what
    for cycle in range(cycles):
        if rng.random() < 0.5:
            session.write(rng.choice([b"fr", b"fra\r", b"\x7f", b"back\r"]), 2)
            session.read(rng.random() * 0.2)
        typed = rng.random() < 0.5
        if typed:
            session.write(b"\x1a", 2)  # Ctrl-Z: raw mode reads it, the program stops itself
        else:
            os.kill(browse, signal.SIGTSTP)
        how = "Ctrl-Z" if typed else "SIGTSTP"
        status = session.wait(5, stopped=True)
        if status != ("stopped", signal.SIGTSTP):
            return "cycle %d: %s left the shell around the program %s (the program: %s)" % (cycle, how, "running" if status is None else status, process_state(browse)), what
        if process_state(browse) != "T":
            return "cycle %d: %s stopped the shell, not the program (%s)" % (cycle, how, process_state(browse)), what
        given_back = session.given_back()
        if given_back:
            return "cycle %d, stopped: %s" % (cycle, given_back), what
        mark = len(session.output)
        os.killpg(session.pid, signal.SIGCONT)  # as `fg` continues the job
        if not session.wait_for(ENTER_ALT, 5, since=mark) or not session.wait_for(TITLE, 5, since=mark):
            return "cycle %d, continued: the screen was not taken again and redrawn" % cycle, what
    session.write(b"\x7f" * 4 + b"quit\r", 2)
    status = session.wait(5)
    if status != 0 or b"WRAPPED 0" not in session.output:
        return "quit after the stops: the shell ended %s, the program %s" % (status, "with 0" if b"WRAPPED 0" in session.output else "otherwise"), what
    return session.given_back(), what


def run_paste(session, rng, longest):
    size = rng.randint(1000, longest)
    text = rng.choice(["a", "é", "fr ", "🇫🇷"]) * (size // 4 + 1)
    text = text[:size].encode()
    bound = 5 + len(text) / 1_000_000
    started = time.time()
    if not session.write(text, bound):
        return "a paste of %d bytes not taken within %.0f s" % (len(text), bound), "%d bytes" % len(text)
    # Ctrl-C clears a line with text; on the empty line, it interrupts.
    session.write(b"\x03\x03", 2)
    status = session.wait(bound - (time.time() - started) + 2)
    if status is None:
        return "no end %.1f s after a paste of %d bytes and Ctrl-C" % (time.time() - started, len(text)), "%d bytes" % len(text)
    if status != 130:
        return "Ctrl-C after a paste: exit %s" % status, "%d bytes" % len(text)
    return session.given_back(), "%d bytes" % len(text)


def run_tabs(session, rng, longest):
    size = max(20000, rng.randint(1000, longest))
    piece = rng.choice(["fr abcdefg\t", "Ger\tmany  \t", "\u00e9" * 10 + "\t", "locale \t  \t"])
    text = (piece * (size // len(piece) + 1))[:size].encode()
    bound = 5 + len(text) / 1_000_000
    started = time.time()
    if not session.write(text, bound):
        return "a paste of %d bytes with Tabs not taken within %.0f s" % (len(text), bound), "%d bytes" % len(text)
    # Ctrl-C clears the pasted line; then `quit`.
    session.write(b"\x03", 2)
    session.write(b"quit\r", 2)
    status = session.wait(bound - (time.time() - started) + 2)
    if status is None:
        return "no end %.1f s after a paste of %d bytes with Tabs and quit" % (time.time() - started, len(text)), "%d bytes" % len(text)
    if status != 0:
        return "quit after a paste with Tabs: exit %s" % status, "%d bytes" % len(text)
    return session.given_back(), "%d bytes" % len(text)


def run_hints(session, rng, typed=None):
    """Tab on the start of a name that holds an escape in the data."""
    typed = typed.encode() if typed else rng.choice([b"Fr", b"Ger", b"Ital", b"Esc", b"E", b"\x1b", b"Un"])
    mark = len(session.output)
    session.write(typed + b"\t", 2)
    session.read(0.3)
    session.write(b"\t", 2)
    session.read(0.3)
    session.write(b"\r", 2)
    session.read(0.3)
    session.write(b"quit\r", 2)
    status = session.wait(5)
    shown = session.output[mark:]
    # What the data's escapes would put on the screen; none the program writes itself.
    for bad in (b"\x1b]", b"\x07", b"\x1bP", b"\xc2\x9b", b"\xc2\x85", b"\x1b[6n"):
        if bad in shown:
            return "%r reached the terminal" % bad, repr(typed)
    if status != 0:
        return "quit after completion: exit %s" % status, repr(typed)
    return session.given_back(), repr(typed)


def main():
    # A session of its own to lead, so that the program's process group is
    # not orphaned (its parent in its session): else SIGTSTP would not stop it.
    if os.getsid(0) != os.getpid():
        child = os.fork()
        if child:
            _, status = os.waitpid(child, 0)
            sys.exit(os.waitstatus_to_exitcode(status))
        os.setsid()
    # Letting a terminal go hangs it up, which would end its leader.
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    binary, kind, runs, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    longest = int(sys.argv[5]) if len(sys.argv) > 5 else 20000
    cache = sys.argv[6] if len(sys.argv) > 6 else None
    home = os.environ.get("TERMINAL_SESSIONS_HOME", "/tmp")
    failed = 0
    for run in range(runs):
        rng = random.Random(seed * 1_000_003 + run)
        session = Session(binary, home, cache, wrapped=kind == "wrapped")
        try:
            if not session.wait_for(TITLE, 10):
                problem, what = "no first screen within 10 s", "start"
            elif kind.startswith("signals"):
                problem, what = run_signal(session, rng, kind.partition(":")[2] or None)
            elif kind == "stop":
                problem, what = run_stop(session, rng)
            elif kind == "wrapped":
                problem, what = run_wrapped(session, rng)
            elif kind == "paste":
                problem, what = run_paste(session, rng, longest)
            elif kind == "tabs":
                problem, what = run_tabs(session, rng, longest)
            else:
                problem, what = run_hints(session, rng, kind.partition(":")[2] or None)
        finally:
            session.end()
        case = "%s run %d seed %d (%s)" % (kind, run, seed, what)
        if problem:
            failed += 1
            print("FAIL %s: %s" % (case, problem), flush=True)
        else:
            print("ok %s" % case, flush=True)
    print("runs %d failed %d" % (runs, failed), flush=True)


if __name__ == "__main__":
    main()
