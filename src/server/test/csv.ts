/**
 * Rows of cells as RFC 4180 reads them (quoted cells, doubled quotes, line breaks inside, CRLF between
 * records), as a spreadsheet opens our CSV exports. A BOM at the start is skipped. `strict`: the last
 * record must end in CRLF too.
 */
export function parseCsv(text: string, { strict = false } = {}): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    if (strict) throw new Error('the last record has no CRLF');
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * The cells a spreadsheet makes of a CSV file when it splits at `separator` (Excel takes its list
 * separator from the locale: `;` in id-ID). As Excel does: a quote opens a quoted part only at the
 * start of a cell; after the closing quote the rest up to the separator is taken as it stands.
 */
export function spreadsheetCells(text: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  const body = text.replace(/^\uFEFF/, '');
  let i = 0;
  while (i < body.length) {
    let cell = '';
    if (body[i] === '"') {
      i++;
      while (i < body.length) {
        if (body[i] === '"' && body[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (body[i] === '"') {
          i++;
          break;
        } else cell += body[i++];
      }
    }
    while (i < body.length && body[i] !== separator && body[i] !== '\r' && body[i] !== '\n') cell += body[i++];
    cells.push(cell);
    if (body[i] === '\r' && body[i + 1] === '\n') i++;
    i++;
  }
  return cells;
}

/**
 * The cells of `spreadsheetCells` at either separator, and every piece of the raw text between any
 * `,` `;` tab or line break (a reader that ignores quotes), that a spreadsheet would run as a formula:
 * starting, after spaces and quotes, with = + - @ tab or CR. A plain negative number is a number.
 */
export function formulaCells(text: string): string[] {
  const pieces = [...spreadsheetCells(text, ','), ...spreadsheetCells(text, ';'), ...text.split(/[,;\t\r\n]/)];
  return pieces.filter((p) => {
    const start = p.replace(/^[ "\u00A0]+/, '');
    return /^[=+\-@\t\r]/.test(start) && !/^-\d+(\.\d+)?$/.test(start);
  });
}
