/**
 * What a long main-thread task did, read from a Chromium trace (devtools.timeline + V8's sampling
 * profiler): the trace events that took its time (self time: `Layout`, `UpdateLayoutTree`,
 * `MinorGC`, `FunctionCall`…) and the JavaScript functions the profiler sampled in it. Long
 * animation frames say which script ran; this says what inside the task the time went to.
 */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** thread (CPU) time of the event: what it took when its thread ran */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

export interface TaskAnatomy {
  /** ms since the first task looked at */
  atMs: number;
  ms: number;
  /** the thread's CPU time in it: far below `ms` means the thread waited (a busy core, the throttle) */
  cpuMs: number | null;
  /** trace events by self time, longest first */
  events: { name: string; ms: number }[];
  /** sampled JavaScript by self time, longest first ("(program)", "(garbage collector)" included) */
  functions: { name: string; ms: number }[];
  /** the app's own functions (not the vendor chunk's) by total time: what in our code led to the cost */
  appCallers: { name: string; ms: number }[];
}

/** The categories that `anatomyOfLongTasks` reads. */
export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

const shortUrl = (url: string) => url.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '') ?? '';

const frameName = (f: ProfileNode['callFrame']) =>
  f.url ? `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}` : f.functionName;

/** The page's main thread: the renderer main thread that ran the most. */
function mainThread(events: TraceEvent[]) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string }).name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
  const [pid, tid] = key.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/** The distinct app-code frames (a chunk other than the vendor's) on a sample's stack. */
function appStack(nodes: Map<number, ProfileNode>, node: ProfileNode | undefined) {
  const names = new Set<string>();
  for (let n = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
    if (n.callFrame.url && !shortUrl(n.callFrame.url).startsWith('vendor')) names.add(frameName(n.callFrame));
  }
  return [...names];
}

/** Sample times (µs, trace clock) and their node's frame name, from the profile chunks of the thread. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; name: string; stack: string[] }[] = [];
  const profiles = events.filter((e) => e.pid === pid && e.name === 'Profile');
  for (const profile of profiles) {
    let ts = (profile.args as { data: { startTime: number } }).data.startTime;
    const chunks = events.filter((e) => e.pid === pid && e.name === 'ProfileChunk' && e.id === profile.id).sort((a, b) => a.ts - b.ts);
    if (profile.tid !== tid && !chunks.some((c) => c.tid === tid)) continue;
    for (const chunk of chunks) {
      const data = (chunk.args as { data: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } }).data;
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      ids.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const node = nodes.get(id);
        samples.push({ ts, name: node ? frameName(node.callFrame) : `node ${id}`, stack: appStack(nodes, node) });
      });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/**
 * An event's name with what says most about its cost: the type of an event dispatched, how many
 * elements a style recalculation touched, how many layout objects were dirty of how many.
 */
function detailedName(e: TraceEvent) {
  const a = (e.args ?? {}) as { data?: { type?: string }; elementCount?: number; beginData?: { dirtyObjects?: number; totalObjects?: number } };
  if (e.name === 'EventDispatch' && a.data?.type) return `EventDispatch(${a.data.type})`;
  if (e.name === 'UpdateLayoutTree' && a.elementCount !== undefined) return `UpdateLayoutTree(${a.elementCount} elements)`;
  if (e.name === 'Layout' && a.beginData?.totalObjects !== undefined) return `Layout(${a.beginData.dirtyObjects} of ${a.beginData.totalObjects})`;
  return e.name;
}

/** Self time of each event inside [start, end] on the thread, by name. */
function selfTimes(events: TraceEvent[], start: number, end: number) {
  const inside = events.filter((e) => e.ph === 'X' && e.ts >= start && e.ts + (e.dur ?? 0) <= end).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; childTime: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      const name = detailedName(done.e);
      self.set(name, (self.get(name) ?? 0) + (done.e.dur ?? 0) - done.childTime);
    }
  };
  for (const e of inside) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.childTime += e.dur ?? 0;
    stack.push({ e, end: e.ts + (e.dur ?? 0), childTime: 0 });
  }
  close(Infinity);
  return self;
}

const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 }));

/** The main thread's tasks over `overMs`, each with where its time went; `atMs` counts from `originTs` (trace clock, µs), else from the first task. */
export function anatomyOfLongTasks(trace: { traceEvents: TraceEvent[] } | TraceEvent[], overMs = 50, originTs?: number): TaskAnatomy[] {
  const all = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid } = mainThread(all);
  const thread = all.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = thread.filter((e) => e.ph === 'X' && e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const samples = samplesOf(all, pid, tid);
  const first = originTs ?? tasks[0]?.ts ?? 0;
  return tasks
    .filter((t) => (t.dur ?? 0) > overMs * 1000)
    .map((task) => {
      const end = task.ts + task.dur!;
      const functions = new Map<string, number>();
      const appCallers = new Map<string, number>();
      let previous = task.ts;
      for (const s of samples) {
        if (s.ts < task.ts) continue;
        if (s.ts > end) break;
        functions.set(s.name, (functions.get(s.name) ?? 0) + s.ts - previous);
        for (const name of s.stack) appCallers.set(name, (appCallers.get(name) ?? 0) + s.ts - previous);
        previous = s.ts;
      }
      const events = selfTimes(thread, task.ts, end);
      events.delete('RunTask');
      const cpuMs = task.tdur === undefined ? null : Math.round(task.tdur / 1000);
      return { atMs: Math.round((task.ts - first) / 1000), ms: Math.round(task.dur! / 1000), cpuMs, events: top(events, 6), functions: top(functions, 6), appCallers: top(appCallers, 8) };
    })
    // the profiler's own start is the trace's cost, not the page's
    .filter((t) => !t.events.some((e) => e.name.startsWith('CpuProfiler::')));
}

/** "173 ms at 3.2 s — events: Layout 60, … — JS: fn file:1:2 8, …" */
export const describeAnatomy = (t: TaskAnatomy) =>
  `${t.ms} ms (CPU ${t.cpuMs ?? '?'} ms) at ${(t.atMs / 1000).toFixed(1)} s — events: ${t.events.map((e) => `${e.name} ${e.ms}`).join(', ')} — JS: ${t.functions.map((f) => `${f.name} ${f.ms}`).join(', ')} — app: ${t.appCallers.map((f) => `${f.name} ${f.ms}`).join(', ')}`;
