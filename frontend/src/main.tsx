import type {} from './lib/boot-handoff';
import './styles/global.css';

// index.html holds the page prerendered at build time and preloads the app's chunk. The chunk runs only
// once that page is on screen (the boot script says when; at once without one: dev server): evaluating
// ~370 KB of JavaScript first would hold back the first paint on a fast connection (on a slow one the
// paint comes first anyway). Nothing else is imported here, so that nothing of the app runs earlier.
await window.__ughBoot?.shown;
await import('./app/start');
