import { describe, expect, it } from 'vitest';
import { mergeLegacyBlock, usesNewEditor, ZJobInput, ZJobUpdate } from './jobs.ts';

describe('jobs', () => {
  const base = { type_id: 3, name: 'Job', slug: 'job-1', content_blocks: [{ name: 'legacy', data: { hours: 20, slug: 'evil', name: 'alt' } }] };
  it('merges the legacy block into type 3 jobs without touching ids, slugs or set fields', () => {
    expect(mergeLegacyBlock(base)).toMatchObject({ hours: 20, slug: 'job-1', name: 'Job' });
    expect(mergeLegacyBlock({ ...base, type_id: 1 })).not.toHaveProperty('hours');
  });
  it('decides the editor by version and type', () => {
    expect(usesNewEditor({ version: 1, type_id: 1 })).toBe(false);
    expect(usesNewEditor({ version: 1, type_id: 3 })).toBe(true);
    expect(usesNewEditor({ version: 2, type_id: 2 })).toBe(true);
  });
  it('defaults a new job to a draft, and an update sets nothing it was not given', () => {
    expect(ZJobInput.parse({ type_id: '1', name: 'Bäcker' })).toMatchObject({ status: 'draft', description: '', attributes: [] });
    expect(ZJobUpdate.parse({ name: 'Neu' })).toEqual({ name: 'Neu' });
  });
});
