import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import pkg from '../../../../package.json' with { type: 'json' };
import content from './content/release-log.json';
import { releaseDate, RELEASES } from './lib/release-log';
import { INTERNAL_TERMS, releaseLogSchema } from './lib/release-log.schema';

const SPEC_VERSIONS = ['v1.2.0', 'v1.3.0', 'v1.4.0', 'v1.5.0', 'v1.6.0', 'v1.7.0', 'v1.8.0'];
const valid = () => structuredClone(content) as Record<string, unknown>[];

describe('release log content (content/release-log.json)', () => {
  it('passes its schema: every version with date, time, features, fixes and notes, newest first', () => {
    const parsed = releaseLogSchema.safeParse(content);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('holds the spec’s v1.2.0 to v1.8.0 and this product’s later versions above them', () => {
    const versions = RELEASES.map((r) => r.version);
    expect(versions.slice(-SPEC_VERSIONS.length)).toEqual([...SPEC_VERSIONS].reverse());
    expect(versions.length).toBeGreaterThan(SPEC_VERSIONS.length);
  });

  it('has an entry for the version package.json ships, at the top', () => {
    expect(RELEASES[0]!.version).toBe(`v${pkg.version}`);
  });

  it('refuses developer jargon, code and file paths', () => {
    const jargon = valid();
    jargon[0]!.fixes = ['Moved the workflow to Step Functions (JSONPath ASL)'];
    expect(releaseLogSchema.safeParse(jargon).error?.issues[0]?.message).toMatch(
      /internal name \(Step Functions\)/,
    );
    const code = valid();
    code[0]!.notes = ['Run `npm run bench:lighthouse`'];
    expect(releaseLogSchema.safeParse(code).success).toBe(false);
    expect(INTERNAL_TERMS).toEqual(expect.arrayContaining(['DynamoDB', 'npm', 'Step Functions']));
  });

  it('refuses a release without fixes or notes, a bad date, or versions out of order', () => {
    const empty = valid();
    empty[0]!.notes = [];
    expect(releaseLogSchema.safeParse(empty).success).toBe(false);
    const badDate = valid();
    badDate[0]!.releasedAt = 'last Tuesday';
    expect(releaseLogSchema.safeParse(badDate).success).toBe(false);
    const swapped = valid();
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(releaseLogSchema.safeParse(swapped).success).toBe(false);
  });

  it('prints date and time in UTC for every visitor', () => {
    expect(releaseDate('2025-07-08T10:30:00Z')).toEqual({ date: '8 July 2025', time: '10:30 UTC' });
  });
});

describe('/release-logs', () => {
  it('shows each version with its date, time, features, fixes and notes, newest first', async () => {
    mockApi({ 'GET /api/announcements/current': { body: null } });
    renderApp('/release-logs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Release Logs' })).toBeInTheDocument();
    const versions = screen.getAllByRole('article');
    expect(versions).toHaveLength(RELEASES.length);
    expect(versions[0]).toHaveTextContent(RELEASES[0]!.version);
    expect(within(versions[0]!).getByText('Latest')).toBeInTheDocument();

    const v180 = screen.getByRole('article', { name: /^v1\.8\.0 / });
    expect(within(v180).getByText(/8 July 2025 · 10:30 UTC/)).toBeInTheDocument();
    expect(within(v180).getByRole('heading', { level: 3, name: 'Features' })).toBeInTheDocument();
    expect(within(v180).getByRole('heading', { level: 3, name: 'Fixes' })).toBeInTheDocument();
    expect(within(v180).getByRole('heading', { level: 3, name: 'Notes' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /^v1\.2\.0 / })).getByText(/Ten emoji reactions/),
    ).toBeInTheDocument();
  });

  it('is not the developers’ changelog', async () => {
    mockApi({ 'GET /api/announcements/current': { body: null } });
    renderApp('/release-logs');
    await screen.findByRole('heading', { level: 1, name: 'Release Logs' });
    const page = screen.getByRole('main');
    for (const internal of ['Step Functions', 'JSONPath', 'DynamoDB Local', 'npm run', 'Unreleased']) {
      expect(page).not.toHaveTextContent(internal);
    }
  });
});
