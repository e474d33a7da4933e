/** Timing helpers for benchmarks: percentiles over repeated runs, printed beside their goal. */
export async function measure(runs: number, fn: (i: number) => Promise<void>, warmup = 10): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * `rounds` rounds of `concurrency` calls at once, after two rounds that warm up; the latency of each
 * call. `work` gets a running number (to pick what to request).
 */
export async function concurrent(rounds: number, concurrency: number, work: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let round = -2; round < rounds; round++) {
    const batch = await Promise.all(
      Array.from({ length: concurrency }, async (_, k) => {
        const start = performance.now();
        await work(Math.abs(round) * concurrency + k);
        return performance.now() - start;
      }),
    );
    if (round >= 0) times.push(...batch);
  }
  return times;
}

export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

export interface Result {
  name: string;
  value: number;
  unit: string;
  goal: number;
  /** true when lower is better */
  lowerIsBetter: boolean;
}

export function report(results: Result[]): boolean {
  let ok = true;
  for (const r of results) {
    const pass = r.lowerIsBetter ? r.value <= r.goal : r.value >= r.goal;
    ok &&= pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ${r.name}: ${r.value.toFixed(1)} ${r.unit} (goal ${r.lowerIsBetter ? '≤' : '≥'} ${r.goal} ${r.unit})`,
    );
  }
  return ok;
}
