import { describe, expect, it } from 'vitest';
import {
  bytesSaved,
  checkSelection,
  formatFileSize,
  formatMegabytes,
  jpegName,
  notAnImageMessage,
} from './photo-rules';

const file = (name: string, type: string) => ({ name, type });

describe('photo selection', () => {
  it('takes only files whose type starts with image/', () => {
    const check = checkSelection([file('a.jpg', 'image/jpeg'), file('notas.pdf', 'application/pdf')], 0);
    expect(check.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(check.invalid).toEqual(['notas.pdf']);
    expect(check.tooMany).toBe(false);
    expect(notAnImageMessage('notas.pdf')).toBe('notas.pdf no es una imagen válida');
  });

  it('refuses a selection that would pass 10 photos in total', () => {
    const three = [file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png')];
    expect(checkSelection(three, 7).tooMany).toBe(false);
    const check = checkSelection(three, 8);
    expect(check.tooMany).toBe(true);
    expect(check.accepted).toEqual([]);
  });
});

describe('photo sizes', () => {
  it('shows megabytes with one decimal and small files in kilobytes', () => {
    expect(formatMegabytes(2.3 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatMegabytes(-5)).toBe('0.0 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('adds the browser and the server savings', () => {
    expect(bytesSaved(5_000_000, 600_000, 100_000)).toBe(4_500_000);
    expect(bytesSaved(100, 200, 0)).toBe(0);
  });

  it('names the compressed file .jpg', () => {
    expect(jpegName('Foto del salón.PNG')).toBe('Foto del salón.jpg');
    expect(jpegName('sin-extension')).toBe('sin-extension.jpg');
    expect(jpegName('.png')).toBe('imagen.jpg');
  });
});
