"""Run a student program through pipes and read its output chunk by chunk.

A chunk ends when the program blocks in read(0, ...) (seen in
/proc/<pid>/syscall), when it exits, or on timeout.  The program is started
under `stdbuf -o0` so that prompts without a newline reach the pipe.
"""
import os
import subprocess
import time


class Proc:
    def __init__(self, argv, cwd, env, timeout=5.0):
        self.timeout = timeout
        self.errf = open(os.path.join(cwd, ".stderr.txt"), "wb")
        self.p = subprocess.Popen(["stdbuf", "-o0", "-e0"] + argv, cwd=cwd, env=env,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=self.errf)
        os.set_blocking(self.p.stdout.fileno(), False)
        self.exited = False
        self.transcript = []          # list of ("out", text) / ("in", text)

    def _waiting_for_stdin(self):
        try:
            with open("/proc/%d/syscall" % self.p.pid) as f:
                parts = f.read().split()
        except OSError:
            return False
        return len(parts) >= 2 and parts[0] == "0" and parts[1] == "0x0"

    def _read_avail(self):
        out = b""
        while True:
            try:
                data = os.read(self.p.stdout.fileno(), 65536)
            except BlockingIOError:
                return out, False
            if data == b"":
                return out, True
            out += data

    def read_chunk(self):
        """returns (text, status) with status in 'waiting', 'exited', 'timeout'"""
        buf = b""
        deadline = time.time() + self.timeout
        while True:
            data, eof = self._read_avail()
            buf += data
            if eof:
                try:
                    self.p.wait(timeout=self.timeout)
                except subprocess.TimeoutExpired:
                    text = buf.decode("utf-8", "replace")
                    self.transcript.append(("out", text))
                    return text, "timeout"
                self.exited = True
                text = buf.decode("utf-8", "replace")
                self.transcript.append(("out", text))
                return text, "exited"
            if data:
                deadline = time.time() + self.timeout
                continue
            if self._waiting_for_stdin():
                data, eof = self._read_avail()
                buf += data
                if not data and not eof:
                    text = buf.decode("utf-8", "replace")
                    self.transcript.append(("out", text))
                    return text, "waiting"
                continue
            if time.time() > deadline:
                text = buf.decode("utf-8", "replace")
                self.transcript.append(("out", text))
                return text, "timeout"
            time.sleep(0.0005)

    def send(self, line):
        self.transcript.append(("in", line))
        self.p.stdin.write((line + "\n").encode())
        self.p.stdin.flush()

    def close_stdin(self):
        self.transcript.append(("in", "<EOF>"))
        self.p.stdin.close()

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()
        self.errf.close()

    def returncode(self):
        return self.p.poll()

    def stderr_text(self, cwd):
        self.errf.flush()
        with open(os.path.join(cwd, ".stderr.txt"), "rb") as f:
            return f.read().decode("utf-8", "replace")

    def transcript_text(self, limit=None):
        parts = []
        for kind, text in self.transcript:
            if kind == "in":
                parts.append("<<" + text + ">>\n")
            else:
                parts.append(text)
        s = "".join(parts)
        if limit and len(s) > limit:
            s = "...\n" + s[-limit:]
        return s
