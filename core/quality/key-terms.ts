/**
 * Key terms of a sentence (quality spec §4, check G4): the strong terms a summary must carry verbatim — backtick
 * spans, path-like tokens, identifiers with inner capitals, underscores or hyphens, numbers of two digits or more,
 * short quoted strings — and up to six weak terms, other words of five letters or more that are not stopwords, the
 * rarest in the session first. Pure; outputs are in order of first occurrence (weak terms: rarest first).
 */

const STOPWORDS = new Set(
  (
    'about above after again against because before being below between could doing during every first further ' +
    'having into itself just might other ought ourselves please right should since still their theirs themselves ' +
    'there these thing things think those through under until where which while would yours alright already also ' +
    'always never really maybe going want wants make makes something anything everything nothing'
  ).split(' '),
);

export interface KeyTerms {
  strong: string[];
  weak: string[];
}

const BACKTICK = /`([^`\n]{1,80})`/g;
const QUOTED = /"([^"\n]{2,60})"|'([^'\n]{2,60})'/g;
const TOKEN = /[A-Za-z0-9_./@:~-]+[A-Za-z0-9_/]/g;
const FILE_EXT = /\.[A-Za-z][A-Za-z0-9]{0,5}$/;

/** Whether a bare token is strong: a path, an identifier with inner structure, or a number of ≥ 2 digits. */
export function isStrongToken(token: string): boolean {
  if (/^\d{2,}$/.test(token.replace(/[,.]/g, ''))) return true;
  if (/^[a-z]+:\/\//i.test(token)) return false;
  if (token.includes('/') && /[A-Za-z]/.test(token)) return true;
  if (FILE_EXT.test(token) && /^[\w./-]+$/.test(token) && !/^\d/.test(token)) return true;
  if (/[a-z][A-Z]/.test(token) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(token)) return true;
  return /^[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)+$/.test(token) && /\d|[A-Z]/.test(token);
}

const unique = (values: string[]) => [...new Set(values)];

/** The strong terms of `text`, in order of first occurrence. */
export function strongTerms(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(BACKTICK)) found.push(m[1]!.trim());
  for (const m of text.matchAll(QUOTED)) found.push((m[1] ?? m[2] ?? '').trim());
  const bare = text.replace(BACKTICK, ' ').replace(QUOTED, ' ');
  for (const m of bare.matchAll(TOKEN)) {
    const token = m[0].replace(/[.:]+$/, '');
    if (isStrongToken(token)) found.push(token);
  }
  return unique(found.filter((t) => t.length >= 2));
}

/**
 * The key terms of `text`. `frequency` counts how often each lower-cased word occurs in the whole session (rarer
 * words say more); without it, longer words come first.
 */
export function keyTerms(text: string, frequency?: ReadonlyMap<string, number>, maxWeak = 6): KeyTerms {
  const strong = strongTerms(text);
  const inStrong = new Set(strong.flatMap((s) => s.toLowerCase().split(/[^a-z0-9]+/)));
  const words = unique(
    (text.replace(BACKTICK, ' ').match(/[A-Za-z]{5,}/g) ?? [])
      .map((w) => w.toLowerCase())
      .filter((w) => !STOPWORDS.has(w) && !inStrong.has(w)),
  );
  const rank = (w: string) => frequency?.get(w) ?? 1 / w.length;
  const weak = [...words].sort((a, b) => rank(a) - rank(b) || words.indexOf(a) - words.indexOf(b)).slice(0, maxWeak);
  return { strong, weak };
}

/** Lower-cased word counts of a session's texts, for `keyTerms`' rarity order. */
export function wordFrequency(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const w of text.match(/[A-Za-z]{5,}/g) ?? []) {
      const key = w.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}
