import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API (restarting on change) on :5000 and Vite's dev server with hot
 * reload on :5173, which proxies /api and /socket.io to the API. Open http://localhost:5173.
 */
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '5000' },
  }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
