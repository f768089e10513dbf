"""Run a Joker Twins main.py with instrumentation for the referee.

  * input(prompt)    -> writes the prompt, then \x01 (input request marker)
  * time.sleep(s)    -> writes \x02SLEEP:s\x02 instead of sleeping
  * os.system(cmd)   -> writes \x02SYS:cmd\x02 instead of running cmd
Everything goes to the real stdout and is flushed, so order is exact.
"""
import builtins
import os
import runpy
import sys
import time

path = sys.argv[1]
out = sys.stdout


def fake_input(prompt=""):
    out.write(str(prompt))
    out.write("\x01")
    out.flush()
    line = sys.stdin.readline()
    if line == "":
        raise EOFError
    if line.endswith("\n"):
        line = line[:-1]
    return line


def fake_sleep(s):
    out.write("\x02SLEEP:%s\x02" % s)
    out.flush()


def fake_system(cmd):
    out.write("\x02SYS:%s\x02" % cmd)
    out.flush()
    return 0


builtins.input = fake_input
time.sleep = fake_sleep
os.system = fake_system
sys.argv = [path]
sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
runpy.run_path(path, run_name="__main__")
sys.stdout.flush()
