// "Once this has happened": a promise, the resolve that makes it happen, and whether it has.

export interface Deferred {
  readonly promise: Promise<void>;
  readonly done: boolean;
  resolve(): void;
}

/** A promise that settles when `resolve` is called. */
export function deferred(): Deferred {
  let resolvePromise!: () => void;
  const promise = new Promise<void>((resolve) => (resolvePromise = resolve));
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
  };
}

/** A promise already settled. */
export function resolved(): Deferred {
  const settled = deferred();
  settled.resolve();
  return settled;
}
