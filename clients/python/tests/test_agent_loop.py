"""The agent-loop example (examples/agent_loop.py) run as a user runs it, against the real server and the local
fake model: its answers grow the context until the model overflows, the append of that error turn starts an
overflow compaction, the host awaits it, and the turn is answered again on the compacted context."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from support import Server

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "agent_loop.py"


def test_the_example_recovers_from_an_overflow_by_an_awaited_compaction_and_a_retried_turn(
    server: Server, agent_model: str
) -> None:
    env = {**os.environ, "COMPACTOR_URL": server.url, "COMPACTOR_API_KEY": server.api_key, "MODEL_URL": agent_model}
    run = subprocess.run(
        [sys.executable, str(EXAMPLE)], env={**env, "TURNS": "16"}, capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert re.fullmatch(r"session \S+", lines[0])
    assert len(lines) == 17
    compacted = [line for line in lines if "compaction" in line]
    assert len(compacted) >= 1, run.stdout
    first = re.fullmatch(r"turn (\d+): compaction compacted \((\d+) → (\d+) tokens\), retried", compacted[0])
    assert first, compacted[0]
    tokens_before, tokens_after = int(first.group(2)), int(first.group(3))
    assert tokens_after < tokens_before
    # Every turn before the first overflow was answered without one.
    assert all(re.fullmatch(r"turn \d+", line) for line in lines[1 : int(first.group(1))])
