// What a visitor typed, ticked or chose in an island before React took it over (a slow phone:
// the HTML is there long before the script). Hydration keeps the DOM, but not always what is in
// it: react-hook-form sets uncontrolled radios to its own (empty) value when it registers them,
// and a controlled box's state starts from the server's value. So the island notes each change
// before hydrating and makes it again afterwards, through the events React listens to.

type Box = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type EarlyInput = { box: Box; value: string; checked: boolean };

const boxes = (root: HTMLElement) => [...root.querySelectorAll<Box>('input, textarea, select')];

/** The boxes whose state differs from the server's HTML (files aside: their fields adopt them on mount). */
export function noteEarlyInput(root: HTMLElement): EarlyInput[] {
  return boxes(root).flatMap((box): EarlyInput[] => {
    if (box instanceof HTMLInputElement && (box.type === 'file' || box.type === 'hidden')) return [];
    const changed =
      box instanceof HTMLSelectElement
        ? [...box.options].some((o) => o.selected !== o.defaultSelected)
        : box instanceof HTMLInputElement && (box.type === 'radio' || box.type === 'checkbox')
          ? box.checked !== box.defaultChecked
          : box.value !== box.defaultValue;
    return changed ? [{ box, value: box.value, checked: box instanceof HTMLInputElement && box.checked }] : [];
  });
}

/** Whether anything was typed, ticked, chosen or picked (a file) in the island before this script ran. */
export function touchedBefore(root: HTMLElement): boolean {
  const picked = [...root.querySelectorAll<HTMLInputElement>('input[type=file]')].some((f) => (f.files?.length ?? 0) > 0);
  return picked || noteEarlyInput(root).length > 0;
}

/**
 * Whether React has taken the box over. A box inside a part the island loads lazily (a Suspense
 * boundary) is hydrated after the rest, when that part's code has arrived: an input event before
 * then finds React noting the box's value as it is, and its onChange never runs. React marks the
 * elements it owns with its props (`__reactProps$…`, the same since React 16).
 */
const ownedByReact = (box: Element) => Object.keys(box).some((k) => k.startsWith('__reactProps$'));

/** Resolves once React owns the element (or after `waitMs`: then the element works as HTML). */
export function whenOwned(element: Element, waitMs = 10_000): Promise<void> {
  const deadline = Date.now() + waitMs;
  return new Promise((resolve) => {
    const tick = () => (ownedByReact(element) || Date.now() >= deadline ? resolve() : setTimeout(tick, 50));
    tick();
  });
}

/**
 * Makes each noted change again, as a person would, once React owns its box (at most `waitMs`).
 * React's onChange runs even where hydration kept the DOM as it was: React compares what it last
 * saw (the element's own `value`/`checked` setters note it) with the DOM, so the change goes in two
 * steps, a different value through the element, the one typed through the prototype's setter.
 */
export function replayEarlyInput(noted: readonly EarlyInput[], waitMs = 10_000): Promise<void> {
  // A box noted twice: its later state.
  let pending = [...new Map(noted.map((n) => [n.box, n])).values()];
  const deadline = Date.now() + waitMs;
  return new Promise((resolve) => {
    const tick = () => {
      pending = pending.filter((n) => n.box.isConnected && !(ownedByReact(n.box) && (replayOne(n), true)));
      if (pending.length && Date.now() < deadline) setTimeout(tick, 50);
      else resolve();
    };
    tick();
  });
}

function replayOne({ box, value, checked }: EarlyInput): void {
  if (box instanceof HTMLInputElement && (box.type === 'radio' || box.type === 'checkbox')) {
    // A radio unticked by ticking another: that one's entry says it.
    if (box.type === 'radio' && !checked) return;
    box.checked = !checked;
    box.click();
    return;
  }
  if (box instanceof HTMLSelectElement) {
    box.value = value;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  box.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box) as object, 'value')?.set?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
