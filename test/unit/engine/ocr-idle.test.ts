/**
 * The OCR worker ends itself after a spell without work, so that a CLI or a test can exit. Under load
 * the worker queues recognitions: it must not end while any is still waiting, or the process crashes
 * inside tesseract.js.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { RgbImage } from '../../../functions/engine/image';
import { readLines, setOcrIdleTime, stopOcr } from '../../../functions/engine/ocr';

afterAll(async () => {
  setOcrIdleTime(10_000);
  await stopOcr();
});

/** A white strip with dark blocks where a line of text would be (enough for the worker to read). */
function strip(): RgbImage {
  const width = 400,
    height = 60;
  const data = new Uint8Array(width * height * 3).fill(255);
  for (let y = 20; y < 36; y++)
    for (let x = 20; x < 380; x++)
      if ((x >> 3) % 3) data.fill(0, (y * width + x) * 3, (y * width + x) * 3 + 3);
  return { width, height, data };
}

describe('OCR worker idle stop', () => {
  it('answers every one of many queued recognitions when the idle time is shorter than the queue', async () => {
    setOcrIdleTime(1);
    const img = strip();
    const box = { x: 10, y: 14, width: 380, height: 28 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => readLines(img, [box])));
    expect(answers).toHaveLength(8);
    for (const lines of answers) expect(lines).toHaveLength(1);
  });
});
