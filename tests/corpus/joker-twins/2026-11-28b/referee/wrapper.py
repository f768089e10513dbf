"""Runs a Joker Twins program with observable side effects.

input()      -> prints the prompt, then the marker "\x00INPUT" and a newline,
                reads one line from stdin (EOFError at end of input)
os.system()  -> prints "\x00CLEAR <command>" instead of running the command
time.sleep() -> prints "\x00SLEEP <seconds>" instead of sleeping
Usage: python3 -u wrapper.py program.py
"""
import builtins
import os
import runpy
import sys
import time


def fake_input(prompt=""):
    sys.stdout.write(str(prompt) + "\x00INPUT\n")
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line[:-1] if line.endswith("\n") else line


def fake_system(cmd):
    sys.stdout.write("\x00CLEAR %s\n" % cmd)
    sys.stdout.flush()
    return 0


def fake_sleep(secs):
    sys.stdout.write("\x00SLEEP %r\n" % (secs,))
    sys.stdout.flush()


builtins.input = fake_input
os.system = fake_system
time.sleep = fake_sleep
prog = sys.argv[1]
sys.argv = [prog]
sys.path.insert(0, os.path.dirname(os.path.abspath(prog)))
runpy.run_path(prog, run_name="__main__")
