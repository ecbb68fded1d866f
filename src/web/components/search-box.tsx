import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN } from '../../shared/admin-strings.ts';
import { SEARCH_TEXT_MAX } from '../../shared/constants.ts';
import { searchWord } from '../../shared/paging.ts';
import { cn } from '../lib/cn.ts';
import { inputClass } from './ui/field.tsx';

/** A search field that reports its text `delayMs` after the last keystroke. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  delayMs = 300,
  minSearch = false,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  delayMs?: number;
  /** The list searches only three letters or digits in a row (issue 41, searchWord): a shorter text shows why. */
  minSearch?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const tooShort = minSearch && text.trim() !== '' && !searchWord(text.trim());
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const handle = window.setTimeout(() => latest.current(text.trim()), delayMs);
    return () => window.clearTimeout(handle);
  }, [text, value, delayMs]);

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
          aria-describedby={tooShort ? `${id}-hint` : undefined}
          className={cn(inputClass, 'pl-9')}
        />
      </div>
      {tooShort && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {ADMIN.common.searchMin}
        </p>
      )}
    </div>
  );
}
