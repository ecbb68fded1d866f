// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTICLE } from '../../../../shared/article-strings.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../components/upload-request.ts';
import { ImageDialog, type InsertedImage } from './image-dialog.tsx';

vi.mock('../../../components/upload-request.ts', () => ({ uploadWithProgress: vi.fn(), formDataOf: () => new FormData() }));

afterEach(cleanup);
beforeEach(() => vi.mocked(uploadWithProgress).mockReset());

const picture = () => new File(['x'], 'isi.jpg', { type: 'image/jpeg' });
const stored = { id: 'c1d2e3f4-0000-4000-8000-000000000001', width: 1600, height: 1000, variants: [] };

/** The dialog inside an article's form, as the editor has it: its submit must not send the article. */
function renderDialog(initialFile: File | null = null) {
  const onInsert = vi.fn<(image: InsertedImage) => void>();
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const articleSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <form onSubmit={(e) => articleSubmit(e.nativeEvent as SubmitEvent)}>
        <ImageDialog open onOpenChange={onOpenChange} initialFile={initialFile} onInsert={onInsert} />
      </form>
    </QueryClientProvider>,
  );
  return { onInsert, onOpenChange, articleSubmit };
}

const describedBy = (box: HTMLElement) =>
  (box.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const insert = () => screen.getByRole('button', { name: ARTICLE.imageInsert });

describe('ImageDialog', () => {
  it('asks for the file and the alt text on their boxes, uploads nothing and leaves the article alone', async () => {
    const user = userEvent.setup();
    const { articleSubmit, onInsert } = renderDialog();
    await user.click(insert());
    const alt = screen.getByLabelText(new RegExp(`^${ARTICLE.imageAlt}`));
    await waitFor(() => expect(describedBy(alt)).toContain(ARTICLE.imageAltRequired));
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(screen.getByLabelText(new RegExp(`^${ARTICLE.imageFile}`)))).toContain(ARTICLE.imageFileRequired);
    expect(uploadWithProgress).not.toHaveBeenCalled();
    expect(onInsert).not.toHaveBeenCalled();
    expect(articleSubmit).not.toHaveBeenCalled();
  });

  it('inserts the pasted picture with its alt text and caption trimmed, then closes', async () => {
    vi.mocked(uploadWithProgress).mockResolvedValue(stored);
    const user = userEvent.setup();
    const { onInsert, onOpenChange, articleSubmit } = renderDialog(picture());
    await user.type(screen.getByLabelText(new RegExp(`^${ARTICLE.imageAlt}`)), '  Pekerja mengaspal  ');
    await user.type(screen.getByLabelText(ARTICLE.imageCaption), ' Ruas Mamuju ');
    await user.click(insert());
    await waitFor(() => expect(onInsert).toHaveBeenCalledTimes(1));
    expect(onInsert.mock.calls[0]![0]).toMatchObject({ width: 1600, height: 1000, alt: 'Pekerja mengaspal', caption: 'Ruas Mamuju' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(articleSubmit).not.toHaveBeenCalled();
  });

  it('says why an upload failed, and the next try starts without the old message', async () => {
    vi.mocked(uploadWithProgress).mockRejectedValueOnce(new ApiError(415, 'UNSUPPORTED', 'Format gambar tidak didukung.'));
    const user = userEvent.setup();
    renderDialog(picture());
    await user.type(screen.getByLabelText(new RegExp(`^${ARTICLE.imageAlt}`)), 'Jalan');
    await user.click(insert());
    expect((await screen.findByRole('alert')).textContent).toBe(`${ARTICLE.uploadFailed}: Format gambar tidak didukung.`);
    vi.mocked(uploadWithProgress).mockImplementationOnce(() => new Promise(() => {}));
    await user.click(insert());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
