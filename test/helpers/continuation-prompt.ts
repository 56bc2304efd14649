/**
 * The continuation prompt as the API renders it from prompts/auto-continue.md (docs/auto-continue.md), written out
 * here so that a test of the rendered text fails when the file changes.
 */
export const CONTINUATION_PROMPT = [
  'The conversation was just compacted automatically because the context window was filling up; nobody asked you ' +
    'to stop. Pick the work back up where it was left:',
  '- Work out what the user asked for most recently and carry on with that.',
  '- Before you act, look again at the recent messages kept word for word after the summary: they are more exact ' +
    'than the summary.',
  '- Where an older plan and a newer request disagree, follow the newer request.',
  '- If that request is already complete, say so in one short sentence and do nothing else.',
].join('\n');
