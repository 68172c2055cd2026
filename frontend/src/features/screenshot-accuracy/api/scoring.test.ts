import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { decideWinner, deviceAccuracy, overallAccuracy, SIZE_WARNINGS, sizeWarning } from './scoring';
import { failureText, scoreResponse, winnerOf } from './strategies';

describe('screenshot accuracy scoring (spec §9)', () => {
  it('starts from the size band 5 / 10 / 20 / 30 and adds size / 20,000', () => {
    // Below every device bonus: band + size/20,000.
    expect(deviceAccuracy('desktop', 100_000)).toBe(5 + 5);
    expect(deviceAccuracy('desktop', 200_000)).toBe(5 + 10); // 200,000 is not "over 200,000"
    expect(deviceAccuracy('desktop', 200_020)).toBe(10 + 10);
    expect(deviceAccuracy('desktop', 500_000)).toBe(10 + 25);
    expect(deviceAccuracy('desktop', 500_020)).toBe(20 + 25);
    expect(deviceAccuracy('mobile', 280_000)).toBe(10 + 14);
  });

  it('adds 20 above 300,000 and 30 more above 500,000 on mobile', () => {
    expect(deviceAccuracy('mobile', 300_000)).toBe(10 + 15);
    expect(deviceAccuracy('mobile', 320_000)).toBe(10 + 20 + 16);
    expect(deviceAccuracy('mobile', 500_000)).toBe(10 + 20 + 25);
    expect(deviceAccuracy('mobile', 520_000)).toBe(20 + 20 + 30 + 26);
  });

  it('adds 20 above 600,000 and 30 more above 900,000 on desktop', () => {
    expect(deviceAccuracy('desktop', 600_000)).toBe(20 + 30);
    expect(deviceAccuracy('desktop', 620_000)).toBe(20 + 20 + 31);
    expect(deviceAccuracy('desktop', 900_000)).toBe(30 + 20 + 40); // the size bonus caps at 40
    expect(deviceAccuracy('desktop', 920_000)).toBe(100); // 30 + 20 + 30 + 40 = 120, capped
  });

  it('caps the size bonus at 40 and the score at 100', () => {
    expect(deviceAccuracy('mobile', 2_000_000)).toBe(100);
    expect(deviceAccuracy('desktop', 820_000)).toBe(30 + 20 + 40);
  });

  it('rounds to whole points and gives a missing screenshot 0', () => {
    expect(deviceAccuracy('desktop', 150_010)).toBe(13); // 5 + 7.5005
    expect(deviceAccuracy('desktop', 0)).toBe(0);
  });

  it('averages desktop and mobile for the overall score', () => {
    expect(overallAccuracy(90, 55)).toBe(72.5);
    expect(overallAccuracy(100, 0)).toBe(50);
  });

  it('warns about very small, small and very large screenshots', () => {
    expect(sizeWarning(99_999)).toBe(SIZE_WARNINGS.verySmall);
    expect(sizeWarning(100_000)).toBe(SIZE_WARNINGS.small);
    expect(sizeWarning(199_999)).toBe(SIZE_WARNINGS.small);
    expect(sizeWarning(200_000)).toBeNull();
    expect(sizeWarning(1_500_000)).toBeNull();
    expect(sizeWarning(1_500_001)).toBe(SIZE_WARNINGS.veryLarge);
    expect(sizeWarning(0)).toBeNull();
    expect(SIZE_WARNINGS).toEqual({
      verySmall: 'Very small screenshot - content may be missing',
      small: 'Small screenshot - possible loading issues',
      veryLarge: 'Very large screenshot - may include unnecessary content',
    });
  });

  it('ties under 5 points of difference, else names the higher strategy', () => {
    expect(decideWinner({ overall: 70 }, { overall: 74.9 })).toBe('tie');
    expect(decideWinner({ overall: 74.9 }, { overall: 70 })).toBe('tie');
    expect(decideWinner({ overall: 75 }, { overall: 70 })).toBe('networkidle');
    expect(decideWinner({ overall: 70 }, { overall: 75 })).toBe('delay');
    expect(decideWinner({ overall: 70 }, null)).toBeNull();
    expect(decideWinner(undefined, { overall: 70 })).toBeNull();
  });
});

describe('scoring one strategy answer', () => {
  const image = (n: number) => 'A'.repeat(n);

  it('scores both devices and lists no issue for a full capture', () => {
    const result = scoreResponse(
      'networkidle',
      { success: true, desktopScreenshot: image(920_000), mobileScreenshot: image(520_000), error: null },
      4200,
    );
    expect(result).toMatchObject({ overall: 98, issues: [], captured: true, durationMs: 4200 });
    expect(result.desktop).toMatchObject({ size: 920_000, score: 100, warning: null });
    expect(result.mobile).toMatchObject({ size: 520_000, score: 96, warning: null });
  });

  it('names the server error, or "Screenshot capture failed", and each missing screenshot', () => {
    const failed = scoreResponse(
      'delay',
      { success: false, desktopScreenshot: null, mobileScreenshot: null, error: 'The page took too long' },
      10,
    );
    expect(failed.issues).toEqual([
      'The page took too long',
      'No desktop screenshot',
      'No mobile screenshot',
    ]);
    expect(failed).toMatchObject({ overall: 0, captured: false });
    const silent = scoreResponse(
      'delay',
      { success: false, desktopScreenshot: null, mobileScreenshot: null, error: null },
      10,
    );
    expect(silent.issues[0]).toBe('Screenshot capture failed');
    const half = scoreResponse(
      'delay',
      { success: true, desktopScreenshot: image(50_000), mobileScreenshot: null, error: null },
      10,
    );
    expect(half.issues).toEqual(['No mobile screenshot']);
    expect(half.desktop.warning).toBe(SIZE_WARNINGS.verySmall);
    expect(half.captured).toBe(true);
  });

  it('reports "HTTP {status}" for an error answer and "Network error: {message}" when fetch throws', () => {
    expect(failureText(new ApiError(502, '', 'Bad Gateway'))).toBe('HTTP 502');
    expect(failureText(new ApiError(429, '{"message":"Too many requests"}', ''))).toBe(
      'HTTP 429 — Too many requests',
    );
    expect(failureText(new TypeError('Failed to fetch'))).toBe('Network error: Failed to fetch');
    const result = scoreResponse('networkidle', null, 5, 'HTTP 502');
    expect(result.issues).toEqual(['HTTP 502']);
    expect(result.captured).toBe(false);
  });

  it('declares a winner only when both strategies captured something', () => {
    const full = scoreResponse(
      'networkidle',
      { success: true, desktopScreenshot: image(920_000), mobileScreenshot: image(520_000), error: null },
      1,
    );
    const failed = scoreResponse('delay', null, 1, 'HTTP 500');
    expect(winnerOf({ networkidle: full, delay: failed })).toBeNull();
    expect(winnerOf({ networkidle: full })).toBeNull();
    const weaker = scoreResponse(
      'delay',
      { success: true, desktopScreenshot: image(300_000), mobileScreenshot: image(300_000), error: null },
      1,
    );
    expect(winnerOf({ networkidle: full, delay: weaker })).toBe('networkidle');
    expect(winnerOf({ networkidle: full, delay: full })).toBe('tie');
  });
});
