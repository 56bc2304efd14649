/**
 * What a session-file line must satisfy beyond being JSON before the store sees it: nesting no deeper than
 * MAX_NESTING (checked on the text, before anything recursive runs), no NUL character and no lone UTF-16 surrogate
 * in any string or key (Postgres text/jsonb cannot hold them), and ids no longer than MAX_ID_LENGTH (a longer one
 * overflows the store's index rows). Each check returns the offending field as a dotted path and a one-line
 * message. Pure.
 */

export const MAX_NESTING = 100;
export const MAX_ID_LENGTH = 200;

export interface LineProblem {
  /** Dotted path of the field, or undefined for the line as a whole. */
  field: string | undefined;
  message: string;
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;

export interface TextScan {
  /** Set when arrays/objects nest deeper than MAX_NESTING. */
  tooDeep?: LineProblem;
  /** Whether a string may hold a NUL or a surrogate (an escape or a raw surrogate): worth a walk after parsing. */
  suspicious: boolean;
}

/** One pass over the raw text: nesting depth outside strings, and whether the parsed value needs a string walk. */
export function scanText(text: string): TextScan {
  let depth = 0;
  let suspicious = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      const string = scanString(text, i + 1);
      suspicious ||= string.suspicious;
      i = string.end;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > MAX_NESTING) {
        return { suspicious, tooDeep: { field: undefined, message: `nested deeper than ${MAX_NESTING} levels` } };
      }
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
  }
  return { suspicious };
}

/** From just after an opening quote: the index of the closing quote, and whether an escape or surrogate came up. */
function scanString(text: string, start: number): { end: number; suspicious: boolean } {
  let suspicious = false;
  for (let i = start; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) return { end: i, suspicious };
    if (code === BACKSLASH) {
      suspicious ||= text.charCodeAt(i + 1) === LETTER_U;
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) suspicious = true;
  }
  return { end: text.length, suspicious };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'contains a NUL character (\\u0000), which the store cannot hold';
  if (LONE_SURROGATE.test(value)) return 'contains a lone UTF-16 surrogate, which is not valid Unicode';
  return undefined;
}

/** The first string or key holding a NUL or a lone surrogate (depth is bounded by scanText beforehand). */
export function unstorableString(value: unknown, path: string[] = []): LineProblem | undefined {
  if (typeof value === 'string') {
    const message = stringProblem(value);
    return message ? { field: path.join('.') || undefined, message } : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const keyMessage = stringProblem(key);
    if (keyMessage) return { field: path.join('.') || undefined, message: `a key ${keyMessage}` };
    const found = unstorableString(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const ID_FIELDS = ['id', 'parentId', 'targetId', 'firstKeptEntryId', 'fromId'] as const;

/** An id-like field longer than MAX_ID_LENGTH characters. */
export function overlongId(entry: Record<string, unknown>): LineProblem | undefined {
  for (const field of ID_FIELDS) {
    const value = entry[field];
    if (typeof value === 'string' && value.length > MAX_ID_LENGTH) {
      return { field, message: `longer than ${MAX_ID_LENGTH} characters (${value.length})` };
    }
  }
  return undefined;
}
