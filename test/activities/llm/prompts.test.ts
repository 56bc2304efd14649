import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PROMPTS_DIR, loadPromptSet, PROMPT_IDS, PromptSetError } from '../../../activities/llm/prompts';
import { templateVariables } from '../../../core/template';

describe('loadPromptSet', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'prompts-'));
    cpSync(DEFAULT_PROMPTS_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads every prompt into a frozen map with a sha256 each and a set hash', () => {
    const set = loadPromptSet();
    expect(Object.keys(set.prompts).sort()).toEqual([...PROMPT_IDS].sort());
    expect(Object.isFrozen(set.prompts)).toBe(true);
    for (const id of PROMPT_IDS) expect(set.prompts[id].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(set.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(loadPromptSet(dir).hash).toBe(set.hash);
  });

  it('uses placeholders only in the context wrappers, each exactly {{summary}}', () => {
    const set = loadPromptSet();
    const withVars = PROMPT_IDS.filter((id) => templateVariables(set.prompts[id].text).length > 0);
    expect(withVars).toEqual(['context-compaction', 'context-branch', 'context-handoff']);
    for (const id of withVars) expect(templateVariables(set.prompts[id].text)).toEqual(['summary']);
  });

  it('changes the set hash when any one prompt changes', () => {
    const before = loadPromptSet(dir).hash;
    writeFileSync(path.join(dir, 'short-summary.md'), 'Say what changed in one sentence.\n');
    expect(loadPromptSet(dir).hash).not.toBe(before);
  });

  it('refuses to load when a prompt is missing or empty, naming each', () => {
    unlinkSync(path.join(dir, 'turn-prefix.md'));
    writeFileSync(path.join(dir, 'handoff-document.md'), '  \n');
    expect(() => loadPromptSet(dir)).toThrow(PromptSetError);
    expect(() => loadPromptSet(dir)).toThrow(/turn-prefix: ENOENT.*handoff-document: empty/);
  });
});
