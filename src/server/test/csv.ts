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
