from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.custom_message_entry_input_content_type_1_item_type_0 import (
        CustomMessageEntryInputContentType1ItemType0,
    )
    from ..models.custom_message_entry_input_content_type_1_item_type_1 import (
        CustomMessageEntryInputContentType1ItemType1,
    )


T = TypeVar("T", bound="CustomMessageEntryInput")


@_attrs_define
class CustomMessageEntryInput:
    """
    Attributes:
        id (str):
        parent_id (None | str):
        timestamp (str):
        type_ (Literal['custom_message']):
        custom_type (str):
        content (list[CustomMessageEntryInputContentType1ItemType0 | CustomMessageEntryInputContentType1ItemType1] |
            str):
        display (bool):
        details (Any | Unset):
        attribution (str | Unset):
    """

    id: str
    parent_id: None | str
    timestamp: str
    type_: Literal["custom_message"]
    custom_type: str
    content: list[CustomMessageEntryInputContentType1ItemType0 | CustomMessageEntryInputContentType1ItemType1] | str
    display: bool
    details: Any | Unset = UNSET
    attribution: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.custom_message_entry_input_content_type_1_item_type_0 import (
            CustomMessageEntryInputContentType1ItemType0,
        )

        id = self.id

        parent_id: None | str
        parent_id = self.parent_id

        timestamp = self.timestamp

        type_ = self.type_

        custom_type = self.custom_type

        content: list[dict[str, Any]] | str
        if isinstance(self.content, list):
            content = []
            for content_type_1_item_data in self.content:
                content_type_1_item: dict[str, Any]
                if isinstance(content_type_1_item_data, CustomMessageEntryInputContentType1ItemType0):
                    content_type_1_item = content_type_1_item_data.to_dict()
                else:
                    content_type_1_item = content_type_1_item_data.to_dict()

                content.append(content_type_1_item)

        else:
            content = self.content

        display = self.display

        details = self.details

        attribution = self.attribution

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "parentId": parent_id,
                "timestamp": timestamp,
                "type": type_,
                "customType": custom_type,
                "content": content,
                "display": display,
            }
        )
        if details is not UNSET:
            field_dict["details"] = details
        if attribution is not UNSET:
            field_dict["attribution"] = attribution

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.custom_message_entry_input_content_type_1_item_type_0 import (
            CustomMessageEntryInputContentType1ItemType0,
        )
        from ..models.custom_message_entry_input_content_type_1_item_type_1 import (
            CustomMessageEntryInputContentType1ItemType1,
        )

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_parent_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_id = _parse_parent_id(d.pop("parentId"))

        timestamp = d.pop("timestamp")

        type_ = cast(Literal["custom_message"], d.pop("type"))
        if type_ != "custom_message":
            raise ValueError(f"type must match const 'custom_message', got '{type_}'")

        custom_type = d.pop("customType")

        def _parse_content(
            data: object,
        ) -> list[CustomMessageEntryInputContentType1ItemType0 | CustomMessageEntryInputContentType1ItemType1] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:

                    def _parse_content_type_1_item(
                        data: object,
                    ) -> CustomMessageEntryInputContentType1ItemType0 | CustomMessageEntryInputContentType1ItemType1:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            content_type_1_item_type_0 = CustomMessageEntryInputContentType1ItemType0.from_dict(data)

                            return content_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        content_type_1_item_type_1 = CustomMessageEntryInputContentType1ItemType1.from_dict(data)

                        return content_type_1_item_type_1

                    content_type_1_item = _parse_content_type_1_item(content_type_1_item_data)

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[CustomMessageEntryInputContentType1ItemType0 | CustomMessageEntryInputContentType1ItemType1] | str,
                data,
            )

        content = _parse_content(d.pop("content"))

        display = d.pop("display")

        details = d.pop("details", UNSET)

        attribution = d.pop("attribution", UNSET)

        custom_message_entry_input = cls(
            id=id,
            parent_id=parent_id,
            timestamp=timestamp,
            type_=type_,
            custom_type=custom_type,
            content=content,
            display=display,
            details=details,
            attribution=attribution,
        )

        custom_message_entry_input.additional_properties = d
        return custom_message_entry_input

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
