import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface PrivateRedis {
  url: string;
  /** Starts the server (again, on the same port); resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills the server as a crash would (no goodbye to its clients) and waits until it is gone. */
  stop(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open but nothing answers, as with a hung host. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void;
}

const START_DEADLINE_MS = 10_000;

/** A port nobody listens on now: the kernel picks one, we let it go again. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A Redis of the test's own (`redis-server` as a child process, nothing persisted), so a
 * fault test can stop and restart it without touching the machine's shared Redis.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    if (child) return;
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const proc = spawn('redis-server', [...args, '--daemonize', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start: ${output}`)),
        START_DEADLINE_MS,
      );
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        child = undefined;
        reject(new Error(`redis-server exited with ${code}: ${output}`));
      };
      proc.once('exit', onExit);
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        if (!output.includes('Ready to accept connections')) return;
        clearTimeout(timer);
        proc.off('exit', onExit);
        proc.stdout?.off('data', onOutput);
        resolve();
      };
      proc.stdout?.on('data', onOutput);
      proc.stderr?.on('data', onOutput);
    });
    // Drain its log so a full pipe never stalls the server.
    proc.stdout?.resume();
    proc.stderr?.resume();
  }

  async function stop(): Promise<void> {
    const proc = child;
    if (!proc) return;
    child = undefined;
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
  };
}
