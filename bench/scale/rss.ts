import { readFile } from 'node:fs/promises';

const EVERY_MS = 200;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Samples a process's resident memory (VmRSS) every 200 ms while `work` runs; answers the
 * work's result and the peak in MB.
 */
export async function withPeakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = await rssMb(pid).catch(() => 0);
  const timer = setInterval(() => {
    rssMb(pid).then(
      (mb) => {
        peakMb = Math.max(peakMb, mb);
      },
      () => {},
    );
  }, EVERY_MS);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, await rssMb(pid).catch(() => 0));
    return { result, peakMb };
  } finally {
    clearInterval(timer);
  }
}
