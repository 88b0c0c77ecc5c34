/**
 * `npm run bench:line`: what the fair line costs with `--waiting` entries waiting in one lane
 * (default 10,000): one dispatch (a slot freed, the fair choice over the lane, its decision
 * applied, a new entry added so as many still wait) and one projection of the first 200 places
 * with their starts. The real pure choice and in-memory store (`decideDispatch`, `applyDecision`,
 * `projectLine`), on four lanes: one server's lane on a hosted backend (one scope, 4 images per
 * member: 2,500 members), a pool's lane shared by 400 servers of 25 members, and the same pool
 * with a third of the entries on one server only, or a tenth of them of another model (model
 * affinity passing it over within its bound). Prints the CPU per operation (the process's, over
 * all of them: what a loaded machine's waits for a core do not inflate) and the 95th percentile of
 * each one's wall time.
 */

import { parseArgs } from 'node:util';
import { applyDecision, decideDispatch } from '../src/jobs/line/fair-choice.js';
import { addEntry, emptyLane, type LaneState } from '../src/jobs/line/lane-state.js';
import type { LaneCapacity, NewLineEntry } from '../src/jobs/line/line-entry.js';
import { projectLine } from '../src/jobs/line/line-projection.js';

const { values } = parseArgs({
  options: {
    waiting: { type: 'string', default: '10000' },
    dispatches: { type: 'string', default: '2000' },
    projections: { type: 'string', default: '200' },
  },
});
const WAITING = Number(values.waiting);
const DISPATCHES = Number(values.dispatches);
const PROJECTIONS = Number(values.projections);

interface Shape {
  readonly name: string;
  readonly capacity: LaneCapacity;
  /** The `index`-th entry's scope, member and servers. */
  readonly entry: (index: number) => Pick<NewLineEntry, 'scope' | 'member' | 'servers' | 'model'>;
}

const POOL = {
  servers: ['gpu1', 'gpu2', 'gpu3', 'gpu4'].map((id) => ({ id, slots: 2, up: true })),
};
const SHAPES: readonly Shape[] = [
  {
    name: "a server's lane (1 scope × 2,500 members)",
    capacity: { servers: [{ id: 'scope', slots: 5, up: true }] },
    entry: (index) => ({ scope: 'guild-0', member: `m${index % 2_500}` }),
  },
  {
    name: "a pool's lane (400 scopes × 25 members)",
    capacity: POOL,
    entry: (index) => ({ scope: `guild-${index % 400}`, member: `m${index % 10_000}` }),
  },
  {
    name: 'the same, a third on one server only',
    capacity: POOL,
    entry: (index) => ({
      scope: `guild-${index % 400}`,
      member: `m${index % 10_000}`,
      ...(index % 3 === 0 && { servers: [`gpu${1 + (index % 4)}`] }),
    }),
  },
  {
    name: 'the same pool, a tenth of another model (model affinity)',
    capacity: POOL,
    entry: (index) => ({
      scope: `guild-${index % 400}`,
      member: `m${index % 10_000}`,
      model: index % 10 === 0 ? 'rare.safetensors' : 'base.safetensors',
    }),
  },
];

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1_000;
};

/** The CPU per sample (ms), and the 95th percentile of the samples' wall times. */
const summary = (samples: number[], cpu: number) => {
  samples.sort((a, b) => a - b);
  return { cpu: cpu / samples.length, p95: quantile(samples, 0.95) };
};

function run(shape: Shape) {
  const state: LaneState = emptyLane();
  let next = 0;
  let now = 1_000_000;
  const add = () => {
    const index = next++;
    addEntry(state, {
      jobId: `j${index}`,
      cost: 5 + (index % 7) * 3,
      memberWeight: index % 10 === 0 ? 2 : 1,
      scopeWeight: 1,
      enqueuedAt: now,
      owner: 'bench',
      ...shape.entry(index),
    });
  };
  for (let i = 0; i < WAITING; i += 1) add();
  // Fill the slots, then: each round a slot frees, one is dispatched, one more arrives.
  applyDecision(state, decideDispatch(state, shape.capacity, now));
  const dispatches: number[] = [];
  let dispatchCpu = 0;
  for (let round = 0; round < DISPATCHES; round += 1) {
    now += 1_000;
    const [running] = state.claims.keys();
    if (running) state.claims.delete(running);
    state.version += 1;
    add();
    const cpu = process.cpuUsage();
    const started = performance.now();
    applyDecision(state, decideDispatch(state, shape.capacity, now));
    dispatches.push(performance.now() - started);
    dispatchCpu += cpuMs(cpu);
  }
  const pace = { msPerCost: () => 1_000, servers: shape.capacity.servers };
  const projections: number[] = [];
  const projectionCpu = process.cpuUsage();
  for (let round = 0; round < PROJECTIONS; round += 1) {
    const started = performance.now();
    projectLine(state, now, pace);
    projections.push(performance.now() - started);
  }
  return {
    waiting: state.entries.size,
    dispatch: summary(dispatches, dispatchCpu),
    projection: summary(projections, cpuMs(projectionCpu)),
  };
}

console.log(
  `fair line, ${WAITING} waiting: ${DISPATCHES} dispatches, ${PROJECTIONS} projections of 200 places`,
);
console.log(
  '| lane | waiting | dispatch: CPU µs / wall p95 µs | projection: CPU ms / wall p95 ms |',
);
console.log('|---|---|---|---|');
for (const shape of SHAPES) {
  const { waiting, dispatch, projection } = run(shape);
  const us = (ms: number) => (ms * 1_000).toFixed(0);
  const ms = (value: number) => value.toFixed(2);
  console.log(
    `| ${shape.name} | ${waiting} | ${us(dispatch.cpu)} / ${us(dispatch.p95)} | ${ms(projection.cpu)} / ${ms(projection.p95)} |`,
  );
}
