import { boot, type ScreenFiles } from './boot';
import type { EntryScreen } from './screens';

/** Filled in at build time by vite-boot-script.ts: each entry screen's chunks and stylesheets. */
declare const __UGH_BOOT_SCREENS__: Partial<Record<EntryScreen, ScreenFiles>>;

try {
  boot(window.location, __UGH_BOOT_SCREENS__);
} catch {
  // Only a head start: the app requests everything itself if this fails.
}
