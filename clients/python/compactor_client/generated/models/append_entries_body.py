from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.branch_summary_entry_input import BranchSummaryEntryInput
    from ..models.compaction_entry_input import CompactionEntryInput
    from ..models.credential_pin_entry_input import CredentialPinEntryInput
    from ..models.custom_entry_input import CustomEntryInput
    from ..models.custom_message_entry_input import CustomMessageEntryInput
    from ..models.label_entry_input import LabelEntryInput
    from ..models.message_entry_input import MessageEntryInput
    from ..models.mode_change_entry_input import ModeChangeEntryInput
    from ..models.model_change_entry_input import ModelChangeEntryInput
    from ..models.reset_boundary_entry_input import ResetBoundaryEntryInput
    from ..models.service_tier_change_entry_input import ServiceTierChangeEntryInput
    from ..models.session_init_entry_input import SessionInitEntryInput
    from ..models.thinking_level_change_entry_input import ThinkingLevelChangeEntryInput
    from ..models.title_change_entry_input import TitleChangeEntryInput
    from ..models.ttsr_injection_entry_input import TtsrInjectionEntryInput


T = TypeVar("T", bound="AppendEntriesBody")


@_attrs_define
class AppendEntriesBody:
    """
    Attributes:
        entries (list[BranchSummaryEntryInput | CompactionEntryInput | CredentialPinEntryInput | CustomEntryInput |
            CustomMessageEntryInput | LabelEntryInput | MessageEntryInput | ModeChangeEntryInput | ModelChangeEntryInput |
            ResetBoundaryEntryInput | ServiceTierChangeEntryInput | SessionInitEntryInput | ThinkingLevelChangeEntryInput |
            TitleChangeEntryInput | TtsrInjectionEntryInput]):
        expected_seq (int | Unset): alternative to If-Match: "<seq>"
        expected_leaf (None | str | Unset): alternative to If-Match: "leaf:<id>"
    """

    entries: list[
        BranchSummaryEntryInput
        | CompactionEntryInput
        | CredentialPinEntryInput
        | CustomEntryInput
        | CustomMessageEntryInput
        | LabelEntryInput
        | MessageEntryInput
        | ModeChangeEntryInput
        | ModelChangeEntryInput
        | ResetBoundaryEntryInput
        | ServiceTierChangeEntryInput
        | SessionInitEntryInput
        | ThinkingLevelChangeEntryInput
        | TitleChangeEntryInput
        | TtsrInjectionEntryInput
    ]
    expected_seq: int | Unset = UNSET
    expected_leaf: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.branch_summary_entry_input import BranchSummaryEntryInput
        from ..models.compaction_entry_input import CompactionEntryInput
        from ..models.credential_pin_entry_input import CredentialPinEntryInput
        from ..models.custom_entry_input import CustomEntryInput
        from ..models.custom_message_entry_input import CustomMessageEntryInput
        from ..models.label_entry_input import LabelEntryInput
        from ..models.message_entry_input import MessageEntryInput
        from ..models.mode_change_entry_input import ModeChangeEntryInput
        from ..models.model_change_entry_input import ModelChangeEntryInput
        from ..models.service_tier_change_entry_input import ServiceTierChangeEntryInput
        from ..models.session_init_entry_input import SessionInitEntryInput
        from ..models.thinking_level_change_entry_input import ThinkingLevelChangeEntryInput
        from ..models.title_change_entry_input import TitleChangeEntryInput
        from ..models.ttsr_injection_entry_input import TtsrInjectionEntryInput

        entries = []
        for entries_item_data in self.entries:
            entries_item: dict[str, Any]
            if (
                isinstance(entries_item_data, MessageEntryInput)
                or isinstance(entries_item_data, ThinkingLevelChangeEntryInput)
                or isinstance(entries_item_data, ModelChangeEntryInput)
                or isinstance(entries_item_data, ServiceTierChangeEntryInput)
                or isinstance(entries_item_data, CompactionEntryInput)
                or isinstance(entries_item_data, BranchSummaryEntryInput)
                or isinstance(entries_item_data, CustomMessageEntryInput)
                or isinstance(entries_item_data, CustomEntryInput)
                or isinstance(entries_item_data, LabelEntryInput)
                or isinstance(entries_item_data, TitleChangeEntryInput)
                or isinstance(entries_item_data, TtsrInjectionEntryInput)
                or isinstance(entries_item_data, SessionInitEntryInput)
                or isinstance(entries_item_data, ModeChangeEntryInput)
                or isinstance(entries_item_data, CredentialPinEntryInput)
            ):
                entries_item = entries_item_data.to_dict()
            else:
                entries_item = entries_item_data.to_dict()

            entries.append(entries_item)

        expected_seq = self.expected_seq

        expected_leaf: None | str | Unset
        if isinstance(self.expected_leaf, Unset):
            expected_leaf = UNSET
        else:
            expected_leaf = self.expected_leaf

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entries": entries,
            }
        )
        if expected_seq is not UNSET:
            field_dict["expectedSeq"] = expected_seq
        if expected_leaf is not UNSET:
            field_dict["expectedLeaf"] = expected_leaf

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.branch_summary_entry_input import BranchSummaryEntryInput
        from ..models.compaction_entry_input import CompactionEntryInput
        from ..models.credential_pin_entry_input import CredentialPinEntryInput
        from ..models.custom_entry_input import CustomEntryInput
        from ..models.custom_message_entry_input import CustomMessageEntryInput
        from ..models.label_entry_input import LabelEntryInput
        from ..models.message_entry_input import MessageEntryInput
        from ..models.mode_change_entry_input import ModeChangeEntryInput
        from ..models.model_change_entry_input import ModelChangeEntryInput
        from ..models.reset_boundary_entry_input import ResetBoundaryEntryInput
        from ..models.service_tier_change_entry_input import ServiceTierChangeEntryInput
        from ..models.session_init_entry_input import SessionInitEntryInput
        from ..models.thinking_level_change_entry_input import ThinkingLevelChangeEntryInput
        from ..models.title_change_entry_input import TitleChangeEntryInput
        from ..models.ttsr_injection_entry_input import TtsrInjectionEntryInput

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:

            def _parse_entries_item(
                data: object,
            ) -> (
                BranchSummaryEntryInput
                | CompactionEntryInput
                | CredentialPinEntryInput
                | CustomEntryInput
                | CustomMessageEntryInput
                | LabelEntryInput
                | MessageEntryInput
                | ModeChangeEntryInput
                | ModelChangeEntryInput
                | ResetBoundaryEntryInput
                | ServiceTierChangeEntryInput
                | SessionInitEntryInput
                | ThinkingLevelChangeEntryInput
                | TitleChangeEntryInput
                | TtsrInjectionEntryInput
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_0 = MessageEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_1 = ThinkingLevelChangeEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_2 = ModelChangeEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_3 = ServiceTierChangeEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_4 = CompactionEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_5 = BranchSummaryEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_6 = CustomMessageEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_7 = CustomEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_8 = LabelEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_9 = TitleChangeEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_10 = TtsrInjectionEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_11 = SessionInitEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_12 = ModeChangeEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_entry_input_type_13 = CredentialPinEntryInput.from_dict(data)

                    return componentsschemas_session_entry_input_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_entry_input_type_14 = ResetBoundaryEntryInput.from_dict(data)

                return componentsschemas_session_entry_input_type_14

            entries_item = _parse_entries_item(entries_item_data)

            entries.append(entries_item)

        expected_seq = d.pop("expectedSeq", UNSET)

        def _parse_expected_leaf(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_leaf = _parse_expected_leaf(d.pop("expectedLeaf", UNSET))

        append_entries_body = cls(
            entries=entries,
            expected_seq=expected_seq,
            expected_leaf=expected_leaf,
        )

        append_entries_body.additional_properties = d
        return append_entries_body

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
