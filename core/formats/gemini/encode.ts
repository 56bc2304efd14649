/**
 * Gemini fragment `{ contents, config? }` from prepared turns (pairing.ts): roles `user` and `model`, consecutive
 * same-role contents merged, a user content first; each exchange is a model content ending in its functionCall
 * parts, then a user content of exactly as many functionResponse parts (named by the call, `{output}` or `{error}`),
 * never merged with text; a result's images follow as a user content. Ids are not sent: Gemini pairs by order and
 * name. Thought parts and thought signatures go back only to the model that made them. Images: inline data of the
 * accepted types; URLs and other types become a text notice. Pure.
 */
import type { AssistantBlock, ImageBlock } from '../../session/messages';
import { hasBytes, imagePlaceholder } from '../images';
import { LEADING_USER, resultTexts, type AssistantTurn, type InputBlock, type PreparedTurn } from '../pairing';
import { madeByTarget } from '../replay';
import type { EncodeOptions } from '../types';
import type { GeminiContent, GeminiFragment, GeminiPart } from './types';

/** Media types Gemini's image understanding takes (G5: png, jpeg, webp, heic, heif). */
const MEDIA_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif']);

function imagePart(image: ImageBlock): GeminiPart {
  if (!hasBytes(image)) return { text: imagePlaceholder(image, 'no inline image data').text };
  if (!MEDIA_TYPES.has(image.mimeType))
    return { text: imagePlaceholder(image, 'media type not accepted by this provider').text };
  return { inlineData: { mimeType: image.mimeType, data: image.data } };
}

const part = (b: InputBlock): GeminiPart => (b.type === 'text' ? { text: b.text } : imagePart(b));

/** A signature made by this very model, in Gemini's own (base64, not JSON) form. */
const own = (signature: string | undefined, replay: boolean) =>
  replay && signature && !signature.startsWith('{') ? { thoughtSignature: signature } : {};

function modelParts(turn: AssistantTurn, target: string | undefined): GeminiPart[] {
  const replay = madeByTarget(turn.message, target, 'gemini');
  return turn.content.flatMap((b: AssistantBlock): GeminiPart[] => {
    if (b.type === 'text') return [{ text: b.text, ...own(b.textSignature, replay) }];
    if (b.type === 'toolCall')
      return [{ functionCall: { name: b.name, args: b.arguments }, ...own(b.thoughtSignature, replay) }];
    if (b.type === 'thinking' && own(b.thinkingSignature, replay).thoughtSignature) {
      return [{ text: b.thinking, thought: true, thoughtSignature: b.thinkingSignature! }];
    }
    return [];
  });
}

export function encodeGemini(turns: readonly PreparedTurn[], options: EncodeOptions): GeminiFragment {
  const contents: GeminiContent[] = [];
  // Contents holding function responses stand alone: their part count must equal the call count.
  const responses = new Set<GeminiContent>();
  const push = (role: 'user' | 'model', parts: GeminiPart[]) => {
    if (parts.length === 0) return;
    if (role === 'model' && contents.length === 0) push('user', [{ text: LEADING_USER }]);
    const last = contents[contents.length - 1];
    if (last?.role === role && !responses.has(last)) last.parts.push(...parts);
    else contents.push({ role, parts });
  };
  for (const turn of turns) {
    if (turn.kind === 'input') {
      push('user', turn.content.map(part));
      continue;
    }
    push('model', modelParts(turn, options.target));
    if (turn.results.length === 0) continue;
    const answers: GeminiContent = {
      role: 'user',
      parts: turn.results.map((r) => {
        const text = resultTexts(r).join('\n');
        return { functionResponse: { name: r.name, response: r.isError ? { error: text } : { output: text } } };
      }),
    };
    contents.push(answers);
    responses.add(answers);
    const images = turn.results.flatMap((r) => r.content.filter((b): b is ImageBlock => b.type === 'image'));
    if (images.length > 0) contents.push({ role: 'user', parts: images.map(imagePart) });
  }
  return { contents, ...config(options) };
}

/** The tool definitions as one Gemini tool of function declarations. */
export function geminiTools(options: Pick<EncodeOptions, 'tools'>): GeminiTools | undefined {
  if (!options.tools?.length) return undefined;
  const declarations = options.tools.map((t) => ({
    name: t.name,
    description: t.description,
    parametersJsonSchema: t.parameters,
  }));
  return [{ functionDeclarations: declarations }];
}

type GeminiTools = NonNullable<NonNullable<GeminiFragment['config']>['tools']>;

function config(options: EncodeOptions): Pick<GeminiFragment, 'config'> {
  const systemInstruction = options.systemPrompt ? { parts: [{ text: options.systemPrompt }] } : undefined;
  const tools = geminiTools(options);
  if (!systemInstruction && !tools) return {};
  return { config: { ...(systemInstruction ? { systemInstruction } : {}), ...(tools ? { tools } : {}) } };
}
