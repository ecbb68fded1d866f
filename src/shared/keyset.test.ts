import { describe, expect, it } from 'vitest';
import { cursorParamSchema, decodeCursor, encodeCursor, type Cursor } from './keyset.ts';

describe('keyset cursor', () => {
  const cursor: Cursor = {
    sort: 'terbaru',
    direction: 'before',
    page: 7,
    keys: ['2026-11-28 10:00:00.123456+00', null, 'Jembatan Sungai Mandar — ruas 12', '0b6c3d0e-1111-4222-8333-944445555666'],
  };

  it('reads back what it wrote, in characters a URL keeps as they are', () => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(cursorParamSchema.parse(text)).toEqual(cursor);
  });

  it('reads a cursor it cannot understand as none (the first page), never as an error', () => {
    const broken = [
      '',
      'bukan-kursor',
      '!!!',
      encodeCursor(cursor).slice(0, -3),
      btoa('{"s":"terbaru","d":"x","p":1,"k":["a"]}'),
      btoa('{"s":"terbaru","d":"a","p":0,"k":["a"]}'),
      btoa('{"s":"terbaru","d":"a","p":1,"k":[]}'),
      btoa('{"s":"terbaru","d":"a","p":1,"k":[1]}'),
      'A'.repeat(5000),
    ];
    for (const text of broken) expect(decodeCursor(text), text).toBeUndefined();
    expect(cursorParamSchema.parse(undefined)).toBeUndefined();
    expect(cursorParamSchema.parse('%%%')).toBeUndefined();
  });
});
