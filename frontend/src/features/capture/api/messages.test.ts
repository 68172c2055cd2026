import { describe, expect, it } from 'vitest';
import { CAPTURE_ERRORS, failureFor, stepMessageAt } from './messages';

describe('capture step messages and error catalogue', () => {
  it('shows each step from its elapsed time', () => {
    expect(stepMessageAt(0)).toBe('Validating website URL');
    expect(stepMessageAt(1999)).toBe('Validating website URL');
    expect(stepMessageAt(2000)).toBe('Loading website content');
    expect(stepMessageAt(5000)).toBe('Capturing desktop screenshot');
    expect(stepMessageAt(10_000)).toBe('Capturing mobile screenshot');
    expect(stepMessageAt(15_000)).toBe('Processing images');
    expect(stepMessageAt(20_000)).toBe('Finalizing capture');
    expect(stepMessageAt(60_000)).toBe('Finalizing capture');
  });

  it('maps error types to the spec texts', () => {
    expect(failureFor({ errorType: 'blocked' })).toEqual({ message: CAPTURE_ERRORS.blocked, neutral: true });
    expect(failureFor({ errorType: 'timeout' }).message).toBe(
      'Website took too long to load. Try again or use a faster-loading page.',
    );
    expect(failureFor({ errorType: 'network' }).message).toBe(
      'Network error or API rate limit reached. Check the URL and try again.',
    );
    expect(failureFor({}).message).toBe('Failed to capture screenshots');
    expect(failureFor({ error: 'DNS says no' }).message).toBe('DNS says no');
  });
});
