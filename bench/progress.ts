/**
 * A text progress bar per phase on stderr (stdout keeps the results). On a terminal the bar is
 * redrawn in place with the steps under way; elsewhere (CI logs, a file) each finished step
 * prints one line, so the log shows every step with its time and nothing else.
 */
export interface Phase {
  /**
   * Runs one step of the phase, showing it while it runs; answers the step's result. With
   * `expectedSeconds` the bar moves with the clock (a timed run), else by whole steps. Steps
   * may run side by side.
   */
  step<T>(label: string, work: () => Promise<T>, expectedSeconds?: number): Promise<T>;
}

const WIDTH = 24;
const REDRAW_MS = 200;

export function bar(fraction: number): string {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}]`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Running {
  started: number;
  expectedSeconds: number | undefined;
}

export function phase(name: string, totalSteps: number, stream: NodeJS.WriteStream = process.stderr): Phase {
  const interactive = stream.isTTY === true;
  const running = new Map<string, Running>();
  let done = 0;
  let timer: NodeJS.Timeout | undefined;

  const within = () =>
    [...running.values()].reduce(
      (sum, r) =>
        sum +
        (r.expectedSeconds ? Math.min(1, (performance.now() - r.started) / 1000 / r.expectedSeconds) : 0),
      0,
    );
  const draw = () => {
    const labels = [...running.entries()]
      .map(([label, r]) => `${label} ${seconds(performance.now() - r.started)}`)
      .join(' | ');
    stream.write(`\r\x1b[2K${name} ${bar((done + within()) / totalSteps)} ${done}/${totalSteps} ${labels}`);
  };

  return {
    async step(label, work, expectedSeconds) {
      const started = performance.now();
      running.set(label, { started, expectedSeconds });
      if (interactive) {
        timer ??= setInterval(draw, REDRAW_MS);
        draw();
      }
      try {
        return await work();
      } finally {
        running.delete(label);
        done += 1;
        const line = `${name} ${bar(done / totalSteps)} ${done}/${totalSteps} ${label} ${seconds(performance.now() - started)}`;
        stream.write(interactive ? `\r\x1b[2K${line}\n` : `${line}\n`);
        if (interactive && running.size === 0) {
          clearInterval(timer);
          timer = undefined;
        } else if (interactive) draw();
      }
    },
  };
}
