// CPU time of processes on this machine, from Linux /proc: how much a request costs the API and the database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User + system CPU ticks of a process and its children (the cluster's workers); NaN when unknown. */
export function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return own + children.reduce((sum, child) => sum + cpuTicks(Number(child)), 0);
  } catch {
    return NaN;
  }
}

/**
 * CPU ticks of every process named `postgres` on this machine (the server and its backends; backends that ended in
 * between are missed, pooled ones live on). 0 when there is none (a remote server, or PGlite).
 */
export function postgresTicks(): number {
  let sum = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sum += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}
