import { randomUUID } from 'node:crypto';
import type { JobRepository } from './repository';

export interface Job {
  name: string;
  /** Period; the job runs at most once per period across every instance on the database. */
  everyMs: number;
  run(): Promise<unknown>;
}

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * Runs each job at start and then every period, on whichever instance takes the job's lease first
 * (jobs table, see repository.ts). A failing job is logged and retried at its next period.
 */
export function createScheduler(deps: { repo: JobRepository; log: Log; instanceId?: string }) {
  const instance = deps.instanceId ?? randomUUID();
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  async function tick(job: Job) {
    try {
      // The lease is a little shorter than the period: the next tick of the same instance is not refused
      // by its own lease because of timer drift.
      if (!(await deps.repo.claim(job.name, job.everyMs * 0.9, instance))) return false;
      await job.run();
      return true;
    } catch (err) {
      deps.log.error({ err, job: job.name }, 'scheduled job failed');
      return false;
    }
  }

  const track = (p: Promise<unknown>) => {
    running.add(p);
    void p.finally(() => running.delete(p));
    return p;
  };

  return {
    instance,
    add(job: Job) {
      jobs.push(job);
    },
    /** Runs every job once now (if its lease is free) and starts the timers. */
    start() {
      for (const job of jobs) {
        track(tick(job));
        const timer = setInterval(() => track(tick(job)), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** Runs one job now if its lease is free; true when this instance ran it. */
    runNow: (name: string) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`No job ${name}`);
      return track(tick(job)) as Promise<boolean>;
    },
    /** Stops the timers and waits for jobs in progress (shutdown). */
    async stop() {
      timers.splice(0).forEach(clearInterval);
      await Promise.allSettled([...running]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
