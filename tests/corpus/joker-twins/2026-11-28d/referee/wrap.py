"""Run a student's program with instrumented input/sleep/clear.

usage: python3 wrap.py path/to/program.py

* input(prompt) writes the prompt followed by the marker \x01IN\x01 and a newline,
  so the referee knows the program is waiting for a line;
* time.sleep(s) writes \x01SLEEP s\x01 instead of sleeping;
* os.system(cmd) writes \x01SYS cmd\x01 instead of running the command.
The program itself is run unchanged with runpy (its own directory on sys.path).
"""
import builtins
import os
import runpy
import sys
import time

target = os.path.abspath(sys.argv[1])
_real_input = builtins.input


def _input(prompt=""):
    sys.stdout.write(str(prompt) + "\x01IN\x01\n")
    sys.stdout.flush()
    return _real_input()


def _sleep(seconds):
    sys.stdout.write("\x01SLEEP %s\x01\n" % seconds)
    sys.stdout.flush()


def _system(cmd):
    sys.stdout.write("\x01SYS %s\x01\n" % cmd)
    sys.stdout.flush()
    return 0


builtins.input = _input
time.sleep = _sleep
os.system = _system
sys.argv = [target]
sys.path.insert(0, os.path.dirname(target))
os.chdir(os.path.dirname(target))
runpy.run_path(target, run_name="__main__")
