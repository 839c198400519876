import { describe, expect, it } from 'vitest';
import { mergeLegacyBlock, usesNewEditor, ZJobInput, ZJobUpdate } from './jobs.ts';

describe('jobs', () => {
  it('shows only the legacy text fields of type 3 jobs, never ids, slugs or other stored keys', () => {
    const job = {
      type_id: 3,
      slug: 'job-1',
      name: 'Job',
      content_blocks: [{ name: 'legacy', data: { working_hours: 'Vollzeit', slug: 'x', salary_lower: -5 } }],
    };
    const merged = mergeLegacyBlock(job) as Record<string, unknown>;
    expect(merged).toMatchObject({ working_hours: 'Vollzeit', slug: 'job-1', name: 'Job' });
    expect(merged).not.toHaveProperty('salary_lower');
    expect(mergeLegacyBlock({ ...job, type_id: 1 })).not.toHaveProperty('working_hours');
  });
  it("moves a legacy block's structured fields into the job, the job's own value winning", () => {
    const input = ZJobInput.parse({
      type_id: 3,
      name: 'Aushilfe',
      salary_upper: 2000,
      content_blocks: [{ name: 'legacy', data: { salary_lower: 1000, salary_upper: 1500, working_hours: '20 h' } }],
    });
    expect(input).toMatchObject({ salary_lower: 1000, salary_upper: 2000, content_blocks: [{ name: 'legacy', data: { working_hours: '20 h' } }] });
    expect(
      ZJobInput.safeParse({ type_id: 3, name: 'Aushilfe', content_blocks: [{ name: 'legacy', data: { salary_lower: 3000, salary_upper: 1000 } }] }).success,
    ).toBe(false);
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
