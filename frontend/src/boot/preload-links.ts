/** `<link>` preloads in <head>, added by the boot script and, where it did not run (dev server), by the app. */
export function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/** The image of a screen's largest paint, at high priority; once per URL. */
export function preloadImage(href: string): void {
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  if (preloaded.some((link) => link.getAttribute('href') === href)) return;
  addLink({ rel: 'preload', as: 'image', href, fetchpriority: 'high' });
}
