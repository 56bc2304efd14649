/**
 * The pixel size of a base64 image from its header, for the image-token estimates (core/usage/image-tokens.ts):
 * PNG (IHDR), GIF (logical screen), WebP (VP8, VP8L or VP8X canvas) and JPEG (the first start-of-frame segment,
 * after any APPn/EXIF segments). Only a bounded prefix is decoded: a JPEG whose frame header lies past it, or data
 * that is none of these, has no size. Pure: no I/O, no Node built-ins.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Sextet by character code, −1 for a character that is no base64 digit. */
const SEXTET = Int8Array.from({ length: 128 }, (_, code) => BASE64.indexOf(String.fromCharCode(code)));
const sextet = (data: string, at: number) => SEXTET[data.charCodeAt(at)] ?? -1;
/** JPEG metadata before the frame header (EXIF, ICC profiles) runs to tens of KiB; 256 KiB covers the common cases. */
const PREFIX_BYTES = 256 * 1024;

/** The first bytes of base64 `data` (fewer when the data is shorter or stops being base64). */
function leadingBytes(data: string, count: number): Uint8Array {
  const bytes = new Uint8Array(Math.min(count, Math.floor((data.length / 4) * 3)) + 2);
  let n = 0;
  for (let i = 0; n < count && i + 4 <= data.length; i += 4) {
    const a = sextet(data, i);
    const b = sextet(data, i + 1);
    const c = sextet(data, i + 2);
    const d = sextet(data, i + 3);
    if (a < 0 || b < 0) break;
    bytes[n++] = (a << 2) | (b >> 4);
    if (c < 0) break;
    bytes[n++] = ((b & 15) << 4) | (c >> 2);
    if (d < 0) break;
    bytes[n++] = ((c & 3) << 6) | d;
  }
  return bytes.subarray(0, n);
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const be32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(b: Uint8Array): ImageSize | undefined {
  if (b.length < 24 || PNG_SIGNATURE.some((x, i) => b[i] !== x) || ascii(b, 12, 4) !== 'IHDR') return undefined;
  return { width: be32(b, 16), height: be32(b, 20) };
}

function gif(b: Uint8Array): ImageSize | undefined {
  if (b.length < 10 || !/^GIF8[79]a$/.test(ascii(b, 0, 6))) return undefined;
  return { width: le16(b, 6), height: le16(b, 8) };
}

function webp(b: Uint8Array): ImageSize | undefined {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 4);
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  }
  // Lossless: a signature byte, then width − 1 and height − 1 in 14 bits each.
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Extended: the canvas's width − 1 and height − 1 in 24 bits each.
  if (chunk === 'VP8X') return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return undefined;
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpeg(b: Uint8Array): ImageSize | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) return { width: be16(b, at + 7), height: be16(b, at + 5) };
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or scan data without a frame header
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
    at += standalone ? 2 : 2 + be16(b, at + 2);
  }
  return undefined;
}

/** The image's size from its header, whatever the format among PNG, JPEG, GIF and WebP; undefined otherwise. */
export function imageSize(data: string): ImageSize | undefined {
  const head = leadingBytes(data, 30);
  const found = png(head) ?? gif(head) ?? webp(head);
  if (found || head[0] !== 0xff) return found;
  return jpeg(leadingBytes(data, PREFIX_BYTES));
}
