/**
 * Cumulative file activity of compactions (compaction spec §6.6): which local files the assistant read, wrote or
 * edited, carried from one pi-generated compaction to the next through `details`. Only assistant tool calls count;
 * read selectors are stripped and `scheme://` paths are not files. Outputs are sorted.
 */
import type { FileOpsDetails } from '../session/entries';
import type { AgentMessage } from '../session/messages';
import { hasUrlScheme, splitReadSelector } from './read-selector';

export interface FileOperations {
  read: Set<string>;
  written: Set<string>;
  edited: Set<string>;
}

/** Starts from the previous compaction's lists when it was pi-generated (not written by an extension). */
export function createFileOperations(previous?: { details?: FileOpsDetails; fromExtension?: boolean }): FileOperations {
  const ops: FileOperations = { read: new Set(), written: new Set(), edited: new Set() };
  if (previous?.details && previous.fromExtension !== true) {
    for (const path of previous.details.readFiles) ops.read.add(splitReadSelector(path).path);
    for (const path of previous.details.modifiedFiles) ops.edited.add(path);
  }
  return ops;
}

/** Adds the file paths of every read/write/edit tool call in `messages` to `ops` (a fresh copy is returned). */
export function extractFileOperations(messages: readonly AgentMessage[], ops: FileOperations): FileOperations {
  const next: FileOperations = { read: new Set(ops.read), written: new Set(ops.written), edited: new Set(ops.edited) };
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const block of message.content) {
      if (block.type !== 'toolCall') continue;
      const path = (block.arguments as { path?: unknown } | undefined)?.path;
      if (typeof path !== 'string' || hasUrlScheme(path)) continue;
      if (block.name === 'read') next.read.add(splitReadSelector(path).path);
      else if (block.name === 'write') next.written.add(path);
      else if (block.name === 'edit') next.edited.add(path);
    }
  }
  return next;
}

/** The persisted lists: modified = edited ∪ written; read = read − modified; URLs dropped; both sorted. */
export function computeFileLists(ops: FileOperations): FileOpsDetails {
  const modified = new Set([...ops.edited, ...ops.written].filter((p) => !hasUrlScheme(p)));
  const readFiles = [...ops.read].filter((p) => !modified.has(p) && !hasUrlScheme(p));
  return { readFiles: readFiles.sort(), modifiedFiles: [...modified].sort() };
}
