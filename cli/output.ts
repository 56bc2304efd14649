/** Writes command results: JSON for --json, readable lines otherwise. stdout carries results only. */
export function printResult(result: unknown, json: boolean, human: () => string): void {
  process.stdout.write(json ? `${JSON.stringify(result, null, 2)}\n` : `${human()}\n`);
}
