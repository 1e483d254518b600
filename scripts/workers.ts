// The primary process forks WEB_CONCURRENCY copies of the server (one by default), which share the
// port (with several, the primary hands each new connection to the next one). The first prepares the
// database alone; the rest start once it listens. A copy that dies is replaced while the port stays
// open, so connections wait in its backlog instead of being refused; SIGTERM stops them all
// gracefully (each finishes its requests in flight) and the primary exits 0 once they have.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../src/platform/log.ts';

const RESTART_DELAY_MS = 1000;

/**
 * glibc's allocator settings for the server processes. glibc reads them when a process starts, so the
 * supervisor passes them to the processes it forks, and the bare `npm start` runs with them. Two
 * arenas instead of eight per core, so memory freed by libvips's and the encoders' threads is reused
 * instead of held in many half-empty arenas; and a fixed mmap threshold of 32 KiB (a quarter of glibc's
 * starting value), which stops glibc from raising it after the first large free: blocks of 32 KiB and
 * more (decoded pixels, encoder buffers, upload bodies, rendered pages) are then mapped on their own
 * and given back to the system when freed, instead of leaving holes in the arenas between long-lived
 * blocks (at 128 KiB, a trim of the arenas still freed 26 MB after five minutes of traffic).
 * `bench:memory` measures them against glibc's own (bench/README.md).
 */
export const ALLOCATOR_DEFAULTS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '32768',
};

/** What a forked server process gets: each default the environment does not set (a value it sets stays). */
export function allocatorEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(ALLOCATOR_DEFAULTS).filter(([name]) => env[name] === undefined));
}

export function superviseWorkers(count: number, logger: Logger): void {
  // One copy accepts its connections itself: handing each over from this process would only cost time.
  if (count === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  let listening = 0;
  const exit = (code: number) => {
    logger.flush();
    process.exit(code);
  };

  const fork = (): Worker => {
    const worker = cluster.fork(allocatorEnvironment(process.env));
    let listened = false;
    worker.once('listening', () => {
      listened = true;
      listening += 1;
      // The first copy has migrated and seeded: the others need not wait for each other.
      if (listening === 1) for (let index = 1; index < count; index++) fork();
    });
    worker.once('exit', (code, signal) => {
      if (listened) listening -= 1;
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) exit(0);
        return;
      }
      if (!listened && listening === 0) {
        // It could not start (configuration, database, port): starting it again would fail the same way.
        console.error(`The server process exited with code ${code ?? signal} before it could serve; stopping.`);
        exit(code || 1);
      }
      logger.info(`server process ${worker.process.pid} exited (${code ?? signal}); starting another`);
      // Not unref'd: with one server process, this timer is all that keeps the supervisor alive.
      setTimeout(() => {
        if (!stopping) fork();
      }, RESTART_DELAY_MS);
    });
    return worker;
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      logger.info(`stopping ${Object.keys(cluster.workers ?? {}).length} server processes`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) exit(0);
    });
  }
  logger.info(`starting ${count} server process${count === 1 ? '' : 'es'} (WEB_CONCURRENCY)`);
  fork();
}
