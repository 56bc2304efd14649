import {
  InvalidShapeError,
  SHAPE_NAMES,
  frameGrid,
  isShapeName,
  shapeGeometry,
} from '../../../core/snapcompact/shapes';

describe('shape geometry', () => {
  it.each([
    ['8x8r-bw', 196, 98, 19208, 1568],
    ['8x8r-sent', 196, 98, 19208, 1568],
    ['8x8u-bw', 196, 196, 38416, 1568],
    ['8x8u-sent', 196, 196, 38416, 1568],
    ['6x6u-bw', 261, 261, 68121, 1568],
    ['6x6u-sent', 261, 261, 68121, 1568],
    ['5x8-bw', 515, 322, 165830, 2576],
    ['5x8-sent', 515, 322, 165830, 2576],
    ['6x12-dim', 261, 130, 33930, 1568],
    ['8x13-bw', 196, 120, 23520, 1568],
    ['8on16-bw', 196, 98, 19208, 1568],
    ['doc-8on16-bw', 96, 98, 18816, 1568],
    ['doc-8on16-sent', 96, 98, 18816, 1568],
    ['doc-8on16-sent-dim', 96, 98, 18816, 1568],
  ] as const)('%s: %i cols × %i rows = %i chars at %i px', (name, cols, rows, capacity, size) => {
    const shape = shapeGeometry(name);
    expect(shape.frameSize).toBe(size);
    expect(frameGrid(shape)).toEqual({ cols, rows, capacity });
  });

  it('covers the fourteen variants of the seed table', () => {
    expect(SHAPE_NAMES).toHaveLength(14);
  });

  it('resamples only cells smaller than the natural glyph; taller pitches keep the glyph on leading', () => {
    expect(shapeGeometry('6x6u-sent').stretch).toBe(true);
    expect(shapeGeometry('8on16-bw').stretch).toBe(false);
    expect(shapeGeometry('6x12-dim').stretch).toBe(false);
  });

  it('describes ink, dimming, columns and line repeat', () => {
    expect(shapeGeometry('doc-8on16-sent-dim')).toMatchObject({ variant: 'sent', stopwordDim: true, columns: 2 });
    expect(shapeGeometry('6x12-dim')).toMatchObject({ font: '6x12', variant: 'bw', stopwordDim: true, columns: 1 });
    expect(shapeGeometry('8x8r-bw').lineRepeat).toBe(2);
  });

  it('computes larger model frames: 6x12-dim at 1932 and doc-8on16 at 2048', () => {
    expect(frameGrid(shapeGeometry('6x12-dim', 1932))).toEqual({ cols: 322, rows: 161, capacity: 51842 });
    expect(frameGrid(shapeGeometry('doc-8on16-sent-dim', 2048))).toEqual({ cols: 126, rows: 128, capacity: 32256 });
    expect(frameGrid(shapeGeometry('doc-8on16-bw', 160))).toEqual({ cols: 8, rows: 10, capacity: 160 });
  });

  it('rejects a frame too small for one character, and unknown names', () => {
    expect(() => frameGrid(shapeGeometry('doc-8on16-bw', 32))).toThrow(InvalidShapeError);
    expect(() => frameGrid(shapeGeometry('8x13-bw', 0))).toThrow(/no room/);
    expect(isShapeName('8on22-bw')).toBe(false);
    expect(isShapeName('auto')).toBe(false);
    expect(isShapeName('6x12-dim')).toBe(true);
  });
});
