/** One-line description of a failure: the first line of each message along the cause chain. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message || current.name : String(current);
    const line = message.split('\n')[0]!.trim();
    if (line && !parts.includes(line)) parts.push(line);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ') || 'unknown error';
}
