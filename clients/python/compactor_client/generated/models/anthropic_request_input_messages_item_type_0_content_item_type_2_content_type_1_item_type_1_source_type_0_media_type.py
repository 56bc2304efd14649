from enum import StrEnum


class AnthropicRequestInputMessagesItemType0ContentItemType2ContentType1ItemType1SourceType0MediaType(StrEnum):
    IMAGEGIF = "image/gif"
    IMAGEJPEG = "image/jpeg"
    IMAGEPNG = "image/png"
    IMAGEWEBP = "image/webp"

    def __str__(self) -> str:
        return str(self.value)
