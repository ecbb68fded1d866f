// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlbumDetail } from '../../../../shared/gallery-schemas.ts';
import { GALLERY as T } from '../../../../shared/gallery-strings.ts';
import { uploadWithProgress } from '../../../components/upload-request.ts';
import { AlbumEditorPage, AlbumsListPage } from './albums-admin.tsx';

vi.mock('../../../components/upload-request.ts', () => ({ uploadWithProgress: vi.fn(), formDataOf: () => new FormData() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALBUM_ID = '0b7a4f0e-7a39-4c1e-9d0e-3a3f2c6b1d11';
const album: AlbumDetail = {
  id: ALBUM_ID,
  slug: 'kegiatan',
  title: 'Kegiatan',
  description: '',
  albumDate: '2026-11-01',
  published: false,
  photoCount: 0,
  cover: null,
  coverPhotoId: null,
  photos: [],
};

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
/** The API: GETs answer with `gets`, every other request with `answer` (a 422 with fields, say). */
function stubApi(gets: (url: string) => unknown, answer: { status: number; body: unknown }) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET') return Response.json(gets(url));
    const body = init?.body ? JSON.parse(String(init.body)) : input instanceof Request ? await input.json() : null;
    sent.push({ method, url, body });
    return Response.json(answer.body, { status: answer.status });
  });
}
const refused = (fields: Record<string, string>) => ({
  status: 422,
  body: { error: { code: 'VALIDATION', message: Object.values(fields)[0], fields } },
});

function renderAt(path: string, page: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/cms/albums" element={page} />
          <Route path="/admin/cms/albums/:id" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** What a screen reader reads with the box, as a sighted person reads it below. */
const describedBy = (box: HTMLElement) =>
  (box.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

beforeEach(() => {
  sent = [];
  vi.mocked(uploadWithProgress).mockReset();
});

describe('new album', () => {
  it("puts the server's message on the title box, not only in a toast", async () => {
    stubApi(() => [], refused({ title: 'Judul album sudah dipakai.' }));
    const user = userEvent.setup();
    renderAt('/admin/cms/albums', <AlbumsListPage />);
    const title = screen.getByLabelText(new RegExp(`^${T.albumTitle}`));
    await user.type(title, 'Kegiatan');
    await user.click(screen.getByRole('button', { name: T.newAlbum }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(title)).toContain('Judul album sudah dipakai.');
    expect(sent[0]?.body).toMatchObject({ title: 'Kegiatan', albumDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('checks the title and the date with the schema the server uses, before sending', async () => {
    stubApi(() => [], { status: 201, body: album });
    const user = userEvent.setup();
    renderAt('/admin/cms/albums', <AlbumsListPage />);
    await user.clear(screen.getByLabelText(new RegExp(`^${T.albumDate}`)));
    await user.click(screen.getByRole('button', { name: T.newAlbum }));
    expect(describedBy(await screen.findByLabelText(new RegExp(`^${T.albumTitle}`)))).toContain(T.titleRequired);
    await waitFor(() => expect(describedBy(screen.getByLabelText(new RegExp(`^${T.albumDate}`)))).toContain(T.dateInvalid));
    expect(sent).toEqual([]);
  });
});

describe('add a photo', () => {
  it('asks for the file and the alt text before uploading', async () => {
    stubApi(() => album, { status: 201, body: album });
    const user = userEvent.setup();
    renderAt(`/admin/cms/albums/${ALBUM_ID}`, <AlbumEditorPage />);
    await user.click(await screen.findByRole('button', { name: T.addPhotos }));
    const alt = screen.getByLabelText(new RegExp(`^${T.alt}`));
    await waitFor(() => expect(describedBy(alt)).toContain(T.altRequired));
    expect(describedBy(screen.getByLabelText(/^Foto/))).toContain(T.imageMissing);
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it("sends the texts with the uploaded image's id, and puts the server's message on its box", async () => {
    stubApi(() => album, refused({ credit: 'Teks maksimal 300 karakter.' }));
    vi.mocked(uploadWithProgress).mockResolvedValue({ id: 'c1d2e3f4-0000-4000-8000-000000000001' });
    const user = userEvent.setup();
    renderAt(`/admin/cms/albums/${ALBUM_ID}`, <AlbumEditorPage />);
    await user.upload(await screen.findByLabelText(/^Foto/), new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByLabelText(new RegExp(`^${T.alt}`)), '  Jembatan  ');
    await user.type(screen.getByLabelText(T.credit), 'Humas');
    await user.click(screen.getByRole('button', { name: T.addPhotos }));
    const credit = screen.getByLabelText(T.credit);
    await waitFor(() => expect(describedBy(credit)).toContain('Teks maksimal 300 karakter.'));
    expect(sent).toEqual([
      {
        method: 'POST',
        url: expect.stringContaining(`/api/admin/albums/${ALBUM_ID}/photos`),
        body: { imageId: 'c1d2e3f4-0000-4000-8000-000000000001', alt: 'Jembatan', caption: '', credit: 'Humas' },
      },
    ]);
  });
});

describe('album fields', () => {
  it('saves the published box with the cover the album has now', async () => {
    stubApi(() => ({ ...album, coverPhotoId: null }), { status: 200, body: { ...album, published: true } });
    const user = userEvent.setup();
    renderAt(`/admin/cms/albums/${ALBUM_ID}`, <AlbumEditorPage />);
    await user.click(await screen.findByLabelText(T.published));
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ title: 'Kegiatan', albumDate: '2026-11-01', description: '', published: true, coverPhotoId: null });
  });
});
