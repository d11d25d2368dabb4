/**
 * CPU time spent by the browser this process launched (all its processes: the page's renderer
 * with its workers, the browser process that reads files), read from /proc. On a shared machine
 * the wall time of a check moves with the neighbours' load; its CPU time much less, so it is the
 * figure for "did this change make the checker cheaper per byte".
 */
import { readdirSync, readFileSync } from 'node:fs';

const clockTicksPerSecond = 100;

interface Stat {
  pid: number;
  ppid: number;
  /** the command name, digits at its end dropped (one name for a pool of threads) */
  name: string;
  ticks: number;
}

/** A process's or a thread's line in /proc; null when it ended meanwhile. */
const readStat = (path: string, pid: number): Stat | null => {
  try {
    const text = readFileSync(path, 'utf8');
    // the command name is in parentheses and may hold spaces: fields are counted after it
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')).replace(/\d+$/, '');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
};

const msOf = (ticks: number) => (ticks * 1000) / clockTicksPerSecond;

/** Every live process descended from this one. */
const descendants = (): Stat[] => {
  const children = new Map<number, Stat[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(`/proc/${name}/stat`, Number(name));
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  }
  const found: Stat[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child.pid);
    }
  };
  visit(process.pid);
  return found;
};

/** CPU milliseconds used so far by every process descended from this one (ended ones excepted). */
export function childrenCpuMs(): number {
  return msOf(descendants().reduce((sum, s) => sum + s.ticks, 0));
}

/** CPU milliseconds so far of every thread of the processes descended from this one, by process and thread id, with its name. */
export function childrenThreads(): Map<string, { name: string; ms: number }> {
  const threads = new Map<string, { name: string; ms: number }>();
  for (const proc of descendants()) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${proc.pid}/task`);
    } catch {
      // ended meanwhile
    }
    for (const tid of tasks) {
      const thread = readStat(`/proc/${proc.pid}/task/${tid}/stat`, Number(tid));
      if (thread) threads.set(`${proc.pid}/${tid}`, { name: thread.name, ms: msOf(thread.ticks) });
    }
  }
  return threads;
}

/**
 * Samples every thread's CPU time while `work` runs (threads that end during it, such as the
 * checker's workers, are counted up to their last sample), and sums what each thread name used.
 */
export async function cpuByThreadDuring<T>(work: () => Promise<T>, intervalMs = 50): Promise<{ value: T; byName: Map<string, number> }> {
  const before = childrenThreads();
  const last = new Map(before);
  const sample = () => {
    for (const [id, t] of childrenThreads()) last.set(id, t);
  };
  const timer = setInterval(sample, intervalMs);
  try {
    const value = await work();
    sample();
    const byName = new Map<string, number>();
    for (const [id, t] of last) byName.set(t.name, (byName.get(t.name) ?? 0) + t.ms - (before.get(id)?.ms ?? 0));
    return { value, byName };
  } finally {
    clearInterval(timer);
  }
}
