import type { ComponentProps } from 'react';
import { EMAIL_MAX } from '../../../../shared/constants.ts';
import { SITE } from '../../../../shared/strings.ts';
import { TextInput } from '../../../components/ui/field.tsx';

/** One's own address on the account forms (registering, a forgotten password): the address keyboard and autofill, the limit, the example. */
export function AccountEmailInput(props: ComponentProps<'input'>) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX}
      placeholder={SITE.auth.emailPlaceholder}
      {...props}
    />
  );
}
