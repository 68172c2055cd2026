import type { ReactNode } from 'react';

/**
 * A tiny, safe Markdown subset for the release log: ATX headings, "-"/"*" bullet lists (indented lines
 * continue an item), paragraphs, inline `code` and **bold**. Everything else is plain text: the output is
 * React elements only, never HTML strings.
 */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let list: string[] | null = null;
  let paragraph: string[] | null = null;
  const flush = () => {
    if (list) blocks.push({ kind: 'list', items: list });
    if (paragraph) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    list = null;
    paragraph = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
      continue;
    }
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (item) {
      if (paragraph) flush();
      list ??= [];
      list.push(item[1]!.trim());
      continue;
    }
    if (list && /^\s+/.test(line)) {
      list[list.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph ??= [];
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Inline `code` and **bold**; the rest is text. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(
      match[1] !== undefined ? (
        <code key={match.index}>{match[1]}</code>
      ) : (
        <strong key={match.index}>{match[2]}</strong>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function MarkdownBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = `h${Math.min(Math.max(block.level, 1), 6)}` as HeadingTag;
          return <Tag key={index}>{renderInline(block.text)}</Tag>;
        }
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>{renderInline(item)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{renderInline(block.text)}</p>;
      })}
    </>
  );
}

export interface ReleaseSection {
  title: string;
  blocks: Block[];
}

function semver(title: string): [number, number, number] | null {
  const m = /v?(\d+)\.(\d+)\.(\d+)/.exec(title);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * Splits a changelog into its "## " sections, newest first: "Unreleased" on top, then versions by
 * descending semver; sections without a version keep their place relative to each other.
 */
export function releaseSections(source: string): ReleaseSection[] {
  const sections: ReleaseSection[] = [];
  for (const block of parseMarkdown(source)) {
    if (block.kind === 'heading' && block.level === 2) {
      sections.push({ title: block.text, blocks: [] });
    } else if (sections.length > 0) {
      sections[sections.length - 1]!.blocks.push(block);
    }
  }
  const rank = (s: ReleaseSection) => (/unreleased/i.test(s.title) ? 0 : semver(s.title) ? 1 : 2);
  return sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => {
      const ra = rank(a.section);
      const rb = rank(b.section);
      if (ra !== rb) return ra - rb;
      const va = semver(a.section.title);
      const vb = semver(b.section.title);
      if (va && vb) {
        for (let i = 0; i < 3; i++) if (va[i] !== vb[i]) return vb[i]! - va[i]!;
      }
      return a.index - b.index;
    })
    .map(({ section }) => section);
}
