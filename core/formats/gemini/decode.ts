/**
 * Gemini turn decoder: `input` is Content[] (user contents with text, inline or file images and functionResponse
 * parts; a model content is taken as given), `response` a GenerateContentResponse (its first candidate). A
 * functionResponse answers the call its id names, else the oldest open call of its name (Gemini ids are optional);
 * a call without an id gets one minted from the response id (or timestamp) and its position. Thought parts become
 * thinking with their signature; a signature on a text or functionCall part is kept on that block. Pure.
 */
import type { AssistantBlock, AssistantMessage, ImageBlock, StoredMessage, TextBlock } from '../../session/messages';
import {
  hasToolCalls,
  inputAssistant,
  responseAssistant,
  type FormatDecodeContext,
  type FormatDecoder,
} from '../decode-turn';
import { imageFromUrl } from '../images';
import { isObject, type JsonObject } from '../read';
import { geminiStop } from '../stop-reasons';
import { geminiUsage } from '../usage';

function modelBlocks(parts: unknown[], path: string, ctx: FormatDecodeContext, idBase: string): AssistantBlock[] {
  const { r } = ctx;
  return parts.flatMap((raw, i): AssistantBlock[] => {
    const at = `${path}/${i}`;
    const p = r.object(raw, at);
    const signature = r.optionalString(p.thoughtSignature, `${at}/thoughtSignature`);
    if (typeof p.text === 'string') {
      if (p.thought === true)
        return [{ type: 'thinking', thinking: p.text, ...(signature ? { thinkingSignature: signature } : {}) }];
      return [{ type: 'text', text: p.text, ...(signature ? { textSignature: signature } : {}) }];
    }
    if (!isObject(p.functionCall)) return [];
    const call = p.functionCall;
    const id = r.optionalString(call.id, `${at}/functionCall/id`) ?? `${idBase}_${i}`;
    const name = r.string(call.name, `${at}/functionCall/name`);
    ctx.calls.add({ id, name });
    const args = r.optionalObject(call.args, `${at}/functionCall/args`) ?? {};
    return [{ type: 'toolCall', id, name, arguments: args, ...(signature ? { thoughtSignature: signature } : {}) }];
  });
}

function resultContent(response: JsonObject | undefined): { text: string; isError: boolean } {
  if (response && typeof response.error === 'string' && Object.keys(response).length === 1)
    return { text: response.error, isError: true };
  if (response && typeof response.output === 'string' && Object.keys(response).length === 1)
    return { text: response.output, isError: false };
  return { text: JSON.stringify(response ?? {}), isError: false };
}

function userMessages(parts: unknown[], path: string, ctx: FormatDecodeContext): StoredMessage[] {
  const { r, timestamp } = ctx;
  const out: StoredMessage[] = [];
  let pending: (TextBlock | ImageBlock)[] = [];
  const flush = () => {
    if (pending.length > 0) out.push({ role: 'user', content: pending, timestamp });
    pending = [];
  };
  parts.forEach((raw, i) => {
    const at = `${path}/${i}`;
    const p = r.object(raw, at);
    if (typeof p.text === 'string') return void pending.push({ type: 'text', text: p.text });
    if (isObject(p.inlineData)) {
      const data = r.string(p.inlineData.data, `${at}/inlineData/data`);
      return void pending.push({
        type: 'image',
        mimeType: r.string(p.inlineData.mimeType, `${at}/inlineData/mimeType`),
        data,
      });
    }
    if (isObject(p.fileData)) {
      const uri = r.string(p.fileData.fileUri, `${at}/fileData/fileUri`);
      return void pending.push(imageFromUrl(uri, r.optionalString(p.fileData.mimeType, `${at}/fileData/mimeType`)));
    }
    if (!isObject(p.functionResponse))
      return void r.fail(at, 'a user part carries text, inlineData, fileData or functionResponse');
    flush();
    const fr = p.functionResponse;
    const name = r.string(fr.name, `${at}/functionResponse/name`);
    const given = r.optionalString(fr.id, `${at}/functionResponse/id`);
    const id =
      (given !== undefined && ctx.calls.answer(given) !== undefined ? given : undefined) ??
      ctx.calls.answerByName(name);
    if (id === undefined) r.fail(`${at}/functionResponse`, `answers no open call of "${name}" in the session`);
    const { text, isError } = resultContent(r.optionalObject(fr.response, `${at}/functionResponse/response`));
    out.push({
      role: 'toolResult',
      toolCallId: id!,
      toolName: name,
      content: [{ type: 'text', text }],
      isError,
      timestamp,
    });
  });
  flush();
  return out;
}

export const geminiDecoder: FormatDecoder = {
  input(raw, path, ctx): StoredMessage[] {
    const { r } = ctx;
    const content = r.object(raw, path);
    const parts = r.array(content.parts, `${path}/parts`);
    if (content.role === undefined || content.role === 'user') return userMessages(parts, `${path}/parts`, ctx);
    if (content.role !== 'model') return r.fail(`${path}/role`, 'must be "user" or "model"');
    const blocks = modelBlocks(parts, `${path}/parts`, ctx, `gemini_${ctx.timestamp}_${path.split('/').pop()}`);
    return [inputAssistant('gemini', blocks, ctx)];
  },

  response(raw, path, ctx): AssistantMessage {
    const { r } = ctx;
    const response = r.object(raw, path);
    const candidates = r.optionalArray(response.candidates, `${path}/candidates`) ?? [];
    const candidate = candidates.length > 0 ? r.object(candidates[0], `${path}/candidates/0`) : undefined;
    const content = r.optionalObject(candidate?.content, `${path}/candidates/0/content`);
    const responseId = r.optionalString(response.responseId, `${path}/responseId`);
    const parts = r.optionalArray(content?.parts, `${path}/candidates/0/content/parts`) ?? [];
    const blocks = modelBlocks(
      parts,
      `${path}/candidates/0/content/parts`,
      ctx,
      `gemini_${responseId ?? ctx.timestamp}`,
    );
    const feedback = r.optionalObject(response.promptFeedback, `${path}/promptFeedback`);
    const blockReason = candidate
      ? undefined
      : (r.optionalString(feedback?.blockReason, `${path}/promptFeedback/blockReason`) ?? 'no candidates');
    const facts = {
      content: blocks,
      model: r.optionalString(response.modelVersion, `${path}/modelVersion`),
      usage: geminiUsage(response.usageMetadata),
      stop: geminiStop(candidate?.finishReason, hasToolCalls(blocks), blockReason),
      responseId,
    };
    return responseAssistant('gemini', facts, ctx);
  },
};
