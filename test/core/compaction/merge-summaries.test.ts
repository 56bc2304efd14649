import { mergeSummaries } from '../../../core';

describe('mergeSummaries (split-turn merge)', () => {
  it('appends the turn prefix under the split-turn heading', () => {
    expect(mergeSummaries({ history: 'H', turnPrefix: 'P' })).toBe('H\n\n---\n\n**Turn Context (split turn):**\n\nP');
  });

  it('stands in "No prior history." when a split turn has no history', () => {
    expect(mergeSummaries({ turnPrefix: 'P' })).toBe('No prior history.\n\n---\n\n**Turn Context (split turn):**\n\nP');
  });

  it('reuses the previous summary unchanged when nothing new was summarized', () => {
    expect(mergeSummaries({ previous: 'old' })).toBe('old');
    expect(mergeSummaries({ history: 'new', previous: 'old' })).toBe('new');
    expect(mergeSummaries({})).toBe('No prior history.');
  });
});
