import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './route-modules';

describe('entry screens (route-modules)', () => {
  it('a screen whose chunk has loaded renders at once, never its loading fallback', async () => {
    const Page = () => <h1>The screen</h1>;
    const loader = Object.assign(() => Promise.resolve({ default: Page }), {
      loaded: undefined as { default: typeof Page } | undefined,
    });
    loader.loaded = await loader();
    const Screen = lazyScreen(loader);
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously: the first commit is the screen (as prerendered), not the spinner.
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('a screen still loading shows the fallback first', async () => {
    const Page = () => <h1>The screen</h1>;
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });
});
