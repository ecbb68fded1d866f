import { STANDARD_TEXT } from '../../../../shared/service-standard-strings.ts';

/** Until a super admin saves the office's own text, the page says that what it shows is an example. */
export function ExampleNotice() {
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {STANDARD_TEXT.example}
    </p>
  );
}
