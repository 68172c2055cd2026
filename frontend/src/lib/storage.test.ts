import { describe, expect, it, vi } from 'vitest';
import { getFingerprint } from './fingerprint';
import { writeString } from './storage';

describe('storage helpers', () => {
  it('swallow quota errors silently', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const log = vi.spyOn(console, 'error');
    expect(writeString('local', 'k', 'v')).toBe(false);
    expect(log).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('keep one fingerprint (random id + timestamp) that fits the server pattern', () => {
    const first = getFingerprint();
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(first).toMatch(/\.\d{13}$/);
    expect(getFingerprint()).toBe(first);
    expect(JSON.parse(localStorage.getItem('ugh_fingerprint')!)).toMatchObject({
      createdAt: expect.any(Number),
    });
  });
});
