// "Once this has happened": a promise, the calls that settle it, and whether one has.

export interface Deferred {
  readonly promise: Promise<void>;
  readonly done: boolean;
  resolve(): void;
  reject(error: Error): void;
}

/** A promise that settles when `resolve` or `reject` is called. */
export function deferred(): Deferred {
  let resolvePromise!: () => void;
  let rejectPromise!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => ((resolvePromise = resolve), (rejectPromise = reject)));
  // Nobody need be waiting: a failure told this way is not an unhandled rejection.
  promise.catch(() => {});
  let done = false;
  return {
    promise,
    get done() {
      return done;
    },
    resolve() {
      done = true;
      resolvePromise();
    },
    reject(error) {
      done = true;
      rejectPromise(error);
    },
  };
}

/** A promise already settled. */
export function resolved(): Deferred {
  const settled = deferred();
  settled.resolve();
  return settled;
}
