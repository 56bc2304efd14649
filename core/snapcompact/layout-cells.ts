/**
 * Places a page's characters on the cell grid and picks each one's ink (snapcompact spec §1.5). Shared by the
 * rasteriser and by anything that needs to know what a frame shows without drawing it.
 */
import { DIM_OFF, DIM_ON, NEWLINE_GLYPH } from './markers';
import { BLACK, DIM_GRAY, HUE_COUNT } from './palette';
import { frameGrid, type ShapeGeometry } from './shapes';

export interface PlacedCell {
  /** Cell column on the full frame (doc column 2 is offset by the column width and the 3-cell gutter). */
  col: number;
  row: number;
  char: string;
  ink: number;
}

export interface PageLayout {
  cells: PlacedCell[];
  usedRows: number;
  /** Visible characters printed (the full-block newline counts, toggles do not). */
  chars: number;
}

const TERMINATORS = '.!?';

class InkState {
  private dim: boolean;
  private sentence = 0;
  constructor(
    private readonly shape: ShapeGeometry,
    startsDim: boolean,
  ) {
    this.dim = startsDim;
  }
  toggle(ch: string): boolean {
    if (ch !== DIM_ON && ch !== DIM_OFF) return false;
    this.dim = ch === DIM_ON;
    return true;
  }
  ink(ch: string): number {
    if (ch === NEWLINE_GLYPH) return BLACK;
    if (this.dim) return DIM_GRAY;
    return this.shape.variant === 'bw' ? BLACK : 1 + (this.sentence % HUE_COUNT);
  }
  /** The hue advances after a terminator followed by a space or a line break (the terminator keeps the old hue). */
  advance(ch: string, next: string | undefined, doc: boolean): void {
    if (!TERMINATORS.includes(ch) || next === undefined) return;
    if (next === ' ' || next === NEWLINE_GLYPH || (doc && next === '\n')) this.sentence += 1;
  }
}

function layoutGrid(page: string, shape: ShapeGeometry, startsDim: boolean): PageLayout {
  const { cols, rows } = frameGrid(shape);
  const state = new InkState(shape, startsDim);
  const cells: PlacedCell[] = [];
  let cursor = 0;
  for (let i = 0; i < page.length && cursor < cols * rows; i += 1) {
    const ch = page[i] ?? '';
    if (state.toggle(ch)) continue;
    cells.push({ col: cursor % cols, row: Math.floor(cursor / cols), char: ch, ink: state.ink(ch) });
    state.advance(ch, page[i + 1], false);
    cursor += 1;
  }
  return { cells, usedRows: Math.min(rows, Math.max(1, Math.ceil(cursor / cols))), chars: cells.length };
}

function layoutDoc(page: string, shape: ShapeGeometry, startsDim: boolean): PageLayout {
  const { cols: colWidth, rows } = frameGrid(shape);
  const state = new InkState(shape, startsDim);
  const cells: PlacedCell[] = [];
  let line = 0;
  let x = 0;
  for (let i = 0; i < page.length && line < 2 * rows; i += 1) {
    const ch = page[i] ?? '';
    if (state.toggle(ch)) continue;
    if (ch === '\n') {
      state.advance(page[i - 1] ?? '', ch, true);
      line += 1;
      x = 0;
      continue;
    }
    if (x < colWidth) {
      const offset = line >= rows ? colWidth + 3 : 0;
      cells.push({ col: offset + x, row: line % rows, char: ch, ink: state.ink(ch) });
    }
    if (page[i + 1] !== '\n') state.advance(ch, page[i + 1], true);
    x += 1;
  }
  const lines = page === '' ? 1 : page.split('\n').length;
  return { cells, usedRows: Math.min(rows, Math.max(1, lines)), chars: cells.length };
}

/** Where each character of `page` goes and in which palette ink; `startsDim` continues a span from earlier text. */
export function layoutPage(page: string, shape: ShapeGeometry, startsDim = false): PageLayout {
  return shape.columns === 2 ? layoutDoc(page, shape, startsDim) : layoutGrid(page, shape, startsDim);
}
