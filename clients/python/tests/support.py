"""The processes the client's tests run: the repository's own ``compactor`` executable (``bin/compactor.js``) and
the local fake model, each a child whose output is read line by line."""

from __future__ import annotations

import re
import shutil
import signal
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[3]
BIN = ROOT / "bin" / "compactor.js"
FAKES = ROOT / "test" / "fakes"
START_TIMEOUT_S = 300


def node() -> str:
    found = shutil.which("node")
    if not found:
        raise RuntimeError("these tests run the compactor executable: put Node.js 24 on PATH")
    return found


@dataclass(frozen=True)
class Server:
    url: str
    api_key: str
    tenant: str


class Process:
    """A child process whose output (stdout and stderr) is read line by line as it comes."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        self.child = subprocess.Popen(
            args, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        self.lines: list[str] = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, args=(self.child.stdout,), daemon=True).start()

    def _read(self, source: IO[str]) -> None:
        for line in source:
            with self.changed:
                self.lines.append(line)
                self.changed.notify_all()
        with self.changed:
            self.changed.notify_all()

    def wait_for(self, pattern: str, timeout: float = START_TIMEOUT_S) -> re.Match[str]:
        """The first output line matching `pattern`, once one is printed."""
        regex = re.compile(pattern)
        with self.changed:
            found = self.changed.wait_for(
                lambda: any(regex.search(line) for line in self.lines) or self.child.poll() is not None, timeout
            )
            match = next((m for line in self.lines if (m := regex.search(line))), None)
        if not found or match is None:
            raise RuntimeError(f"no line matching {pattern!r} from {self.child.args}:\n{''.join(self.lines)}")
        return match

    def stop(self) -> int:
        if self.child.poll() is None:
            self.child.send_signal(signal.SIGINT)
        return self.child.wait(timeout=120)


def cli(env: dict[str, str], *args: str) -> str:
    done = subprocess.run([node(), str(BIN), *args], env=env, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise RuntimeError(f"compactor {' '.join(args)} exited {done.returncode}: {done.stderr}")
    return done.stdout
