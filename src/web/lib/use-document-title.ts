import { useEffect } from 'react';
import { OFFICE } from '../../shared/strings.ts';

/** Each page names itself and the office: "Berita | Dinas PUPR Provinsi Sulawesi Barat". */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${OFFICE.name}` : OFFICE.name;
  }, [title]);
}
