/**
 * The deterministic summary stored on a snapcompact compaction: a reading guide for the attached frames (geometry,
 * role tags, ink, truncation notes), the text tail, and the file lists. Written for this project; no LLM involved.
 */
import type { SnapcompactArchive } from './archive-types';
import { NEWLINE_GLYPH, stripMarkers } from './markers';
import { shapeGeometry } from './shapes';

export interface FileLists {
  readFiles: readonly string[];
  modifiedFiles: readonly string[];
}

export interface ReadingGuideInput {
  archive: SnapcompactArchive;
  files?: FileLists;
}

export const TAIL_HEADER = '[Archived history, continued as text]';

const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

function layoutLines(archive: SnapcompactArchive): string[] {
  const seen = new Map<string, string>();
  for (const frame of archive.frames) {
    const shape = shapeGeometry(frame.shape, frame.frameSize);
    const key = `${frame.shape}@${frame.frameSize}`;
    if (seen.has(key)) continue;
    const layout =
      frame.columns === 2
        ? `two columns side by side, each ${frame.cols} characters wide and up to ${frame.rows} rows tall; read the left column top to bottom, then the right one. Lines were wrapped at word boundaries.`
        : `one grid ${frame.cols} characters wide and up to ${frame.rows} rows tall, read left to right and top to bottom. There is no word wrap: a word may continue on the next row.`;
    const ink = [
      shape.variant === 'sent'
        ? 'Each sentence is printed in one of six colours, cycling, so sentence borders are visible.'
        : '',
      shape.stopwordDim
        ? 'Short function words (the, of, and, ...) are printed in gray; content words in full ink.'
        : '',
      shape.lineRepeat > 1
        ? 'Every row is printed twice, the copy on a pale yellow band; both copies are identical.'
        : '',
    ].filter(Boolean);
    seen.set(key, [`Frames in the ${frame.shape} layout show ${layout}`, ...ink].join(' '));
  }
  return [...seen.values()];
}

function fileBlock(files: FileLists | undefined): string[] {
  if (!files) return [];
  const modified = new Set(files.modifiedFiles);
  const read = new Set(files.readFiles);
  const entries = [...new Set([...read, ...modified])]
    .filter((path) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(path))
    .sort()
    .map((path) => `${path} (${modified.has(path) ? (read.has(path) ? 'RW' : 'Write') : 'Read'})`);
  return entries.length === 0 ? [] : ['', '<files>', ...entries, '</files>'];
}

function frameLines(input: ReadingGuideInput): string[] {
  const { archive } = input;
  const n = archive.frames.length;
  if (n === 0) return [];
  const lines = [
    `${plural(n, 'image frame')} attached below hold the archived conversation, oldest first: frame 1 is the earliest history. Each frame is one page of the same transcript; continue reading on the next frame where a page ends.`,
    'A solid black cell is a line break, and runs of spaces were collapsed to one.',
    ...layoutLines(archive),
    'Gray text between <out> and </out> is tool output, printed quieter than the conversation.',
  ];
  if (archive.opensWithSummary) {
    lines.push(
      `The first frame opens with ${'[Summary of earlier history]'}: a summary of history older than these frames.`,
    );
  }
  if (archive.truncatedChars > 0) {
    lines.push(
      `About ${plural(archive.truncatedChars, 'character')} of older history were dropped to stay within the frame budget. Frame 1 is always kept, so the gap lies between frame 1 and frame 2.`,
    );
  }
  return lines;
}

/** The compaction summary for a snapcompact archive. */
export function buildReadingGuide(input: ReadingGuideInput): string {
  const { archive } = input;
  const tail = archive.textTail ? stripMarkers(archive.textTail).split(NEWLINE_GLYPH).join('\n') : undefined;
  if (archive.frames.length === 0 && !tail && fileBlock(input.files).length === 0) return 'No prior history.';
  const lines = [
    'The earlier part of this conversation was archived without summarising it. Read all of it, then continue the conversation that follows.',
    'Transcript tags: ¶user: is the user, ¶think: working notes of the assistant, ¶ai: an assistant reply, ¶call: a tool call written name(arguments)//intent, followed by its output inside <out>...</out>. Lines without a tag continue the tag above; a repeated tag is not printed again.',
    'Long tool output keeps its start and end around a [...Nch elided...] marker; long tool arguments are shortened the same way.',
    ...frameLines(input),
    `In total ${plural(archive.totalChars, 'character')} of history are archived here.`,
    'When an exact detail matters and the archive is unclear, re-read the file or re-run the command instead of guessing.',
  ];
  if (tail) lines.push('', 'The newest archived history did not fit on frames and follows as text:', TAIL_HEADER, tail);
  return [...lines, ...fileBlock(input.files)].join('\n');
}
