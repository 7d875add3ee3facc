import { readFile } from 'node:fs/promises';

const EVERY_MS = 200;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export interface RssWatch {
  /** The highest VmRSS seen so far, in MB, a last sample included. */
  stop(): Promise<number>;
}

/** Samples a process's resident memory (VmRSS) every 200 ms until stopped. */
export function watchPeakRss(pid: number): RssWatch {
  let peakMb = 0;
  const sample = () =>
    rssMb(pid).then(
      (mb) => {
        peakMb = Math.max(peakMb, mb);
      },
      () => {},
    );
  void sample();
  const timer = setInterval(() => void sample(), EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return peakMb;
    },
  };
}

/** Runs `work` while sampling the process's memory; answers the work's result and the peak in MB. */
export async function withPeakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  const watch = watchPeakRss(pid);
  try {
    const result = await work();
    return { result, peakMb: await watch.stop() };
  } catch (error) {
    await watch.stop();
    throw error;
  }
}
