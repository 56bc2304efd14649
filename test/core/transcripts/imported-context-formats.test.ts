/**
 * What an imported transcript gives a host (wire-formats spec §6 items 3–7, 16–18): the rebuilt context of every
 * transcript fixture, read in each provider format, is a request that provider accepts (test/helpers/wire-validators);
 * and an import is stable: written out as an upstream session file and read back, it has the same entries, and
 * its second export in each format equals the first.
 */
import { contextProvider, encodeContext, PROVIDER_FORMATS } from '../../../core/formats';
import { buildSessionContext } from '../../../core/session/build-context';
import type { SessionEntry } from '../../../core/session/entries';
import { validateEntry } from '../../../core/session/entry-schema';
import { createSessionFileReader } from '../../../core/session/session-file';
import { importTranscript } from '../../../core/transcripts/import-transcript';
import type { TranscriptFormat } from '../../../core/transcripts/transcript-formats';
import { expectAcceptedRequest } from '../../helpers/wire-validators';
import { fixtureLines } from './transcript-builders';

const TRANSCRIPTS: [TranscriptFormat, string, string][] = [
  ['claude-code', 'claude-code/short.jsonl', 'anthropic/claude-opus-4-6'],
  ['claude-code', 'claude-code/tool_heavy.jsonl', 'anthropic/claude-opus-4-6'],
  ['claude-code', 'claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl', 'anthropic/claude-opus-4-6'],
  ['codex', 'codex/codex-rollout-from-protocol-tools.jsonl', 'openai/gpt-5'],
  ['codex', 'codex/codex-rollout-from-protocol-remote-compacted.jsonl', 'openai/gpt-5-codex'],
  ['codex', 'codex/codex-rollout-from-protocol-local-compacted.jsonl', 'openai/gpt-5'],
];

/** The request fragment of each provider format for a session's context, for the model that wrote it. */
function exports(entries: readonly SessionEntry[], leafId: string | null, target: string) {
  return PROVIDER_FORMATS.map((format) => {
    const provider = contextProvider(format, target);
    const { messages } = buildSessionContext(entries, { leafId, provider });
    return [format, encodeContext(format, messages, { target })] as const;
  });
}

/** The entries written as an upstream v3 session file and read back through the upstream reader. */
function roundTrip(header: Record<string, unknown>, entries: readonly SessionEntry[]): SessionEntry[] {
  const reader = createSessionFileReader();
  const lines = [header, ...entries].map((value) => JSON.stringify(value));
  return lines.flatMap((text, i) => {
    const raw = reader.read(text, i + 1);
    if (raw === undefined) return [];
    const result = validateEntry(raw);
    if (!result.ok) throw new Error(`line ${i + 1}: ${result.message}`);
    return [result.entry];
  });
}

describe.each(TRANSCRIPTS)('the %s transcript %s', (format, file, target) => {
  const imported = importTranscript(format, fixtureLines(file));

  it.each(PROVIDER_FORMATS)('reads as a request %s accepts', (wire) => {
    const fragment = exports(imported.entries, imported.leafId, target).find(([f]) => f === wire)![1];
    expectAcceptedRequest(wire, fragment);
  });

  it('is the same session after a round trip through an upstream file, and exports the same again', () => {
    const again = roundTrip(imported.header, imported.entries);
    expect(again).toEqual(imported.entries);
    expect(exports(again, imported.leafId, target)).toEqual(exports(imported.entries, imported.leafId, target));
  });
});
