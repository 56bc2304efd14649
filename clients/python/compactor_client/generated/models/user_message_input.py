from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.user_message_input_content_type_1_item_type_0 import UserMessageInputContentType1ItemType0
    from ..models.user_message_input_content_type_1_item_type_1 import UserMessageInputContentType1ItemType1


T = TypeVar("T", bound="UserMessageInput")


@_attrs_define
class UserMessageInput:
    """
    Attributes:
        role (Literal['user']):
        content (list[UserMessageInputContentType1ItemType0 | UserMessageInputContentType1ItemType1] | str):
        timestamp (float):
        attribution (str | Unset):
        synthetic (bool | Unset):
        steering (bool | Unset):
        provider_payload (Any | Unset):
    """

    role: Literal["user"]
    content: list[UserMessageInputContentType1ItemType0 | UserMessageInputContentType1ItemType1] | str
    timestamp: float
    attribution: str | Unset = UNSET
    synthetic: bool | Unset = UNSET
    steering: bool | Unset = UNSET
    provider_payload: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.user_message_input_content_type_1_item_type_0 import UserMessageInputContentType1ItemType0

        role = self.role

        content: list[dict[str, Any]] | str
        if isinstance(self.content, list):
            content = []
            for content_type_1_item_data in self.content:
                content_type_1_item: dict[str, Any]
                if isinstance(content_type_1_item_data, UserMessageInputContentType1ItemType0):
                    content_type_1_item = content_type_1_item_data.to_dict()
                else:
                    content_type_1_item = content_type_1_item_data.to_dict()

                content.append(content_type_1_item)

        else:
            content = self.content

        timestamp = self.timestamp

        attribution = self.attribution

        synthetic = self.synthetic

        steering = self.steering

        provider_payload = self.provider_payload

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "content": content,
                "timestamp": timestamp,
            }
        )
        if attribution is not UNSET:
            field_dict["attribution"] = attribution
        if synthetic is not UNSET:
            field_dict["synthetic"] = synthetic
        if steering is not UNSET:
            field_dict["steering"] = steering
        if provider_payload is not UNSET:
            field_dict["providerPayload"] = provider_payload

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.user_message_input_content_type_1_item_type_0 import UserMessageInputContentType1ItemType0
        from ..models.user_message_input_content_type_1_item_type_1 import UserMessageInputContentType1ItemType1

        d = dict(src_dict)
        role = cast(Literal["user"], d.pop("role"))
        if role != "user":
            raise ValueError(f"role must match const 'user', got '{role}'")

        def _parse_content(
            data: object,
        ) -> list[UserMessageInputContentType1ItemType0 | UserMessageInputContentType1ItemType1] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:

                    def _parse_content_type_1_item(
                        data: object,
                    ) -> UserMessageInputContentType1ItemType0 | UserMessageInputContentType1ItemType1:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            content_type_1_item_type_0 = UserMessageInputContentType1ItemType0.from_dict(data)

                            return content_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        content_type_1_item_type_1 = UserMessageInputContentType1ItemType1.from_dict(data)

                        return content_type_1_item_type_1

                    content_type_1_item = _parse_content_type_1_item(content_type_1_item_data)

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UserMessageInputContentType1ItemType0 | UserMessageInputContentType1ItemType1] | str, data)

        content = _parse_content(d.pop("content"))

        timestamp = d.pop("timestamp")

        attribution = d.pop("attribution", UNSET)

        synthetic = d.pop("synthetic", UNSET)

        steering = d.pop("steering", UNSET)

        provider_payload = d.pop("providerPayload", UNSET)

        user_message_input = cls(
            role=role,
            content=content,
            timestamp=timestamp,
            attribution=attribution,
            synthetic=synthetic,
            steering=steering,
            provider_payload=provider_payload,
        )

        user_message_input.additional_properties = d
        return user_message_input

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
