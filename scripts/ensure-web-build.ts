// Builds the web client only when its build is missing or older than its sources, so `npm start`
// on an existing checkout starts in a few seconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');
// The server renderer of the public pages comes out of the same build (apps/web/vite.config.ts).
const serverEntry = path.join(web, 'dist/server/entry-server.js');

function newest(dir: string): number {
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return max;
}

const sources = Math.max(newest(path.join(web, 'src')), newest(path.join(root, 'packages/domain/src')), fs.statSync(path.join(web, 'index.html')).mtimeMs);
if (fs.existsSync(built) && fs.existsSync(serverEntry) && fs.statSync(built).mtimeMs >= sources) process.exit(0);
console.log('Baue die Web-Oberfläche …');
const res = spawnSync('npm', ['run', '-s', 'build', '-w', '@oabat/web'], { cwd: root, stdio: 'inherit' });
process.exit(res.status ?? 1);
