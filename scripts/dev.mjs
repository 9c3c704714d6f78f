// `npm run dev`: the API (tsx watch, port 3000) and the web app (Vite, port 5173, proxying /api)
// with hot reload, stopped together.
import { spawn } from 'node:child_process';

const children = ['apps/api', 'apps/web'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { stdio: 'inherit', env: process.env }),
);

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
