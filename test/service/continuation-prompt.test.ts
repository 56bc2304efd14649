import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TemplateError } from '../../core/template';
import { continuationPrompt, withContinuationPrompt } from '../../service/continuation-prompt';
import type { CompactSessionResult } from '../../workflows/compaction-types';
import { CONTINUATION_PROMPT } from '../helpers/continuation-prompt';

const dir = mkdtempSync(path.join(os.tmpdir(), 'continuation-prompt-'));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};

const compacted: CompactSessionResult = {
  outcome: 'compacted',
  workflowId: 'compact:t:s',
  tokensBefore: 6000,
  tokensAfter: 900,
  willRetry: false,
};

describe('the continuation prompt (prompts/auto-continue.md)', () => {
  it('renders the repository file without its trailing newline', () => {
    expect(continuationPrompt()).toBe(CONTINUATION_PROMPT);
  });

  it('joins a result that says autoContinue, and leaves every other result as it is', () => {
    expect(withContinuationPrompt({ ...compacted, autoContinue: true })).toEqual({
      ...compacted,
      autoContinue: true,
      continuationPrompt: CONTINUATION_PROMPT,
    });
    expect(withContinuationPrompt(compacted)).toBe(compacted);
  });

  it('refuses an empty file, a file with a placeholder and a missing file', () => {
    expect(() => continuationPrompt(file('empty.md', ' \n'))).toThrow(/is empty/);
    expect(() => continuationPrompt(file('placeholder.md', 'Resume {{task}}.'))).toThrow(TemplateError);
    expect(() => continuationPrompt(path.join(dir, 'missing.md'))).toThrow(/ENOENT/);
  });
});
