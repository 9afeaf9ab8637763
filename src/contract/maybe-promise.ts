// A step that waits only when it must (a store or a lock that answers in its own time) answers a
// value at once when it has one: a cached answer in memory then goes through no promise at all,
// where each `await` would cost a turn of the microtask queue and the promises that carry it.
// Such steps answer only values of their own or native promises, never other thenables.

/** A value now, or a native promise of it. */
export type MaybePromise<T> = T | Promise<T>;

/** Whether `value` is still to come. */
export function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return value instanceof Promise;
}

/**
 * `next` of `value`: at once for a value, once it is fulfilled for a promise. (Not named `then`:
 * a module that exports `then` is itself a thenable, and `await import()` would call it.)
 */
export function andThen<T, U>(value: MaybePromise<T>, next: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromise(value) ? value.then(next) : next(value);
}
