import { AppLink } from '../lib/app-link.tsx';
import { CONSENT } from '../../shared/consent-strings.ts';

/** Under every form that asks for personal data (issue 14, UU 27/2022): what it is for, and the policy. */
export function PrivacyNotice() {
  return (
    <p className="border-l-2 border-brand-200 pl-3 text-xs text-slate-600">
      <span>
        {CONSENT.notice}{' '}
        <AppLink to="/kebijakan-privasi" className="font-medium text-brand-700 underline underline-offset-2">
          {CONSENT.policyLink}
        </AppLink>
        .
      </span>
    </p>
  );
}
