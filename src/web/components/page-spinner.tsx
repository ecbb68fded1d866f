import { COMMON } from '../../shared/strings.ts';
import { Spinner } from './ui/spinner.tsx';

/** What a page shows while its data loads: a spinner in the middle of the space the content will take. */
export function PageSpinner() {
  return (
    <div className="flex justify-center py-24">
      <Spinner label={COMMON.loading} />
    </div>
  );
}
