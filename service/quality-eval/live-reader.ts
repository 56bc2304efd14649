/**
 * The live reader (issue 23; quality spec §2 "Live readers"): a model answers every probe in one request — the
 * context a strategy left sent as real messages through the provider's SDK (snapcompact frames as images when the
 * model reads images), then the probes as a JSON question list — and replies with JSON. Answers to paths,
 * identifiers, numbers and commands are graded by normalized exact match; free-text probes (`grading: judge`) by a
 * judge model in one more request when one is configured, else by their key terms. SDK retries are off and no
 * Temporal retries these calls: a provider error or a reply that is not JSON fails the row, naming why.
 */
import { createCompleter, resolveModelSpec, type Completer, type LlmSettings } from '../../activities/llm';
import type { LlmMessage } from '../../core/compaction/convert-to-llm';
import { lowerMessages } from '../../core/formats/lower-messages';
import { resolveModel, supportsImages } from '../../core/models/model-catalog';
import { gradeAnswer, readAnswer } from '../../core/quality/grade';
import { judgeItems, parseReaderAnswers, parseVerdicts, readerQuestions } from '../../core/quality/model-replies';
import type { Probe } from '../../core/quality/probes';
import { renderTemplate } from '../../core/template';
import type { EvalPrompts } from './eval-prompts';
import type { EvalReader, ReadResult } from './eval-reader';

export interface LiveReaderOptions {
  settings: LlmSettings;
  /** `provider/id` of the reader. */
  reader: string;
  /** `provider/id` of the judge of free-text answers; none: key terms grade them. */
  judge?: string;
  prompts: EvalPrompts;
}

/** A reply that cannot be graded: the row fails with this message rather than scoring a guess. */
export class ModelReplyError extends Error {
  override readonly name = 'ModelReplyError';
}

const SYSTEM = 'You answer questions about a coding session from the context you were given, as JSON.';
/** Room for one short answer per probe (a probe set is 10–40 questions) and the judge's verdicts. */
const MAX_TOKENS = 8_192;

export function createLiveReader(options: LiveReaderOptions): EvalReader {
  const reader = createCompleter(resolveModelSpec(options.settings, options.reader));
  const judge = options.judge ? createCompleter(resolveModelSpec(options.settings, options.judge)) : undefined;
  const vision = supportsImages(resolveModel(options.reader)!);
  const { prompts } = options;
  return {
    info: {
      kind: 'live',
      label: `live reader ${options.reader}${options.judge ? `, judge ${options.judge}` : ''}: a model's answers`,
      upperBound: false,
      model: options.reader,
      ...(options.judge ? { judge: options.judge } : {}),
      prompts: { reader: prompts.reader.sha256, judge: prompts.judge.sha256 },
    },
    async read(probes, context, cwd): Promise<ReadResult> {
      if (probes.length === 0) return { grades: [], usage: { input: 0, output: 0, billedInput: 0 } };
      const history = lowerMessages(context.messages).map((m) => (vision ? m : withoutImages(m)));
      const questions = renderTemplate(prompts.reader.text, { questions: readerQuestions(probes) });
      const reply = await reader.complete({ system: SYSTEM, prompt: questions, maxTokens: MAX_TOKENS, history });
      const answers = parseReaderAnswers(reply.text, probes);
      if (!answers.ok) throw new ModelReplyError(`reader ${options.reader}: ${answers.message}`);
      const read = probes.map((p) => readAnswer(p, answers.value.get(p.id) ?? '', cwd));
      const judged = probes.filter(
        (p, i) => judge && p.grading === 'judge' && p.match !== 'none' && !read[i]!.abstained,
      );
      const verdicts = judge && judged.length > 0 ? await judgeAll(judge, judged, answers.value) : undefined;
      const usage = [reply.usage, ...(verdicts ? [verdicts.usage] : [])];
      return {
        grades: probes.map((p, i) => gradeAnswer(p, read[i]!, verdicts?.value.get(p.id))),
        usage: {
          input: usage.reduce((n, u) => n + u.input, 0),
          output: usage.reduce((n, u) => n + u.output, 0),
          // The next turn's input as billed: Anthropic reports cache reads apart, the others include them.
          billedInput: reply.usage.input + (reader.model.startsWith('anthropic/') ? (reply.usage.cached ?? 0) : 0),
        },
      };
    },
  };

  async function judgeAll(completer: Completer, probes: Probe[], answers: ReadonlyMap<string, string>) {
    const prompt = renderTemplate(prompts.judge.text, { items: judgeItems(probes, answers) });
    const reply = await completer.complete({ system: SYSTEM, prompt, maxTokens: MAX_TOKENS });
    const verdicts = parseVerdicts(reply.text, probes);
    if (!verdicts.ok) throw new ModelReplyError(`judge ${options.judge}: ${verdicts.message}`);
    return { value: verdicts.value, usage: reply.usage };
  }
}

/** A message as a text-only model receives it: images left out (a frame it cannot read costs it nothing). */
function withoutImages(message: LlmMessage): LlmMessage {
  if (message.role === 'assistant' || typeof message.content === 'string') return message;
  if (message.role === 'toolResult') return { ...message, content: message.content.filter((b) => b.type !== 'image') };
  return { ...message, content: message.content.filter((b) => b.type !== 'image') };
}
