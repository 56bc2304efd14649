/** Names of the per-run template database and per-file test databases derived from DATABASE_URL. */
export function templateDatabaseName(url: string): string {
  return `${new URL(url).pathname.slice(1)}_template`;
}

export function testDatabaseName(url: string, tag: string): string {
  return `${new URL(url).pathname.slice(1)}_${tag}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63);
}
