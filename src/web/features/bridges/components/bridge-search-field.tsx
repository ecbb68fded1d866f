import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { BRIDGE_SEARCH_MAX } from '../../../../shared/constants.ts';
import { LAYANAN_BRIDGES as T } from '../../../../shared/layanan-bridges-strings.ts';
import { searchWord } from '../../../../shared/paging.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * "Cari jembatan" with its magnifier: a GET form's `q` on the public page, state on the admin page.
 * A text too short to search (issue 41, searchWord) is not searched; the hint under the field says so.
 */
export function BridgeSearchField(input: InputHTMLAttributes<HTMLInputElement>) {
  const text = String(input.value ?? input.defaultValue ?? '').trim();
  const tooShort = text !== '' && !searchWord(text);
  return (
    <div className="grid w-full gap-1.5 sm:max-w-md">
      <label htmlFor="bridge-search" className="text-sm font-medium text-slate-800">
        {T.search}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="bridge-search"
          type="search"
          placeholder={T.searchPlaceholder}
          maxLength={BRIDGE_SEARCH_MAX}
          autoComplete="off"
          aria-describedby={tooShort ? 'bridge-search-hint' : undefined}
          {...input}
          className={cn(inputClass, 'pl-9')}
        />
      </div>
      {tooShort && (
        <p id="bridge-search-hint" className="text-sm text-slate-600">
          {ADMIN.common.searchMin}
        </p>
      )}
    </div>
  );
}
