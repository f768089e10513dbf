"""Drive an interactive console program through pipes.

A line is sent only when the program is blocked reading its standard input
(checked through /proc/<pid>/syscall), so the output between two inputs is
exactly the program's answer to the previous input.
"""
import fcntl
import os
import struct
import subprocess
import termios
import tempfile
import time


class Proc:
    def __init__(self, argv, env_extra=None, timeout=10.0):
        env = dict(os.environ)
        env.update(env_extra or {})
        self.errf = tempfile.TemporaryFile(mode='w+')
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=self.errf, env=env)
        fl = fcntl.fcntl(self.p.stdout, fcntl.F_GETFL)
        fcntl.fcntl(self.p.stdout, fcntl.F_SETFL, fl | os.O_NONBLOCK)
        self.timeout = timeout
        self.buf = b''
        self.switches_at_send = -1
        self.exited = False

    def _drain(self):
        got = False
        while True:
            try:
                data = os.read(self.p.stdout.fileno(), 65536)
            except BlockingIOError:
                return got
            if not data:
                return got
            self.buf += data
            got = True

    def _switches(self):
        try:
            with open('/proc/%d/status' % self.p.pid) as f:
                for line in f:
                    if line.startswith('voluntary_ctxt_switches'):
                        return int(line.split()[1])
        except OSError:
            return -1
        return -1

    def _reading_stdin(self):
        try:
            with open('/proc/%d/syscall' % self.p.pid) as f:
                s = f.read()
        except OSError:
            return False
        return s.startswith('0 0x0 ')

    def _pending_input(self):
        if self.p.stdin.closed:
            return 0
        buf = fcntl.ioctl(self.p.stdin.fileno(), termios.FIONREAD, b'\0\0\0\0')
        return struct.unpack('i', buf)[0]

    def wait(self):
        """Return (output since last call, still_running)."""
        start = time.time()
        while True:
            self._drain()
            if self.p.poll() is not None:
                while self._drain():
                    pass
                self.exited = True
                out, self.buf = self.buf, b''
                return out.decode('utf-8', 'replace'), False
            if (self._pending_input() == 0 and self._reading_stdin()
                    and self._switches() > self.switches_at_send):
                self._drain()
                out, self.buf = self.buf, b''
                return out.decode('utf-8', 'replace'), True
            if time.time() - start > self.timeout:
                raise TimeoutError('program neither asked for input nor ended within %.0fs' % self.timeout)
            time.sleep(0.0003)

    def send(self, line):
        self.switches_at_send = self._switches()
        try:
            self.p.stdin.write((line + '\n').encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            pass

    def close_input(self):
        self.switches_at_send = self._switches()
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass

    def finish(self, timeout=5.0):
        try:
            rc = self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            rc = 'timeout'
        while self._drain():
            pass
        self.errf.seek(0)
        err = self.errf.read()
        self.errf.close()
        out, self.buf = self.buf, b''
        return rc, out.decode('utf-8', 'replace'), err

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()
