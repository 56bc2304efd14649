from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gemini_request_config_tools_item_function_declarations_item import (
        GeminiRequestConfigToolsItemFunctionDeclarationsItem,
    )


T = TypeVar("T", bound="GeminiRequestConfigToolsItem")


@_attrs_define
class GeminiRequestConfigToolsItem:
    """
    Attributes:
        function_declarations (list[GeminiRequestConfigToolsItemFunctionDeclarationsItem]):
    """

    function_declarations: list[GeminiRequestConfigToolsItemFunctionDeclarationsItem]

    def to_dict(self) -> dict[str, Any]:
        function_declarations = []
        for function_declarations_item_data in self.function_declarations:
            function_declarations_item = function_declarations_item_data.to_dict()
            function_declarations.append(function_declarations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "functionDeclarations": function_declarations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gemini_request_config_tools_item_function_declarations_item import (
            GeminiRequestConfigToolsItemFunctionDeclarationsItem,
        )

        d = dict(src_dict)
        function_declarations = []
        _function_declarations = d.pop("functionDeclarations")
        for function_declarations_item_data in _function_declarations:
            function_declarations_item = GeminiRequestConfigToolsItemFunctionDeclarationsItem.from_dict(
                function_declarations_item_data
            )

            function_declarations.append(function_declarations_item)

        gemini_request_config_tools_item = cls(
            function_declarations=function_declarations,
        )

        return gemini_request_config_tools_item
