/**
 * Who answers an eval's probes, one shape for each reader (eval-readers.ts lists them): given the context a strategy
 * left, it grades every probe and says what reading cost. The offline reference reader is here; the live reader
 * (a model, with an optional judge) is live-reader.ts.
 */
import type { GradedProbe } from '../../core/quality/grade';
import { gradeAnswer } from '../../core/quality/grade';
import type { Probe } from '../../core/quality/probes';
import { contextText, REFERENCE_READER_LABEL } from '../../core/quality/reference-reader';
import { referenceAnswers } from '../../core/quality/reference-reader';
import type { AgentMessage } from '../../core/session/messages';
import { imageSha } from './arms';

/** The context a strategy left: its messages and the decoder's text of each snapcompact frame (by PNG sha256). */
export interface ReadContext {
  messages: AgentMessage[];
  frameText?: ReadonlyMap<string, string>;
}

/** What a report says about its reader: the reference reader is an upper bound; a live one names its models. */
export type ReaderInfo =
  | { kind: 'reference'; label: string; upperBound: true }
  | { kind: 'live'; label: string; upperBound: false; model: string; judge?: string; prompts: Record<string, string> };

export interface ReadResult {
  grades: GradedProbe[];
  /** Provider-reported tokens of the reader's (and judge's) calls; absent for the reference reader. */
  usage?: { input: number; output: number; billedInput: number };
}

export interface EvalReader {
  info: ReaderInfo;
  read(probes: readonly Probe[], context: ReadContext, cwd?: string): Promise<ReadResult>;
}

export const referenceReader: EvalReader = {
  info: { kind: 'reference', label: REFERENCE_READER_LABEL, upperBound: true },
  read(probes, context, cwd) {
    const text = contextText(context.messages, (image) => context.frameText?.get(imageSha(image)));
    const answers = referenceAnswers(probes, text, cwd);
    return Promise.resolve({ grades: answers.map((answer, i) => gradeAnswer(probes[i]!, answer)) });
  },
};
