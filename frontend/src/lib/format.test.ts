import { describe, expect, it } from 'vitest';
import { formatRoastNumber, jpegDataUrl, plural, relativeTime, siteHref, truncate } from './format';

describe('formatting', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('relative time: "Just now", "N hours ago", "N days ago"', () => {
    expect(relativeTime('2026-11-22T11:30:00Z', now)).toBe('Just now');
    expect(relativeTime('2026-11-22T07:00:00Z', now)).toBe('5 hours ago');
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
  });
  it('zero-pads roast numbers to 4 digits', () => {
    expect(formatRoastNumber(42)).toBe('#0042');
    expect(formatRoastNumber(12345)).toBe('#12345');
  });
  it('prepends https:// to live-site links without a scheme', () => {
    expect(siteHref('example.com')).toBe('https://example.com');
    expect(siteHref('http://example.com')).toBe('http://example.com');
  });
  it('truncates card text and words counts', () => {
    expect(truncate('a'.repeat(200), 150)).toHaveLength(151);
    expect(plural(1, 'violation', 'violations')).toBe('1 violation');
    expect(plural(3, 'violation', 'violations')).toBe('3 violations');
  });
  it('turns bare base64 JPEG data into a data URL and leaves data URLs alone', () => {
    expect(jpegDataUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(jpegDataUrl('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
  });
});
