import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * bench/results.json: one flat record of named figures, each with its budget.
 * Several issues add their own figures over time, so the file is always merged
 * (read, update the keys this run measured, write back), never replaced, and
 * the keys are kept sorted so a diff shows only what changed.
 */
/** 'count' is a number of things, such as requests. */
export type Unit = 'bytes' | 'ms' | 'score' | 'count';

export interface Figure {
  value: number;
  unit: Unit;
  budget: number;
  higherIsBetter: boolean;
}

export type Results = Record<string, Figure>;

export function isOverBudget(figure: Figure): boolean {
  return figure.higherIsBetter ? figure.value < figure.budget : figure.value > figure.budget;
}

export function readResults(path: string): Results {
  if (!existsSync(path)) return {};
  const text = readFileSync(path, 'utf8');
  if (text.trim() === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${path} is not a JSON object; not overwriting it.`);
  }
  return parsed as Results;
}

/** Writes `figures` over the same keys of the existing file; every other key stays as it was. */
export function mergeResults(path: string, figures: Results): Results {
  const merged: Results = { ...readResults(path), ...figures };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((key) => [key, merged[key]!]),
  );
  mkdirSync(dirname(path), { recursive: true });
  // Write then rename: an interrupted bench never leaves a half-written file for the next one to trip on.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, path);
  return sorted;
}
