/**
 * The OpenAI Responses input items the format writes (openai-node `resources/responses`: EasyInputMessage,
 * ResponseInputItem.Message, ResponseFunctionToolCall, ResponseCustomToolCall, FunctionCallOutput,
 * ResponseReasoningItem, ResponseCompactionItemParam, FunctionTool), written structurally so core needs no SDK; a
 * type-level test proves the fragment assignable to the SDK's ResponseCreateParams. Types only.
 */

export interface ResponsesInputText {
  type: 'input_text';
  text: string;
}

export interface ResponsesInputImage {
  type: 'input_image';
  image_url: string;
  detail: 'low' | 'high' | 'auto' | 'original';
}

export type ResponsesInputPart = ResponsesInputText | ResponsesInputImage;

export interface ResponsesInputMessage {
  type: 'message';
  role: 'user' | 'developer' | 'system';
  content: ResponsesInputPart[];
}

/** An assistant message as input (EasyInputMessage): no item id, which `store: false` could not resolve. */
export interface ResponsesAssistantMessage {
  type: 'message';
  role: 'assistant';
  content: string;
  phase?: 'commentary' | 'final_answer';
}

export interface ResponsesFunctionCall {
  type: 'function_call';
  call_id: string;
  name: string;
  arguments: string;
}

export interface ResponsesCustomToolCall {
  type: 'custom_tool_call';
  call_id: string;
  name: string;
  input: string;
}

export interface ResponsesCallOutput {
  type: 'function_call_output' | 'custom_tool_call_output';
  call_id: string;
  output: string | ResponsesInputText[];
}

export interface ResponsesReasoning {
  type: 'reasoning';
  id: string;
  summary: { type: 'summary_text'; text: string }[];
  encrypted_content: string;
  content?: { type: 'reasoning_text'; text: string }[];
}

export interface ResponsesCompaction {
  type: 'compaction';
  encrypted_content: string;
}

export type ResponsesInputItem =
  | ResponsesInputMessage
  | ResponsesAssistantMessage
  | ResponsesFunctionCall
  | ResponsesCustomToolCall
  | ResponsesCallOutput
  | ResponsesReasoning
  | ResponsesCompaction;

export interface ResponsesFunctionTool {
  type: 'function';
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  strict: boolean;
}

/** What a host spreads into `openai.responses.create({ model, store: false, ...fragment })`. */
export interface OpenAiResponsesFragment {
  instructions?: string;
  input: ResponsesInputItem[];
  tools?: ResponsesFunctionTool[];
}
