#!/usr/bin/env python3
"""SIGINT and SIGTERM sent to `countries browse` on a terminal at random
moments of its start: every one must end it (exit 130 or 143, or death by
the signal before it took over), within a bound, and never leave the
terminal in the alternate screen.

    python3 Tests/Tools/early_signals.py .build/debug/countries RUNS SEED

Prints `runs N stuck S lost L alt-screen-left A` last; one line before it
for each failure, with its run number and delay. The program runs on a
pseudo-terminal it gets from posix_spawn, which returns only once the child
is the program itself (vfork): a signal can never reach the launcher instead.
"""
import os
import random
import select
import signal
import sys
import time


def one_run(binary, delay, sig, home):
    master, slave = os.openpty()
    environment = {"HOME": home, "PATH": "/usr/bin:/bin", "TERM": "xterm"}
    pid = os.posix_spawn(
        binary, [binary, "browse"], environment,
        file_actions=[(os.POSIX_SPAWN_DUP2, slave, fd) for fd in (0, 1, 2)],
        setsigdef=[signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGPIPE], setsigmask=[],
    )
    os.close(slave)
    time.sleep(delay)
    os.kill(pid, sig)
    output, status, deadline = b"", None, time.time() + 5
    while time.time() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                output += os.read(master, 65536)
            except OSError:
                pass
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(raw)
            # What it wrote between the last read and its exit is still in
            # the terminal: read it, or a screen it did leave looks left on.
            while select.select([master], [], [], 0)[0]:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                output += chunk
            break
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(master)
    return status, output


def main():
    binary, runs, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    home = os.environ.get("EARLY_SIGNALS_HOME", "/tmp")
    stuck = lost = left = 0
    for run in range(runs):
        delay = rng.uniform(0, 0.04)
        sig = rng.choice([signal.SIGINT, signal.SIGTERM])
        status, output = one_run(binary, delay, sig, home)
        name = signal.Signals(sig).name
        if status is None:
            stuck += 1
            print(f"run {run}: {name} after {delay * 1000:.1f} ms did not end it", flush=True)
            continue
        if status not in (128 + sig, -sig):
            lost += 1
            print(f"run {run}: {name} after {delay * 1000:.1f} ms: exit {status}", flush=True)
        if b"\x1b[?1049h" in output and b"\x1b[?1049l" not in output.split(b"\x1b[?1049h")[-1]:
            left += 1
            print(f"run {run}: {name} after {delay * 1000:.1f} ms left the alternate screen on", flush=True)
    print(f"runs {runs} stuck {stuck} lost {lost} alt-screen-left {left}")


if __name__ == "__main__":
    main()
