/**
 * Paths of a roast's detail and screenshots, as plain functions shared by the page (roastQueryOptions)
 * and the boot script (src/boot), which requests both before the bundle has loaded on a shared link.
 */
export const roastRequestPath = (id: string) => `/api/roasts/${encodeURIComponent(id)}`;

/** One stored screenshot (`index` 0 is the first, the page's largest paint). */
export const roastImagePath = (id: string, index: number) =>
  `/api/roasts/${encodeURIComponent(id)}/images/${index}`;
