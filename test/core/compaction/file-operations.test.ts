import {
  computeFileLists,
  createFileOperations,
  extractFileOperations,
  formatFilesTag,
  upsertFileOperations,
  type AgentMessage,
  type FileOperations,
} from '../../../core';

const calls = (...list: [string, Record<string, unknown>][]): AgentMessage[] => [
  {
    role: 'assistant',
    stopReason: 'toolUse',
    timestamp: 1,
    content: list.map(([name, args], i) => ({ type: 'toolCall' as const, id: `c${i}`, name, arguments: args })),
  },
];

const ops = (read: string[], written: string[] = [], edited: string[] = []): FileOperations => ({
  read: new Set(read),
  written: new Set(written),
  edited: new Set(edited),
});

describe('file operations', () => {
  it('extracts read/write/edit paths from assistant tool calls, stripping selectors and skipping URLs', () => {
    const result = extractFileOperations(
      [
        ...calls(
          ['read', { path: 'src/a.ts:10-20' }],
          ['read', { path: 'db.sqlite:users' }],
          ['read', { path: 'artifact://7' }],
          ['read', { path: 'x.ts:conflict://3' }],
          ['write', { path: 'src/b.ts' }],
          ['edit', { path: 'src/c.ts' }],
          ['bash', { path: 'ignored.ts' }],
          ['read', { path: 42 }],
        ),
        { role: 'user', content: 'read src/z.ts', timestamp: 1 },
      ],
      createFileOperations(),
    );
    expect(result).toEqual(ops(['src/a.ts', 'db.sqlite:users'], ['src/b.ts'], ['src/c.ts']));
  });

  it('accumulates the previous compaction’s lists only when it was pi-generated', () => {
    const details = { readFiles: ['a.ts:1-5', 'b.ts'], modifiedFiles: ['c.ts'] };
    expect(createFileOperations({ details })).toEqual(ops(['a.ts', 'b.ts'], [], ['c.ts']));
    expect(createFileOperations({ details, fromExtension: true })).toEqual(ops([]));
  });

  it('computes sorted lists: modified = edited ∪ written, read-only = read − modified, URLs dropped', () => {
    expect(computeFileLists(ops(['z.ts', 'a.ts', 'c.ts', 'https://x/y'], ['d.ts', 'local://n'], ['c.ts']))).toEqual({
      readFiles: ['a.ts', 'z.ts'],
      modifiedFiles: ['c.ts', 'd.ts'],
    });
  });
});

describe('the <files> tag', () => {
  it('marks read-only, read-write and write-only files (spec example)', () => {
    const tag = formatFilesTag(ops(['src/a.ts', 'src/b.ts', 'src/c.ts'], ['src/d.ts'], ['src/c.ts']));
    expect(tag).toBe('<files>\n# src/\na.ts (Read)\nb.ts (Read)\nc.ts (RW)\nd.ts (Write)\n</files>');
  });

  it('folds single-child directory chains and nests headers, files before subdirectories', () => {
    const tag = formatFilesTag(
      ops(
        ['packages/agent/src/compaction/compaction.ts', 'packages/agent/src/compaction/utils.ts', 'README.md'],
        ['packages/agent/src/compaction/prompts/file-operations.md'],
        ['packages/agent/src/compaction/utils.ts'],
      ),
    );
    expect(tag).toBe(
      [
        '<files>',
        'README.md (Read)',
        '# packages/agent/src/compaction/',
        'compaction.ts (Read)',
        'utils.ts (RW)',
        '## prompts/',
        'file-operations.md (Write)',
        '</files>',
      ].join('\n'),
    );
  });

  it('keeps absolute paths readable', () => {
    expect(formatFilesTag(ops(['/Users/me/p/a.ts', '/Users/me/q/b.ts']))).toBe(
      '<files>\n# /Users/me/\n## p/\na.ts (Read)\n## q/\nb.ts (Read)\n</files>',
    );
  });

  it('lists at most 20 files and says how many were left out', () => {
    const many = Array.from({ length: 23 }, (_, i) => `f${String(i).padStart(2, '0')}.ts`);
    const lines = formatFilesTag(ops(many)).split('\n');
    expect(lines).toHaveLength(23);
    expect(lines[20]).toBe('f19.ts (Read)');
    expect(lines[21]).toBe('[…3 files elided…]');
  });

  it('is empty when no file was touched', () => {
    expect(formatFilesTag(ops([]))).toBe('');
  });

  it('replaces earlier file tags, including the legacy ones, when upserted', () => {
    const summary =
      'Goal: x\n\n<read-files>\na\n</read-files>\n<modified-files>\nb\n</modified-files>\n<files>\nold\n</files>\n\n';
    expect(upsertFileOperations(summary, ops(['a.ts']))).toBe('Goal: x\n\n<files>\na.ts (Read)\n</files>');
    expect(upsertFileOperations(summary, ops([]))).toBe('Goal: x');
  });
});
