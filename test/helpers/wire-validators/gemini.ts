/**
 * The Gemini generateContent request rules (wire-formats spec §3.4), each citing its source: G1 = js-genai
 * `types.ts`, G2 = the thought-signatures docs, G3 = errors seen in google-gemini/gemini-cli#11814, #26486, #17208,
 * egoist/chatwise-releases#250, 54xzh/FLIT#69, lbjlaq/Antigravity-Manager#139, G5 = input file requirements.
 * Takes the SDK-shaped fragment (`{ contents, config }`). Returns every violation found.
 */
import { arrayOf, isObject, nonBlank, Violations, type Json, type Violation } from './rules';

const DATA_FIELDS = [
  'text',
  'inlineData',
  'fileData',
  'functionCall',
  'functionResponse',
  'executableCode',
  'codeExecutionResult',
];
const PART_FIELDS = new Set([
  ...DATA_FIELDS,
  'thought',
  'thoughtSignature',
  'videoMetadata',
  'partMetadata',
  'mediaResolution',
]);
const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/;
const MEDIA_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif']);

const count = (parts: unknown[], field: string) => parts.filter((p) => isObject(p) && p[field] !== undefined).length;

export function validateGemini(request: unknown): Violation[] {
  const v = new Violations();
  if (!isObject(request)) return [{ path: '', rule: 'the request is an object' }];
  const config = isObject(request.config) ? request.config : {};
  for (const [i, tool] of arrayOf(config.tools).entries()) {
    for (const [j, d] of arrayOf(isObject(tool) ? tool.functionDeclarations : []).entries()) {
      v.check(
        isObject(d) && typeof d.name === 'string' && NAME.test(d.name),
        `/config/tools/${i}/functionDeclarations/${j}/name`,
        'G3: Invalid function name. Must start with a letter or an underscore',
      );
    }
  }
  const contents = arrayOf(request.contents);
  v.check(contents.length > 0, '/contents', 'G1: contents is not empty');
  contents.forEach((raw, i) => {
    const at = `/contents/${i}`;
    if (!v.check(isObject(raw), at, 'G1: a content is an object')) return;
    const c = raw as Json;
    v.check(c.role === 'user' || c.role === 'model', `${at}/role`, 'G1: roles are only user and model');
    const parts = arrayOf(c.parts);
    v.check(parts.length > 0, `${at}/parts`, 'G3: contents.parts must not be empty');
    parts.forEach((p, j) => part(p, `${at}/parts/${j}`, c.role === 'model', v));
    const calls = count(parts, 'functionCall');
    if (calls === 0) return;
    const prev = contents[i - 1];
    const afterUser = isObject(prev) && prev.role === 'user';
    v.check(
      afterUser,
      at,
      'G3: function call turn comes immediately after a user turn or after a function response turn',
    );
    const next = contents[i + 1];
    const answers = isObject(next) ? count(arrayOf(next.parts), 'functionResponse') : 0;
    v.check(
      isObject(next) && next.role === 'user' && answers === calls,
      `/contents/${i + 1}`,
      'G3: the number of function response parts is equal to the number of function call parts',
    );
    v.check(
      !isObject(next) || count(arrayOf(next.parts), 'text') === 0 || answers === 0,
      `/contents/${i + 1}`,
      'G3: a function response turn holds only the responses',
    );
  });
  return v.list;
}

function part(raw: unknown, at: string, model: boolean, v: Violations): void {
  if (!v.check(isObject(raw), at, 'G1: a part is an object')) return;
  const p = raw as Json;
  const unknown = Object.keys(p).filter((k) => !PART_FIELDS.has(k));
  v.check(unknown.length === 0, at, `G1: a part has only Part fields (found ${unknown.join(', ')})`);
  const fields = DATA_FIELDS.filter((f) => p[f] !== undefined);
  v.check(fields.length === 1, at, "G1: required oneof field 'data' must have exactly one initialized field");
  if (typeof p.text === 'string') v.check(p.text !== '', `${at}/text`, 'G1: text parts are not empty');
  if (p.thought !== undefined) v.check(model, at, 'G2: thought parts appear only in model turns');
  if (isObject(p.functionCall)) {
    v.check(model, at, 'G1: function calls appear only in model turns');
    v.check(
      typeof p.functionCall.name === 'string' && NAME.test(p.functionCall.name),
      `${at}/functionCall/name`,
      'G3: valid function name',
    );
    v.check(
      p.functionCall.args === undefined || isObject(p.functionCall.args),
      `${at}/functionCall/args`,
      'G1: args is an object',
    );
  }
  if (isObject(p.functionResponse)) {
    v.check(!model, at, 'G1: function responses appear only in user turns');
    v.check(
      nonBlank(p.functionResponse.name) && isObject(p.functionResponse.response),
      `${at}/functionResponse`,
      'G1: a function response names its function and has an object response',
    );
  }
  if (isObject(p.inlineData)) {
    v.check(
      MEDIA_TYPES.has(String(p.inlineData.mimeType)) && nonBlank(p.inlineData.data),
      `${at}/inlineData`,
      'G5: png, jpeg, webp, heic or heif inline data',
    );
  }
}
