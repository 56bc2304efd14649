/**
 * A curated probe file (issue 23; quality spec §2): JSONL, one probe a line in the shape of `probeLineSchema`, blank
 * lines ignored. Parsed whole or refused with the first bad line's number and what is wrong with it. Pure.
 */
import { probeFromLine, probeLineSchema, type Probe } from './probes';

export type ProbeFileParse = { ok: true; probes: Probe[] } | { ok: false; line: number; message: string };

export function parseProbeFile(text: string): ProbeFileParse {
  const probes: Probe[] = [];
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, line: i + 1, message: 'not JSON' };
    }
    const parsed = probeLineSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { ok: false, line: i + 1, message: `${issue.path.join('.') || 'line'}: ${issue.message}` };
    }
    probes.push(probeFromLine(parsed.data, probes.length + 1));
  }
  if (probes.length === 0) return { ok: false, line: 0, message: 'the file holds no probe' };
  return { ok: true, probes };
}
