/**
 * The Typesetter of the share card and the badge: Inter (SIL Open Font License, npm @fontsource/inter)
 * parsed with opentype.js, text turned into outlines. librsvg (inside sharp) would take fonts from the
 * system through fontconfig, and a Lambda has none; outlines need no font at render time at all.
 *
 * Each face is Inter's Latin subset, then its Latin Extended subset for the characters the first lacks.
 * The files are read on first use: beside the bundle in Lambda (lib/bundling.ts copies them into
 * `fonts/` next to index.mjs), else from node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';
import { BUNDLED_FONT_DIR, TYPESETTER_FONT_FILES } from '../../contracts/typesetter-fonts';
import type { TypeFace, Typesetter } from '../../domain/share-card';

function fontFile(name: string): string {
  const beside = fileURLToPath(new URL(`./${BUNDLED_FONT_DIR}/${name}`, import.meta.url));
  if (existsSync(beside)) return beside;
  return createRequire(import.meta.url).resolve(`@fontsource/inter/files/${name}`);
}

function load(name: string): opentype.Font {
  const bytes = readFileSync(fontFile(name));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

interface Run {
  font: opentype.Font;
  text: string;
}

export class InterTypesetter implements Typesetter {
  private readonly faces = new Map<TypeFace, opentype.Font[]>();

  private fonts(face: TypeFace): opentype.Font[] {
    let fonts = this.faces.get(face);
    if (!fonts) {
      fonts = TYPESETTER_FONT_FILES[face].map(load);
      this.faces.set(face, fonts);
    }
    return fonts;
  }

  /** Consecutive characters drawn by the same font (the first that has each glyph; else the first). */
  private runs(text: string, face: TypeFace): Run[] {
    const fonts = this.fonts(face);
    const runs: Run[] = [];
    for (const char of text) {
      const font = fonts.find((f) => f.charToGlyphIndex(char) > 0) ?? fonts[0]!;
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  width(text: string, face: TypeFace, size: number): number {
    return this.runs(text, face).reduce(
      (sum, run) => sum + run.font.getAdvanceWidth(run.text, size, { kerning: true }),
      0,
    );
  }

  outline(text: string, face: TypeFace, size: number, x: number, y: number): string {
    let cursor = x;
    const parts: string[] = [];
    for (const run of this.runs(text, face)) {
      parts.push(run.font.getPath(run.text, cursor, y, size, { kerning: true }).toPathData(2));
      cursor += run.font.getAdvanceWidth(run.text, size, { kerning: true });
    }
    return parts.join('');
  }

  covers(char: string, face: TypeFace): boolean {
    return this.fonts(face).some((font) => font.charToGlyphIndex(char) > 0);
  }
}
