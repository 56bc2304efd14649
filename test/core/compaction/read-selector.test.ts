import { hasUrlScheme, readToolSupersedeKey, splitReadSelector } from '../../../core';

describe('readToolSupersedeKey (case 42)', () => {
  it('keys a plain read by its path', () => {
    expect(readToolSupersedeKey('read', { path: 'src/foo.ts' })).toBe('src/foo.ts');
  });

  it.each([
    ['edit', { path: 'src/foo.ts' }],
    ['read', { path: 42 }],
    ['read', { path: '' }],
    ['read', {}],
    ['read', null],
    ['read', { path: 'artifact://abc' }],
    ['read', { path: 'https://example.com/x' }],
    ['read', { path: 'local://notes.md' }],
  ])('has no key for %s %j', (tool, args) => {
    expect(readToolSupersedeKey(tool, args)).toBeUndefined();
  });

  it.each([
    ['src/foo.ts:50-200', 'src/foo.ts\u000050-200'],
    ['src/foo.ts:raw', 'src/foo.ts\u0000raw'],
    ['src/foo.ts:conflicts', 'src/foo.ts\u0000conflicts'],
    ['src/foo.ts:2-4:raw', 'src/foo.ts\u00002-4:raw'],
    ['src/foo.ts:raw:2-4', 'src/foo.ts\u0000raw:2-4'],
    ['src/foo.ts:5-16,960-973', 'src/foo.ts\u00005-16,960-973'],
    ['src/foo.ts:50+150', 'src/foo.ts\u000050+150'],
    ['src/foo.ts:L10..L20', 'src/foo.ts\u0000L10..L20'],
    ['src/foo.ts:20-', 'src/foo.ts\u000020-'],
    ['src/foo.ts:20..', 'src/foo.ts\u000020..'],
    ['db.sqlite:users', 'db.sqlite:users'],
    ['db.sqlite:users:42', 'db.sqlite:users\u000042'],
    ['archive.zip:dir/file.ts', 'archive.zip:dir/file.ts'],
  ])('splits the selector of %j', (path, key) => {
    expect(readToolSupersedeKey('read', { path })).toBe(key);
  });
});

describe('read paths', () => {
  it('strips only a trailing selector', () => {
    expect(splitReadSelector('a/b.ts:1-5')).toEqual({ path: 'a/b.ts', selector: '1-5' });
    expect(splitReadSelector('a/b.ts')).toEqual({ path: 'a/b.ts' });
    expect(splitReadSelector('a/b.ts:')).toEqual({ path: 'a/b.ts:' });
    expect(splitReadSelector('a/b.ts:1-x')).toEqual({ path: 'a/b.ts:1-x' });
  });

  it('recognizes scheme paths anywhere in the string', () => {
    expect(hasUrlScheme('artifact://1')).toBe(true);
    expect(hasUrlScheme('x.ts:conflict://3')).toBe(true);
    expect(hasUrlScheme('src/x.ts')).toBe(false);
    expect(hasUrlScheme('C:/x.ts')).toBe(false);
  });
});
