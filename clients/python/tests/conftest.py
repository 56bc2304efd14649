"""A real ``compactor serve`` for the client's tests: the repository's own executable on the embedded stack (the
Temporal CLI dev server and an in-process worker), on PGlite in a temporary COMPACTOR_HOME, or on the Postgres
server in DATABASE_URL when it is set. A tenant of its own and an API key are created with the CLI first (on PGlite
the store is one process's, so before the server opens it).
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from support import BIN, FAKES, ROOT, Process, Server, cli, node

from compactor_client import Compactor


@pytest.fixture(scope="session")
def summarizer() -> Iterator[str]:
    """The server's summarizer: the local fake model without a context limit (test/fakes/fake-model-server.ts)."""
    with fake_model_process("--answer-chars", "800") as url:
        yield url


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory, summarizer: str) -> Iterator[Server]:
    home = tmp_path_factory.mktemp("compactor-home")
    env = {
        **os.environ,
        "COMPACTOR_HOME": str(home),
        "TEMPORAL_ADDRESS": "",
        "LOG_LEVEL": "warn",
        "COMPACTOR_SUMMARY_MODEL": "anthropic/summarizer-1",
        "ANTHROPIC_API_KEY": "fake-key",
        "ANTHROPIC_BASE_URL": summarizer,
    }
    tenant = f"python-{uuid.uuid4().hex[:12]}"
    cli(env, "tenant", "create", tenant)
    api_key = json.loads(cli(env, "key", "create", "--tenant", tenant, "--name", "pytest", "--json"))["secret"]
    serve = Process([node(), str(BIN), "serve", "--port", "0"], env)
    try:
        url = serve.wait_for(r"serving (http://\S+) ").group(1)
        yield Server(url=url, api_key=api_key, tenant=tenant)
    finally:
        assert serve.stop() == 0, "".join(serve.lines)


@pytest.fixture
def api(server: Server) -> Iterator[Compactor]:
    with Compactor(server.url, server.api_key) as client:
        yield client


@pytest.fixture(scope="session")
def agent_model() -> Iterator[str]:
    """The agent's model: the local fake model overflowing once a prompt is over 12,000 tokens."""
    with fake_model_process("--context-limit", "12000", "--answer-chars", "4000") as url:
        yield url


@contextmanager
def fake_model_process(*args: str) -> Iterator[str]:
    tsx = ROOT / "node_modules" / ".bin" / "tsx"
    model = Process([str(tsx), str(FAKES / "fake-model-server.ts"), *args], dict(os.environ))
    try:
        yield model.wait_for(r"^(http://\S+)$").group(1)
    finally:
        model.stop()
