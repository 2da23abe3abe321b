import { type ResourceLimits, Worker } from 'node:worker_threads';

/** What `main.ts` asks of the background thread. */
export type ToBackground = { type: 'runDue'; id: number; clockAt?: string } | { type: 'stop' };
/** What the background thread answers. */
export type FromBackground = { type: 'ready' } | { type: 'ranDue'; id: number; error?: string } | { type: 'stopped' };

export interface BackgroundThread {
  /** Runs what is due now and sends the mail it queued, first moving the thread's development clock to `clockAt`. */
  runDue(clockAt?: Date): Promise<void>;
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 15_000;

/**
 * Starts the projector and the workflow worker in a worker thread (`background-entry.ts`), so
 * that the Monday burst's CPU-bound work never holds up the HTTP event loop (ADR 067), with a heap of
 * `heapMb` when given (ADR 099: collected, not left to grow). Resolves once
 * they run; `onFailure` hears of a thread that dies afterwards (the process cannot carry on
 * without its background work).
 */
export async function startBackgroundThread(
  heapMb: number | undefined,
  onFailure: (error: unknown) => void,
): Promise<BackgroundThread> {
  const worker = backgroundWorker(heapMb === undefined ? {} : { maxOldGenerationSizeMb: heapMb });
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopping = false;
  let stopped: () => void = () => undefined;
  // Until the thread is ready a failure fails the start; afterwards it goes to `onFailure`.
  let failed: (error: unknown) => void = () => undefined;
  const started = new Promise<void>((resolve, reject) => {
    failed = reject;
    worker.on('message', (message: FromBackground) => {
      if (message.type === 'ready') {
        failed = (error) => {
          if (!stopping) onFailure(error);
        };
        resolve();
      } else if (message.type === 'ranDue') {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error));
        else call?.resolve();
      } else stopped();
    });
  });
  worker.on('error', (error) => failed(error));
  worker.on('exit', (code) => {
    for (const call of pending.values()) call.reject(new Error('The background thread has stopped'));
    pending.clear();
    stopped();
    failed(new Error(`The background thread exited with code ${code}`));
  });
  await started;

  const ask = (message: ToBackground) => worker.postMessage(message);
  return {
    runDue(clockAt) {
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ask({ type: 'runDue', id, clockAt: clockAt?.toISOString() });
      });
    },
    async stop() {
      stopping = true;
      const done = new Promise<void>((resolve) => {
        stopped = resolve;
      });
      ask({ type: 'stop' });
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref());
      await Promise.race([done, timeout]);
      await worker.terminate();
    },
  };
}

/** The built entry next to the built `api.js`; from source, the TypeScript entry through tsx. */
function backgroundWorker(resourceLimits: ResourceLimits): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./background-entry.js', import.meta.url), { resourceLimits });
  }
  // Node 20 does not hand tsx's module hooks on to worker threads: the thread registers them itself.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./background-entry.ts', import.meta.url).href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${entry}); })`, {
    eval: true,
    resourceLimits,
  });
}
