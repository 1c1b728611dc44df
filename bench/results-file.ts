import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/** Appends a section (its lines) to bench/RESULTS.md. */
export function appendResults(lines: string[]): void {
  // A run that failed before measuring anything has nothing to record.
  if (lines.length === 0) return;
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  writeFileSync(resultsFile, `${previous.trimEnd()}\n\n${lines.join('\n')}\n`);
  console.log(`Recorded in ${resultsFile}`);
}
