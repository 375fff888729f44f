import { afterEach, describe, expect, it, vi } from 'vitest';
import { paperworkFileName, saveBlob } from './download.ts';

afterEach(() => vi.restoreAllMocks());

describe('downloads', () => {
  it('names paperwork files by application and document type', () => {
    expect(paperworkFileName(1234, 'FULL')).toBe('Paperwork-1234-FULL.pdf');
    expect(paperworkFileName(7, '../x')).toBe('Paperwork-7-x.pdf');
    expect(paperworkFileName(7, '')).toBe('Paperwork-7-document.pdf');
  });

  it('saves a Blob through a temporary link', () => {
    const created = vi.fn(() => 'blob:portal/1');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    saveBlob(new Blob(['%PDF']), 'Paperwork-1-FULL.pdf');
    expect(created).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
