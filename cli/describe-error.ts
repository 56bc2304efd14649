/**
 * One-line description of a failure: the first line of each message along the cause chain, with Node's file-system
 * error codes (EISDIR, EEXIST, …) said in words naming the path.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const message =
      fileSystemMessage(current) ?? (current instanceof Error ? current.message || current.name : String(current));
    const line = message.split('\n')[0]!.trim();
    if (line && !parts.includes(line)) parts.push(line);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ') || 'unknown error';
}

const FILE_SYSTEM: Readonly<Record<string, (path: string) => string>> = {
  EISDIR: (p) => `${p} is a directory where a file was expected`,
  EEXIST: (p) => `${p} already exists and is not a directory`,
  ENOTDIR: (p) => `a part of ${p} is a file where a directory was expected`,
  ENOENT: (p) => `no such file or directory: ${p}`,
  EACCES: (p) => `permission denied: ${p}`,
  EPERM: (p) => `operation not permitted on ${p}`,
  ENOSPC: (p) => `no space left on the device holding ${p}`,
  EROFS: (p) => `${p} is on a read-only file system`,
};

function fileSystemMessage(error: unknown): string | undefined {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (typeof code !== 'string' || typeof path !== 'string') return undefined;
  return FILE_SYSTEM[code]?.(path);
}
