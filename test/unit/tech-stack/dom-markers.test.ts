// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DOM_MARKER_SELECTORS } from '../../../functions/domain/tech-stack/rules';

describe('DOM marker selectors', () => {
  it('are all valid CSS selectors (querySelector would throw otherwise)', () => {
    for (const selector of DOM_MARKER_SELECTORS) {
      expect(() => document.querySelector(selector), selector).not.toThrow();
    }
  });

  it('match the markup they are meant for', () => {
    document.body.innerHTML =
      '<app-root ng-version="17.3.2"></app-root><div id="__next"></div>' +
      '<iframe src="https://www.youtube.com/embed/abc"></iframe><div class="g-recaptcha"></div>';
    for (const selector of ['[ng-version]', '#__next', 'iframe[src*="youtube.com/embed"]', '.g-recaptcha']) {
      expect(DOM_MARKER_SELECTORS).toContain(selector);
      expect(document.querySelector(selector), selector).not.toBeNull();
    }
    expect(document.querySelector('[data-reactroot]')).toBeNull();
  });
});
