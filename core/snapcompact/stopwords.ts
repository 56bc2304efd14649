/**
 * Stopword dimming: function words printed in gray so content words read louder (snapcompact spec §5.4). Applied
 * per page after pagination, so capacity math never sees the zero-width markers it adds.
 */
import { DIM_OFF, DIM_ON } from './markers';

const STOPWORDS = new Set(
  (
    'the a an and or of to in on at as is are was were be been by for with that this it its from had has have not ' +
    'but he she his her they their them which also who whom when where while will would could should there then ' +
    'than into over under about after before between during each such these those some most more other only same so'
  ).split(' '),
);

const WORD = /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]+/y;

/** Wraps every maximal alphabetic run that is a stopword in DIM_ON…DIM_OFF, outside spans that are already dim. */
export function dimStopwords(text: string, startsDim = false): string {
  let out = '';
  let dim = startsDim;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === DIM_ON || ch === DIM_OFF) {
      dim = ch === DIM_ON;
      out += ch;
      i += 1;
      continue;
    }
    WORD.lastIndex = i;
    const match = WORD.exec(text);
    if (!match) {
      out += ch;
      i += 1;
      continue;
    }
    const word = match[0];
    out += !dim && STOPWORDS.has(word.toLowerCase()) ? `${DIM_ON}${word}${DIM_OFF}` : word;
    i += word.length;
  }
  return out;
}
