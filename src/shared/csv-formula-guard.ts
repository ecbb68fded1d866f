// Formula injection in CSV (OWASP "CSV Injection"; issue 33, item 6; docs/decisions/047): a spreadsheet
// runs a cell starting with = + - @ (or tab, CR) as a formula. Quoting does not protect a cell on its
// own: Indonesian Excel splits a comma file at `;` and reads our quotes as text, so `Ruas;=HYPERLINK(…)`
// becomes a cell `=HYPERLINK(…)`. Every place where some reader may start a cell is therefore guarded:
// the start of the value and the character after each `,` `;` tab or line break inside it.
//
// The guard puts an apostrophe before the formula character (a spreadsheet then shows text) and
// `unguardFormulas` takes exactly that apostrophe off again, so the bridge import reads back what an
// export wrote. To keep that exact, a piece that already starts with apostrophes before a formula
// character gets one more. A plain negative number (`-2.6786`) is a number to every spreadsheet, never
// a formula, and stays as it is.

/** A piece start (value start or after a separator), optional spaces/quotes, apostrophes, then a formula character. */
const GUARD = /(?<=^|[,;\t\r\n])([ "\u00A0]*)('*)(?=[=+\-@\t\r])/g;
const UNGUARD = /(?<=^|[,;\t\r\n])([ "\u00A0]*)'(?='*[=+\-@\t\r])/g;
/** `-12` or `-2.6786`, up to the end of its piece. */
const NEGATIVE_NUMBER = /-\d+(?:\.\d+)?(?=$|[,;\t\r\n])/y;

/** The text with an apostrophe before each formula character where a spreadsheet could start a cell. */
export function guardFormulas(text: string): string {
  return text.replace(GUARD, (_match, space: string, apostrophes: string, offset: number) => {
    if (apostrophes === '') {
      NEGATIVE_NUMBER.lastIndex = offset + space.length;
      if (NEGATIVE_NUMBER.test(text)) return space;
    }
    return `${space}'${apostrophes}`;
  });
}

/** What guardFormulas was given: the apostrophe it put before each formula character removed. */
export const unguardFormulas = (text: string): string => text.replace(UNGUARD, '$1');
