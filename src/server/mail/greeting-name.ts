import { nameCarriesContact } from '../../shared/person-name.ts';

/** The greeting when there is no name to print, or none that may be printed. */
export const NEUTRAL_GREETING_NAME = 'Bapak/Ibu';
/** Longer names are cut: a greeting is not a place for a paragraph. */
export const GREETING_NAME_MAX = 60;

/**
 * The name after "Yth." in every mail (issue 33, item 4): plain text on one line, at most 60
 * characters, and "Bapak/Ibu" instead when there is none or it carries a link, an e-mail address or
 * a phone-number-like run (the office's domain must not carry someone's "hubungi 0812-…").
 */
export function greetingName(name: string | null | undefined): string {
  // Control and format characters (line breaks, bidi overrides, zero-width joiners) go first, so
  // that neither the checks below nor the reader can be fooled by them.
  const plain = (name ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain || nameCarriesContact(plain)) return NEUTRAL_GREETING_NAME;
  const chars = [...plain];
  return chars.length <= GREETING_NAME_MAX
    ? plain
    : `${chars
        .slice(0, GREETING_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`;
}
