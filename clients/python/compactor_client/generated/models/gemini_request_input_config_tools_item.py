from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gemini_request_input_config_tools_item_function_declarations_item import (
        GeminiRequestInputConfigToolsItemFunctionDeclarationsItem,
    )


T = TypeVar("T", bound="GeminiRequestInputConfigToolsItem")


@_attrs_define
class GeminiRequestInputConfigToolsItem:
    """
    Attributes:
        function_declarations (list[GeminiRequestInputConfigToolsItemFunctionDeclarationsItem]):
    """

    function_declarations: list[GeminiRequestInputConfigToolsItemFunctionDeclarationsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        function_declarations = []
        for function_declarations_item_data in self.function_declarations:
            function_declarations_item = function_declarations_item_data.to_dict()
            function_declarations.append(function_declarations_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "functionDeclarations": function_declarations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_input_config_tools_item_function_declarations_item import (
            GeminiRequestInputConfigToolsItemFunctionDeclarationsItem,
        )

        d = dict(src_dict)
        function_declarations = []
        _function_declarations = d.pop("functionDeclarations")
        for function_declarations_item_data in _function_declarations:
            function_declarations_item = GeminiRequestInputConfigToolsItemFunctionDeclarationsItem.from_dict(
                function_declarations_item_data
            )

            function_declarations.append(function_declarations_item)

        gemini_request_input_config_tools_item = cls(
            function_declarations=function_declarations,
        )

        gemini_request_input_config_tools_item.additional_properties = d
        return gemini_request_input_config_tools_item

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
