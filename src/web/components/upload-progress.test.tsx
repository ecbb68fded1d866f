// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD } from '../../shared/upload-strings.ts';
import { CANCEL_ARMS_AFTER_MS, UploadProgressBar } from './upload-progress.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => screen.getByRole('progressbar', { name: UPLOAD.label });
const cancelButton = () => screen.getByRole('button', { name: UPLOAD.cancel }) as HTMLButtonElement;
const spoken = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')?.textContent;

describe('UploadProgressBar (issue 13, item 10)', () => {
  it('shows nothing while no upload runs', () => {
    const { container } = render(<UploadProgressBar progress={null} onCancel={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a progressbar with its percentage in numbers and in words, and a cancel button that cancels', () => {
    vi.useFakeTimers();
    const onCancel = vi.fn();
    const { container } = render(<UploadProgressBar progress={{ loaded: 420, total: 1000 }} onCancel={onCancel} />);
    expect(bar().getAttribute('aria-valuemin')).toBe('0');
    expect(bar().getAttribute('aria-valuemax')).toBe('100');
    expect(bar().getAttribute('aria-valuenow')).toBe('42');
    expect(bar().getAttribute('aria-valuetext')).toBe(UPLOAD.uploading(42));
    expect(screen.getByText(UPLOAD.uploading(42))).toBeTruthy();
    // A screen reader hears a quarter at a time, not each of the many progress events.
    expect(spoken(container)).toBe(UPLOAD.uploading(25));
    act(() => void vi.advanceTimersByTime(CANCEL_ARMS_AFTER_MS));
    fireEvent.click(cancelButton());
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("takes no click on cancel for a moment after it appears (a double click's second click on send), each upload anew", () => {
    vi.useFakeTimers();
    const onCancel = vi.fn();
    const { rerender } = render(<UploadProgressBar progress={{ loaded: 0, total: 1000 }} onCancel={onCancel} />);
    expect(cancelButton().disabled).toBe(true);
    fireEvent.click(cancelButton());
    act(() => void vi.advanceTimersByTime(CANCEL_ARMS_AFTER_MS));
    expect(cancelButton().disabled).toBe(false);
    expect(onCancel).not.toHaveBeenCalled();
    // The next upload (the bar was gone in between) waits again.
    rerender(<UploadProgressBar progress={null} onCancel={onCancel} />);
    rerender(<UploadProgressBar progress={{ loaded: 0, total: 1000 }} onCancel={onCancel} />);
    expect(cancelButton().disabled).toBe(true);
  });

  it('says 0% while the browser does not know the size yet', () => {
    render(<UploadProgressBar progress={{ loaded: 0, total: 0 }} onCancel={() => {}} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    expect(cancelButton()).toBeTruthy();
  });

  it('once every byte is sent, says the server is saving and offers no cancel (it could not undo that)', () => {
    const { container } = render(<UploadProgressBar progress={{ loaded: 1000, total: 1000 }} onCancel={() => {}} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(bar().getAttribute('aria-valuetext')).toBe(UPLOAD.finishing);
    expect(spoken(container)).toBe(UPLOAD.finishing);
    expect(screen.queryByRole('button', { name: UPLOAD.cancel })).toBeNull();
  });
});
