/**
 * The one error a wire-format decoder throws for input it cannot take: which format, where (a JSON pointer into the
 * posted turn, e.g. `/input/2/content/0/tool_use_id`) and why. Nothing is stored when it is thrown; the API maps it
 * to a 422 problem. No other exception (TypeError included) may escape a decoder for bad input.
 */

export class WireFormatError extends Error {
  override readonly name = 'WireFormatError';
  readonly code = 'wire_format_invalid';
  constructor(
    readonly format: string,
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${format} turn ${path || '/'}: ${reason}`);
  }
}
