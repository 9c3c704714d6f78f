/**
 * Resident memory (VmRSS) and CPU time of the API processes during the load, read from /proc
 * every 250 ms: the process the bench started and, with API_PROCESSES > 1, the cluster workers
 * it forked.
 */
import { readFile } from 'node:fs/promises';

export interface ProcessMemory {
  pid: number;
  role: 'primary' | 'worker' | 'api';
  peakMb: number;
  lastMb: number;
  /** CPU time (user + system) spent between the first and the last sample. */
  cpuSeconds: number;
}

/** USER_HZ: /proc counts CPU time in ticks of 1/100 s on Linux. */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far (undefined once it is gone). */
export async function cpuSecondsOf(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return Number.isFinite(utime + stime) ? (utime + stime) / TICKS_PER_SECOND : undefined;
}

const rssMb = async (pid: number): Promise<number | undefined> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
};

const childrenOf = async (pid: number): Promise<number[]> => {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.split(/\s+/).filter(Boolean).map(Number);
};

/** Samples until `stop()`, which answers each process's peak and last RSS and its CPU time. */
export function watchMemory(rootPid: number, intervalMs = 250) {
  const seen = new Map<number, ProcessMemory>();
  const cpuAtStart = new Map<number, number>();
  const sample = async () => {
    const workers = await childrenOf(rootPid);
    const pids = [rootPid, ...workers];
    for (const pid of pids) {
      const [mb, cpu] = [await rssMb(pid), await cpuSecondsOf(pid)];
      if (mb === undefined || cpu === undefined) continue;
      if (!cpuAtStart.has(pid)) cpuAtStart.set(pid, cpu);
      const role = pid !== rootPid ? 'worker' : workers.length > 0 ? 'primary' : 'api';
      const known = seen.get(pid) ?? { pid, role, peakMb: 0, lastMb: 0, cpuSeconds: 0 };
      seen.set(pid, {
        ...known,
        role,
        peakMb: Math.max(known.peakMb, mb),
        lastMb: mb,
        cpuSeconds: cpu - (cpuAtStart.get(pid) ?? cpu),
      });
    }
  };
  let running = sample();
  const timer = setInterval(() => {
    running = running.then(sample);
  }, intervalMs);
  return {
    async stop(): Promise<ProcessMemory[]> {
      clearInterval(timer);
      await running;
      await sample();
      return [...seen.values()].sort((a, b) => a.pid - b.pid);
    },
  };
}
