/**
 * The Gemini `generateContent` shapes the format writes (googleapis/js-genai `types.ts`: Content, Part,
 * FunctionCall, FunctionResponse, GenerateContentConfig), written structurally so core needs no SDK; a type-level
 * test proves the fragment assignable to the SDK's GenerateContentParameters without `model`. Types only.
 */

export interface GeminiTextPart {
  text: string;
  thought?: boolean;
  thoughtSignature?: string;
}

export interface GeminiInlineDataPart {
  inlineData: { mimeType: string; data: string };
}

export interface GeminiFunctionCallPart {
  functionCall: { name: string; args: Record<string, unknown> };
  thoughtSignature?: string;
}

export interface GeminiFunctionResponsePart {
  functionResponse: { name: string; response: Record<string, unknown> };
}

export type GeminiPart = GeminiTextPart | GeminiInlineDataPart | GeminiFunctionCallPart | GeminiFunctionResponsePart;

export interface GeminiContent {
  role: 'user' | 'model';
  parts: GeminiPart[];
}

export interface GeminiFunctionDeclaration {
  name: string;
  description: string;
  parametersJsonSchema: Record<string, unknown>;
}

/**
 * What a host spreads into `ai.models.generateContent({ model, ...fragment })`: the SDK takes the system
 * instruction and tools inside `config` (the REST body has them at the top level).
 */
export interface GeminiFragment {
  contents: GeminiContent[];
  config?: {
    systemInstruction?: { parts: { text: string }[] };
    tools?: { functionDeclarations: GeminiFunctionDeclaration[] }[];
  };
}
