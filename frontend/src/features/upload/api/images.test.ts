import { describe, expect, it, vi } from 'vitest';
import { acceptableFiles, MAX_UPLOAD_FILE_BYTES, processFiles, scaledSize } from './images';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('upload file filtering', () => {
  it('keeps only images of at most 10 MB', () => {
    const kept = acceptableFiles(
      [
        file('a.png', 'image/png'),
        file('doc.pdf', 'application/pdf'),
        file('huge.jpg', 'image/jpeg', MAX_UPLOAD_FILE_BYTES + 1),
        file('edge.webp', 'image/webp', MAX_UPLOAD_FILE_BYTES),
      ],
      0,
    );
    expect(kept.map((f) => f.name)).toEqual(['a.png', 'edge.webp']);
  });

  it('ignores files beyond the remaining capacity of 5', () => {
    const files = Array.from({ length: 7 }, (_, i) => file(`${i}.png`, 'image/png'));
    expect(acceptableFiles(files, 0)).toHaveLength(5);
    expect(acceptableFiles(files, 3).map((f) => f.name)).toEqual(['0.png', '1.png']);
    expect(acceptableFiles(files, 5)).toHaveLength(0);
  });

  it('scales the longest side down to 1200 px and never up', () => {
    expect(scaledSize(2880, 1800)).toEqual({ width: 1200, height: 750 });
    expect(scaledSize(1170, 2532)).toEqual({ width: 555, height: 1200 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('only logs an image that fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const out = await processFiles([file('ok.png', 'image/png'), file('bad.png', 'image/png')], async (f) => {
      if (f.name === 'bad.png') throw new Error('Could not load image');
      return 'data:image/jpeg;base64,AAAA';
    });
    expect(out).toEqual(['data:image/jpeg;base64,AAAA']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
