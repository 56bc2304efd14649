from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.session_eval_probes_type_1 import SessionEvalProbesType1
    from ..models.session_eval_reader import SessionEvalReader
    from ..models.session_eval_session import SessionEvalSession


T = TypeVar("T", bound="SessionEval")


@_attrs_define
class SessionEval:
    """
    Attributes:
        run (str): the eval run (`eval-…`), the id prefix of the session copies it compacted
        at (datetime.datetime):
        reader (SessionEvalReader): who answered the probes
        model (str): the session's active model the eval compacted for
        strategies (list[str]):
        probes (Literal['auto'] | SessionEvalProbesType1):
        session (SessionEvalSession):
        probe_writer (str | Unset):
    """

    run: str
    at: datetime.datetime
    reader: SessionEvalReader
    model: str
    strategies: list[str]
    probes: Literal["auto"] | SessionEvalProbesType1
    session: SessionEvalSession
    probe_writer: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.session_eval_probes_type_1 import SessionEvalProbesType1

        run = self.run

        at = self.at.isoformat()

        reader = self.reader.to_dict()

        model = self.model

        strategies = self.strategies

        probes: dict[str, Any] | Literal["auto"]
        if isinstance(self.probes, SessionEvalProbesType1):
            probes = self.probes.to_dict()
        else:
            probes = self.probes

        session = self.session.to_dict()

        probe_writer = self.probe_writer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "run": run,
                "at": at,
                "reader": reader,
                "model": model,
                "strategies": strategies,
                "probes": probes,
                "session": session,
            }
        )
        if probe_writer is not UNSET:
            field_dict["probeWriter"] = probe_writer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.session_eval_probes_type_1 import SessionEvalProbesType1
        from ..models.session_eval_reader import SessionEvalReader
        from ..models.session_eval_session import SessionEvalSession

        d = dict(src_dict)
        run = d.pop("run")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        reader = SessionEvalReader.from_dict(d.pop("reader"))

        model = d.pop("model")

        strategies = cast(list[str], d.pop("strategies"))

        def _parse_probes(data: object) -> Literal["auto"] | SessionEvalProbesType1:
            probes_type_0 = cast(Literal["auto"], data)
            if probes_type_0 != "auto":
                raise ValueError(f"probes_type_0 must match const 'auto', got '{probes_type_0}'")
            return probes_type_0
            if not isinstance(data, dict):
                raise TypeError()
            probes_type_1 = SessionEvalProbesType1.from_dict(data)

            return probes_type_1

        probes = _parse_probes(d.pop("probes"))

        session = SessionEvalSession.from_dict(d.pop("session"))

        probe_writer = d.pop("probeWriter", UNSET)

        session_eval = cls(
            run=run,
            at=at,
            reader=reader,
            model=model,
            strategies=strategies,
            probes=probes,
            session=session,
            probe_writer=probe_writer,
        )

        return session_eval
