// What `import … from 'react'` resolves to in the web build (vite.config.ts, ADR 035): Preact's
// React compatibility layer, with two changes where it differs from React in a way the portal
// would notice.
import { options } from 'preact';
import compat, { createContext, useContext, useState } from 'preact/compat';
import type { Context } from 'react';

// @ts-expect-error -- preact/compat's types say `export =`; the bundler reads its ES module, which has named exports.
export * from 'preact/compat';

/** A run of ids: `scope_0`, `scope_1`, … */
export type IdCounter = { scope: string; next: number };

/** The counter useId draws from; IdScope (id-scope.tsx) and the server's renderer provide one. */
// Typed as React's, as the components that provide it are type-checked against React.
const counterContext = createContext<IdCounter | null>(null);
export const IdCounterContext = counterContext as unknown as Context<IdCounter | null>;
const browserCounter: IdCounter = { scope: 'r', next: 0 };

/**
 * 1. Ids count within the nearest IdScope, in the order its components first ask. Preact's own
 * useId counts from the root: a lazily loaded header menu that asks before the page is hydrated
 * would shift every id the server gave the page's fields, and a label would lose its box.
 */
export function useId(): string {
  const counter = useContext(counterContext) ?? browserCounter;
  // eslint-disable-next-line react-hooks/immutability -- the counter is shared on purpose: each new id takes the next number.
  const [id] = useState(() => `${counter.scope}_${counter.next++}`);
  return id;
}

export default { ...compat, useId };

/**
 * 2. Effects run in the task after a render, rather than after the next frame, and at the latest
 * before the next key press, click or touch is handled, as React runs a click's effects before the
 * next event: a dialog's or a menu's Escape listener is in place before the person could press Escape,
 * even when a busy phone delays its frames.
 */
function nextTask(): (run: () => void) => void {
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  const flush = () => {
    while (queue.length) queue.shift()!();
  };
  // One message per callback: a callback already run by flush() leaves its message nothing to do.
  channel.port1.onmessage = () => queue.shift()?.();
  for (const type of ['keydown', 'pointerdown', 'mousedown', 'touchstart', 'click', 'input'])
    window.addEventListener(type, flush, { capture: true });
  return (run) => {
    queue.push(run);
    channel.port2.postMessage(null);
  };
}
if (typeof window !== 'undefined') options.requestAnimationFrame = nextTask();
