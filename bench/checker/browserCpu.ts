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
  ticks: number;
}

const readStat = (pid: string): Stat | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name is in parentheses and may hold spaces: fields are counted after it
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
};

/** CPU milliseconds used so far by every process descended from this one (ended ones excepted). */
export function childrenCpuMs(): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter((s): s is Stat => s !== null);
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = 0;
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      ticks += child.ticks;
      visit(child.pid);
    }
  };
  visit(process.pid);
  return (ticks * 1000) / clockTicksPerSecond;
}

/** CPU milliseconds so far of every thread of the processes descended from this one, by process and thread id, with its name. */
export function childrenThreads(): Map<string, { name: string; ms: number }> {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter((s): s is Stat => s !== null);
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const threads = new Map<string, { name: string; ms: number }>();
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      let tasks: string[] = [];
      try {
        tasks = readdirSync(`/proc/${child.pid}/task`);
      } catch {
        // ended meanwhile
      }
      for (const tid of tasks) {
        try {
          const text = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
          const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')).replace(/\d+$/, '');
          const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
          threads.set(`${child.pid}/${tid}`, { name, ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond });
        } catch {
          // the thread ended meanwhile
        }
      }
      visit(child.pid);
    }
  };
  visit(process.pid);
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
