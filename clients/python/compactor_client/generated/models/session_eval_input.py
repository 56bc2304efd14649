from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.session_eval_input_probes_type_1 import SessionEvalInputProbesType1
    from ..models.session_eval_input_reader import SessionEvalInputReader
    from ..models.session_eval_input_session import SessionEvalInputSession


T = TypeVar("T", bound="SessionEvalInput")


@_attrs_define
class SessionEvalInput:
    """
    Attributes:
        run (str): the eval run (`eval-…`), the id prefix of the session copies it compacted
        at (datetime.datetime):
        reader (SessionEvalInputReader): who answered the probes
        model (str): the session's active model the eval compacted for
        strategies (list[str]):
        probes (Literal['auto'] | SessionEvalInputProbesType1):
        session (SessionEvalInputSession):
        probe_writer (str | Unset):
    """

    run: str
    at: datetime.datetime
    reader: SessionEvalInputReader
    model: str
    strategies: list[str]
    probes: Literal["auto"] | SessionEvalInputProbesType1
    session: SessionEvalInputSession
    probe_writer: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.session_eval_input_probes_type_1 import SessionEvalInputProbesType1

        run = self.run

        at = self.at.isoformat()

        reader = self.reader.to_dict()

        model = self.model

        strategies = self.strategies

        probes: dict[str, Any] | Literal["auto"]
        if isinstance(self.probes, SessionEvalInputProbesType1):
            probes = self.probes.to_dict()
        else:
            probes = self.probes

        session = self.session.to_dict()

        probe_writer = self.probe_writer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.session_eval_input_probes_type_1 import SessionEvalInputProbesType1
        from ..models.session_eval_input_reader import SessionEvalInputReader
        from ..models.session_eval_input_session import SessionEvalInputSession

        d = dict(src_dict)
        run = d.pop("run")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        reader = SessionEvalInputReader.from_dict(d.pop("reader"))

        model = d.pop("model")

        strategies = cast(list[str], d.pop("strategies"))

        def _parse_probes(data: object) -> Literal["auto"] | SessionEvalInputProbesType1:
            probes_type_0 = cast(Literal["auto"], data)
            if probes_type_0 != "auto":
                raise ValueError(f"probes_type_0 must match const 'auto', got '{probes_type_0}'")
            return probes_type_0
            if not isinstance(data, dict):
                raise TypeError()
            probes_type_1 = SessionEvalInputProbesType1.from_dict(data)

            return probes_type_1

        probes = _parse_probes(d.pop("probes"))

        session = SessionEvalInputSession.from_dict(d.pop("session"))

        probe_writer = d.pop("probeWriter", UNSET)

        session_eval_input = cls(
            run=run,
            at=at,
            reader=reader,
            model=model,
            strategies=strategies,
            probes=probes,
            session=session,
            probe_writer=probe_writer,
        )

        session_eval_input.additional_properties = d
        return session_eval_input

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
