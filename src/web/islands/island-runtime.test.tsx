// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateIsland } from './island-runtime.tsx';
import { islandAuth, IslandShell } from './shell.tsx';

afterEach(() => document.body.replaceChildren());

/** A survey as the portal writes one: react-hook-form's uncontrolled radios, a box, a controlled box. */
function Survey() {
  const form = useForm<{ answer: string; name: string }>();
  const [place, setPlace] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [presses, setPresses] = useState(0);
  return (
    <form onSubmit={form.handleSubmit((v) => setSent(JSON.stringify({ ...v, place })))}>
      <label>
        <input type="radio" value="a" {...form.register('answer')} />a
      </label>
      <label>
        <input type="radio" value="b" {...form.register('answer')} />b
      </label>
      <label>
        Nama <input {...form.register('name')} />
      </label>
      <label>
        Tempat <input value={place} onChange={(e) => setPlace(e.target.value)} />
      </label>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        Tambah {presses}
      </button>
      <button type="submit">Kirim</button>
      {sent && <output>{sent}</output>}
    </form>
  );
}

/** The island as the server sends it (entry-server.tsx renders each island so, under its own prefix). */
function serverHtml() {
  const el = document.createElement('div');
  el.innerHTML = renderToString(
    <IslandShell auth={islandAuth(null)}>
      <Survey />
    </IslandShell>,
    { identifierPrefix: 'i0-' },
  );
  document.body.append(el);
  return el;
}

const settle = async (el: HTMLElement) => {
  for (let i = 0; i < 50 && !el.hasAttribute('data-hydrated'); i++) await new Promise((r) => setTimeout(r, 10));
  expect(el.hasAttribute('data-hydrated')).toBe(true);
  await new Promise((r) => setTimeout(r, 10));
};

describe('an island taken over after the visitor has started on it', () => {
  it('keeps the answer ticked, the name typed and the place typed before React arrived, and sends them', async () => {
    const el = serverHtml();
    const [, b] = el.querySelectorAll<HTMLInputElement>('input[type=radio]');
    const [name, place] = el.querySelectorAll<HTMLInputElement>('input:not([type])');
    // On a slow phone: the HTML is there, the script is not; the visitor goes on regardless.
    b!.checked = true;
    name!.value = 'Andi';
    place!.value = 'Mamuju';

    hydrateIsland(el, Survey, {}, 'i0');
    await settle(el);

    expect(b!.checked).toBe(true);
    expect(name!.value).toBe('Andi');
    expect(place!.value).toBe('Mamuju');
    el.querySelector('form')!.requestSubmit();
    await waitFor(() => expect(el.querySelector('output')).not.toBeNull());
    expect(JSON.parse(el.querySelector('output')!.textContent!)).toEqual({ answer: 'b', name: 'Andi', place: 'Mamuju' });
  });

  it('presses again a button pressed before, and sends a form sent before, once', async () => {
    const el = serverHtml();
    el.querySelector<HTMLInputElement>('input:not([type])')!.value = 'Budi';
    el.querySelector('form')!.setAttribute('data-held-submit', '');
    // boot.ts marks the button pressed before React had it.
    el.querySelector('button[type=button]')!.setAttribute('data-held-press', '');
    hydrateIsland(el, Survey, {}, 'i0');
    await settle(el);
    await waitFor(() => expect(el.querySelector('output')).not.toBeNull());
    expect(el.querySelector('button[type=button]')!.textContent).toBe('Tambah 1');
    expect(JSON.parse(el.querySelector('output')!.textContent!)).toMatchObject({ name: 'Budi' });
    expect(el.querySelector('[data-held-submit]')).toBeNull();
  });
});

describe('island files', () => {
  it('name themselves as their file is named (boot.ts finds the code by it)', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.island.tsx'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const mod = (await import(path.join(root, file))) as { default: { islandName?: string } };
      expect(mod.default.islandName, file).toBe(path.basename(file, '.island.tsx'));
    }
  });
});
