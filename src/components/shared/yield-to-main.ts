// Giving the host page's main thread back between pieces of our work, so that no task of ours
// grows long (Lighthouse counts every task over 50 ms into Total Blocking Time): scheduler.yield()
// where the browser has it (its continuation runs before other queued tasks), else a message on
// a MessageChannel, which runs as a new task without setTimeout's clamping.

interface Scheduler {
  yield(): Promise<void>;
}

/** Resolves in a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
