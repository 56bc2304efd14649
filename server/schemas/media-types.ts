/** The media types a session-file import is sent as (the route reads the body as a stream). */
export const JSONL_TYPES = ['application/x-ndjson', 'application/jsonl', 'application/x-jsonlines'];
