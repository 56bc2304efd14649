/** Zero-width control characters and the newline marker shared by serialization, layout and rasterisation. */

/** Starts a dim (gray ink) span; consumes no cell. */
export const DIM_ON = '\u000e';
/** Ends a dim span; consumes no cell. */
export const DIM_OFF = '\u000f';
/** A collapsed line break: printed as a solid black cell. */
export const NEWLINE_GLYPH = '\u2588';

export const isZeroWidth = (ch: string): boolean => ch === DIM_ON || ch === DIM_OFF;

/** Whether a dim span is still open at the end of `text` (last DIM_ON after the last DIM_OFF). */
export function endsInsideDim(text: string, startsDim = false): boolean {
  const on = text.lastIndexOf(DIM_ON);
  const off = text.lastIndexOf(DIM_OFF);
  if (on === -1 && off === -1) return startsDim;
  return on > off;
}

export const stripMarkers = (text: string): string => text.split(DIM_ON).join('').split(DIM_OFF).join('');
