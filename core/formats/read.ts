/**
 * Typed readers of posted JSON for the decoders: each takes a value and its JSON pointer and either returns the
 * value narrowed or throws WireFormatError naming the pointer. Absent optional fields (`undefined` or `null`) read
 * as undefined. Pure.
 */
import { WireFormatError } from './wire-format-error';

export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A reader bound to one format, so every error names it. */
export interface Reader {
  fail(path: string, reason: string): never;
  object(v: unknown, path: string): JsonObject;
  array(v: unknown, path: string): unknown[];
  string(v: unknown, path: string): string;
  optionalString(v: unknown, path: string): string | undefined;
  optionalNumber(v: unknown, path: string): number | undefined;
  optionalArray(v: unknown, path: string): unknown[] | undefined;
  optionalObject(v: unknown, path: string): JsonObject | undefined;
}

const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`);

export function reader(format: string): Reader {
  const fail = (path: string, reason: string): never => {
    throw new WireFormatError(format, path, reason);
  };
  const absent = (v: unknown) => v === undefined || v === null;
  const r: Reader = {
    fail,
    object: (v, path) => (isObject(v) ? v : fail(path, `must be an object, not ${kind(v)}`)),
    array: (v, path) => (Array.isArray(v) ? v : fail(path, `must be an array, not ${kind(v)}`)),
    string: (v, path) => (typeof v === 'string' ? v : fail(path, `must be a string, not ${kind(v)}`)),
    optionalString: (v, path) => (absent(v) ? undefined : r.string(v, path)),
    optionalNumber: (v, path) =>
      absent(v)
        ? undefined
        : typeof v === 'number' && Number.isFinite(v)
          ? v
          : fail(path, `must be a number, not ${kind(v)}`),
    optionalArray: (v, path) => (absent(v) ? undefined : r.array(v, path)),
    optionalObject: (v, path) => (absent(v) ? undefined : r.object(v, path)),
  };
  return r;
}

/** Parses a JSON string of tool arguments: an object, or undefined when it is not valid JSON of an object. */
export function parseArguments(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
