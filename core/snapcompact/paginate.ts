/**
 * Splits normalised archive text into frame pages (snapcompact spec §5.5). Grid shapes take contiguous slices of
 * at most `capacity` visible characters; doc shapes word-wrap to the column width and take 2 × rows lines per page.
 * Every character the fonts print takes one cell; the dim toggles take none and ride with the preceding page.
 */
import { DIM_ON, endsInsideDim, isZeroWidth } from './markers';
import { frameGrid, type ShapeGeometry } from './shapes';

export function paginateGrid(text: string, capacity: number): string[] {
  const pages: string[] = [];
  let start = 0;
  let cells = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isZeroWidth(text[i] ?? '')) continue;
    if (cells === capacity) {
      pages.push(text.slice(start, i));
      start = i;
      cells = 0;
    }
    cells += 1;
  }
  if (cells > 0) pages.push(text.slice(start));
  return pages;
}

const visibleLength = (word: string): number => word.length;

/** Greedy word wrap at `width`; a word wider than the column is hard-split after flushing the current line. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (word === '') continue;
    if (line !== '' && visibleLength(line) + 1 + visibleLength(word) <= width) {
      line += ` ${word}`;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (visibleLength(rest) > width) {
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

export function paginateDoc(text: string, colWidth: number, rows: number): string[] {
  const lines = wrap(text, colWidth);
  const pages: string[] = [];
  for (let i = 0; i < lines.length; i += 2 * rows) pages.push(lines.slice(i, i + 2 * rows).join('\n'));
  return pages;
}

/** Pages of `text` for `shape`, each re-opening a dim span that the previous page left open. */
export function paginate(text: string, shape: ShapeGeometry): string[] {
  const grid = frameGrid(shape);
  const pages = shape.columns === 2 ? paginateDoc(text, grid.cols, grid.rows) : paginateGrid(text, grid.capacity);
  let open = false;
  return pages.map((page) => {
    const carried = open ? DIM_ON + page : page;
    open = endsInsideDim(page, open);
    return carried;
  });
}

/** The visible text of a page as joined source: doc pages' line breaks were wrap points, i.e. spaces. */
export const pageSource = (page: string, shape: ShapeGeometry): string =>
  shape.columns === 2 ? page.replace(/\n/g, ' ') : page;
