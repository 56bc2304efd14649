/**
 * Image sizes read from headers for the image-token estimates: PNG, GIF, WebP (lossy, lossless, extended) and JPEG
 * (baseline, progressive, after metadata segments), encoded here by sharp; anything else, or a JPEG whose frame
 * header lies past the decoded prefix, has no size.
 */
import sharp from 'sharp';
import { imageSize } from '../../../core/usage/image-size';

const WIDTH = 300;
const HEIGHT = 200;

async function encoded(format: 'png' | 'gif' | 'webp' | 'jpeg', options: object = {}, channels: 3 | 4 = 3) {
  const background = channels === 4 ? { r: 9, g: 9, b: 9, alpha: 0.5 } : '#336699';
  const image = sharp({ create: { width: WIDTH, height: HEIGHT, channels, background } });
  return (await image.toFormat(format, options).toBuffer()).toString('base64');
}

describe('imageSize', () => {
  it.each([
    ['png', {}, 3],
    ['gif', {}, 3],
    ['webp lossy', { lossless: false }, 3],
    ['webp lossless', { lossless: true }, 3],
    ['webp with alpha (extended)', { lossless: false }, 4],
    ['jpeg baseline', {}, 3],
    ['jpeg progressive', { progressive: true }, 3],
  ] as const)('reads %s as 300 × 200', async (name, options, channels) => {
    const format = name.split(' ')[0] as 'png' | 'gif' | 'webp' | 'jpeg';
    expect(imageSize(await encoded(format, options, channels))).toEqual({ width: WIDTH, height: HEIGHT });
  });

  it('reads a JPEG whose EXIF and ICC segments come before the frame header', async () => {
    const data = (
      await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#fff' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'compactor test', ImageDescription: 'x'.repeat(2000) } } })
        .withIccProfile('srgb')
        .jpeg()
        .toBuffer()
    ).toString('base64');
    expect(imageSize(data)).toEqual({ width: WIDTH, height: HEIGHT });
  });

  it('has no size for a JPEG whose frame header lies past the 256 KiB it decodes', async () => {
    const jpeg = Buffer.from(await encoded('jpeg'), 'base64');
    // One APP1 segment of the largest size: its marker and 65,533 bytes counted by its length field (itself included).
    const app = Buffer.alloc(2 + 65_533);
    app.writeUInt16BE(0xffe1, 0);
    app.writeUInt16BE(65_533, 2);
    const padded = Buffer.concat([jpeg.subarray(0, 2), app, app, app, app, app, jpeg.subarray(2)]);
    expect(imageSize(padded.toString('base64'))).toBeUndefined();
    expect(imageSize(Buffer.concat([jpeg.subarray(0, 2), app, jpeg.subarray(2)]).toString('base64'))).toEqual({
      width: WIDTH,
      height: HEIGHT,
    });
  });

  it.each([
    ['text', Buffer.from('just some text, not an image').toString('base64')],
    [
      'a PNG cut inside its header',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64'),
    ],
    ['a JPEG of its start marker only', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')],
    ['not base64', '!!!!iVBORw0KGgo='],
    ['nothing', ''],
  ])('has no size for %s', (_name, data) => {
    expect(imageSize(data)).toBeUndefined();
  });
});
