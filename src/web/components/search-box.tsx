import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN } from '../../shared/admin-strings.ts';
import { SEARCH_TEXT_MAX } from '../../shared/constants.ts';
import { searchWord } from '../../shared/paging.ts';
import { cn } from '../lib/cn.ts';
import { inputClass } from './ui/field.tsx';

/**
 * A search field that reports its text `delayMs` after the last keystroke. With `minLength`, a text
 * shorter than that (but not empty) is not reported; with `minSearch`, a text without three letters or
 * digits in a row is reported (the list then shows all); either way the box says why under it.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  delayMs = 300,
  minLength,
  minSearch = false,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  delayMs?: number;
  minLength?: { length: number; message: string };
  /** The list searches only three letters or digits in a row (issue 41, searchWord): a shorter text shows why. */
  minSearch?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const trimmed = text.trim();
  // Too short by length: not sent (the list's API refuses it). Without a word of three letters or digits:
  // sent, and the list shows everything (searchWord); either way the box says why under it.
  const shortByLength = minLength !== undefined && trimmed.length > 0 && trimmed.length < minLength.length;
  const tooShort = shortByLength || (minSearch && trimmed !== '' && !searchWord(trimmed));
  useEffect(() => {
    if (trimmed === value || shortByLength) return;
    const handle = window.setTimeout(() => latest.current(trimmed), delayMs);
    return () => window.clearTimeout(handle);
  }, [trimmed, shortByLength, value, delayMs]);

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          maxLength={SEARCH_TEXT_MAX}
          aria-describedby={tooShort ? `${id}-short` : undefined}
          className={cn(inputClass, 'pl-9')}
        />
      </div>
      {tooShort && (
        <p id={`${id}-short`} role="status" className="text-sm text-slate-700">
          {shortByLength ? minLength.message : ADMIN.common.searchMin}
        </p>
      )}
    </div>
  );
}
