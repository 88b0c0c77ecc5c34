import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  clockTicksPerSecond,
  readChildPids,
  readChildrenCpu,
  readProcessMemory,
  rssWithChildren,
} from './proc-stats.js';

/** What a process used while it was sampled, its children included (the image check's process). */
export interface ResourceUsage {
  /** Highest resident set size seen, in bytes: the process's own, or with its children's added. */
  readonly peakRssBytes: number;
  /** User plus system CPU time, in milliseconds: the process's and its children's. */
  readonly cpuMs: number;
  /** Of {@link cpuMs}, its children's (the image check's process; 10 ms ticks); user and system are its own. */
  readonly childrenCpuMs?: number;
  readonly userCpuMs: number;
  readonly systemCpuMs: number;
  /** Real time between start and stop, in milliseconds. */
  readonly wallMs: number;
  /** Share of the time the event loop was busy (0–1). */
  readonly eventLoopUtilization: number;
  /** How late the event loop ran a 10 ms timer (p50, p99, max), in milliseconds. */
  readonly loopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number };
}

/** Options of {@link startResourceSampler}. @default { intervalMs: 25 } */
export interface ResourceSamplerOptions {
  /**
   * How often RSS is sampled where the kernel's peak cannot be reset (see below), and with the
   * children's added while there are any. @default 25
   */
  readonly intervalMs?: number;
}

/**
 * Starts the kernel's count of this process's peak resident size (`VmHWM`) anew, as writing 5 to
 * `/proc/self/clear_refs` does (Linux 4.0+): the peak of a window is then read once at its end,
 * exact and at no cost while it runs. False where that cannot be done.
 */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return readProcessMemory('self').peakRssBytes > 0;
  } catch {
    return false;
  }
}

/** A running sampler; `stop()` ends the loop and reports. */
export interface ResourceSampler {
  stop(): Promise<ResourceUsage>;
}

const SAMPLER_DEFAULTS = { intervalMs: 25 } as const;
/** The event-loop delay timer's period; it is subtracted from the readings. */
const LOOP_RESOLUTION_MS = 10;

/** The children's CPU ticks from `since` to now: those exited since, and the running ones' growth. */
function childrenTicksSince(since: ReturnType<typeof readChildrenCpu>): number {
  const now = readChildrenCpu();
  let ticks = now.exited - since.exited;
  for (const [pid, used] of now.running) ticks += used - (since.running.get(pid) ?? 0);
  for (const [pid, used] of since.running) if (!now.running.has(pid)) ticks -= used;
  return ticks;
}

/**
 * Measures this process's peak RSS and CPU time from now until `stop()`, its children's included
 * (the image check runs in one): the peak from the kernel's own count, reset now (see
 * {@link resetPeakRss}), and, while there are children, their RSS added to the process's in an
 * abortable async loop (whose own cost, a read of `/proc` every 25 ms, counts in the CPU; without
 * the kernel's count, the process's RSS too). Covers everything the process runs, so run only
 * what you mean to measure in it.
 */
export function startResourceSampler(options: ResourceSamplerOptions = {}): ResourceSampler {
  const { intervalMs } = { ...SAMPLER_DEFAULTS, ...options };
  const controller = new AbortController();
  const startCpu = process.cpuUsage();
  const startWall = performance.now();
  const startLoop = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  delay.enable();
  const startChildren = readChildrenCpu();
  let peak = rssWithChildren();
  const kernelPeak = resetPeakRss();
  const loop = (async () => {
    while (!controller.signal.aborted) {
      if (!kernelPeak || readChildPids().length > 0) peak = Math.max(peak, rssWithChildren());
      await sleep(intervalMs, undefined, { signal: controller.signal }).catch(() => undefined);
    }
  })();
  return {
    async stop() {
      controller.abort();
      await loop;
      peak = Math.max(peak, rssWithChildren());
      if (kernelPeak) peak = Math.max(peak, readProcessMemory('self').peakRssBytes);
      const cpu = process.cpuUsage(startCpu);
      const childrenCpuMs = (childrenTicksSince(startChildren) * 1000) / clockTicksPerSecond();
      delay.disable();
      const toMs = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
      return {
        peakRssBytes: peak,
        userCpuMs: cpu.user / 1000,
        systemCpuMs: cpu.system / 1000,
        cpuMs: (cpu.user + cpu.system) / 1000 + childrenCpuMs,
        childrenCpuMs,
        wallMs: performance.now() - startWall,
        eventLoopUtilization: performance.eventLoopUtilization(startLoop).utilization,
        loopDelayMs: {
          p50: toMs(delay.percentile(50)),
          p99: toMs(delay.percentile(99)),
          max: toMs(delay.max),
        },
      };
    },
  };
}
