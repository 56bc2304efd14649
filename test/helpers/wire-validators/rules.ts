/**
 * Shared plumbing of the provider request validators: a violation list with JSON-pointer locations, and small
 * readers that never throw (a validator reports every broken rule it finds, it does not stop at the first).
 */

export interface Violation {
  path: string;
  rule: string;
}

export class Violations {
  readonly list: Violation[] = [];
  add(path: string, rule: string): void {
    this.list.push({ path, rule });
  }
  check(ok: boolean, path: string, rule: string): boolean {
    if (!ok) this.add(path, rule);
    return ok;
  }
}

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const nonBlank = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';
export const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `^[a-zA-Z0-9_-]{1,64}$`: OpenAI function names and Anthropic tool names/ids (ids unbounded in length). */
export const SAFE_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
export const SAFE_ID = /^[a-zA-Z0-9_-]+$/;
