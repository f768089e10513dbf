"""Run a student's main.py with sleep/clear/input instrumented.

Markers written into stdout (in order with the program's own output):
  \x1eIN\x1e      the program is about to read a line
  \x1eCLR\x1e     os.system("clear") was called
  \x1eSLP<s>\x1e  time.sleep(s) was called (no real pause)
"""
import os
import runpy
import sys
import time

real_stdin = sys.stdin


class StdinProxy:
    def readline(self, *args):
        sys.stdout.write("\x1eIN\x1e")
        sys.stdout.flush()
        return real_stdin.readline(*args)

    def __iter__(self):
        while True:
            line = self.readline()
            if not line:
                return
            yield line

    def __getattr__(self, name):
        return getattr(real_stdin, name)


def fake_system(cmd):
    sys.stdout.write("\x1eCLR\x1e" if ("clear" in cmd or "cls" in cmd) else "\x1eSYS%s\x1e" % cmd)
    sys.stdout.flush()
    return 0


def fake_sleep(secs):
    sys.stdout.write("\x1eSLP%s\x1e" % secs)
    sys.stdout.flush()


sys.stdin = StdinProxy()
os.system = fake_system
time.sleep = fake_sleep
path = sys.argv[1]
sys.argv = [path]
sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
runpy.run_path(path, run_name="__main__")
