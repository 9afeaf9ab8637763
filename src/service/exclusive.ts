/**
 * Runs `task` while holding the lock `name`, shared with other copies of the service on this
 * origin (in browsers: Web Locks, `(name, task) => navigator.locks.request(name, task)`).
 */
export type Exclusive = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** No lock at all: the task runs at once. Right for a service that is the only copy of itself. */
export const runAtOnce: Exclusive = (_name, task) => task();
