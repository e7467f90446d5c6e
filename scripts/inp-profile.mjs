/**
 * Where a step's main-thread time goes, for `INP_PROFILE=1 node scripts/inp.mjs`: a Chromium trace (the renderer's
 * tasks: script, style, layout, paint) and a V8 CPU profile (the functions that ran), both recorded over the step.
 * Prints, per step, the time in each kind of work and the functions with the most self time (script URL, line and
 * column of the built chunk: open the chunk there to see which module it is).
 */

import fs from 'node:fs/promises';
import path from 'node:path';

/** Trace event names grouped into the kinds of work DevTools' performance panel shows. */
const KIND = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  CompileScript: 'compile',
  'V8.GC_SCAVENGER': 'garbage collection',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  HitTest: 'hit test',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
};

/**
 * Starts recording; returns the function that stops it and resolves with the step's summary lines. With `saveAs`
 * (a path without extension), the trace and the CPU profile are also written there, to open in DevTools.
 */
export async function startProfile(browser, page, cdp, saveAs) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  return async () => {
    const recorded = await browser.stopTracing();
    const trace = JSON.parse(recorded.toString('utf8'));
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Profiler.disable');
    if (saveAs) {
      await fs.mkdir(path.dirname(saveAs), { recursive: true });
      await fs.writeFile(`${saveAs}.trace.json`, recorded);
      await fs.writeFile(`${saveAs}.cpuprofile`, JSON.stringify(profile));
    }
    return [...workByKind(trace.traceEvents), ...hotFunctions(profile)];
  };
}

/**
 * The step's slowest interaction as the trace saw it (its Event Timing entry), and the renderer main thread's work
 * from its input to its next paint: the tasks in that window, their thread (CPU) time, which a busy machine inflates
 * far less than their wall time, and the self time of each kind of work in them.
 */
function workByKind(events) {
  const mainThread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!mainThread) return ['(no renderer main thread in the trace)'];
  const timings = events.filter((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.interactionId);
  const slowest = timings.sort((a, b) => b.args.data.duration - a.args.data.duration)[0];
  if (!slowest) return ['(no interaction in the trace)'];
  const from = slowest.ts;
  const to = slowest.ts + slowest.args.data.duration * 1000;
  const onMain = events
    .filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  const tasks = [];
  let inWindow = false;
  for (const event of onMain) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (!stack.length) {
      inWindow = event.ts < to && event.ts + event.dur > from;
      if (inWindow) tasks.push(event);
    }
    if (!inWindow) continue;
    const parent = stack.at(-1);
    const kind = KIND[event.name] ?? parent?.kind ?? 'other';
    if (parent) self.set(parent.kind, (self.get(parent.kind) ?? 0) - event.dur);
    self.set(kind, (self.get(kind) ?? 0) + event.dur);
    stack.push({ ts: event.ts, dur: event.dur, kind });
  }
  const ms = (us) => `${Math.round(us / 1000)} ms`;
  const kinds = [...self.entries()]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${ms(us)}`);
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  const wall = tasks.reduce((sum, task) => sum + task.dur, 0);
  return [
    `slowest interaction: ${slowest.args.data.type} ${Math.round(slowest.args.data.duration)} ms; main thread in it: ` +
      `${tasks.length} tasks, ${ms(wall)} wall, ${ms(cpu)} CPU (${kinds.join(', ')})`,
  ];
}

/** The functions with the most self time in the CPU profile (idle and program time left out). */
function hotFunctions(profile, count = 12) {
  const selfTime = new Map(profile.nodes.map((node) => [node.id, 0]));
  profile.samples.forEach((id, index) => selfTime.set(id, selfTime.get(id) + (profile.timeDeltas[index] ?? 0)));
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(functionName)) continue;
    const file = url ? url.replace(/^.*\/_next\//, '') : '';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + selfTime.get(node.id));
  }
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, us]) => us >= 2000)
    .map(([key, us]) => `  ${(us / 1000).toFixed(0).padStart(5)} ms  ${key}`);
}
