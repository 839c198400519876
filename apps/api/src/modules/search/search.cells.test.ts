// The grid cells computed here must be the ones the database stores (migration 0042), and a circle's covering
// cells must contain the cell of every point inside the circle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';
import { cellsOf, coveringCells } from './search.cells.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('search cells', () => {
  it('the database stores the cells this module computes, also on cell edges', async () => {
    const b = await buildBusiness(t, { slug: 'zellen-betrieb' });
    const points = [
      [48.5748, 13.4609],
      [48.1, 11.6],
      [47.95, 10.05],
      [50.4, 12.8],
      [48.0000001, 11.9999999],
      [-33.8, 151.2],
    ];
    for (const [i, [lat, lon]] of points.entries()) {
      const row = await t.db.one<{ cells: number[] }>(
        `INSERT INTO jobs (business_id, type_id, status, name, slug, latitude, longitude) VALUES ($1, 1, 'draft', 'Zellenjob', $2, $3, $4) RETURNING cells`,
        [b.id, `zellenjob-${i}`, lat, lon],
      );
      expect(row!.cells).toEqual(cellsOf(lat, lon));
    }
  });

  it('covers every point inside the circle with few cells, and gives up only for wide circles (over 100 km)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 47, max: 55, noNaN: true }),
        fc.double({ min: 6, max: 15, noNaN: true }),
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lon, km, f, angle) => {
          const cover = coveringCells(lat, lon, km * 1000);
          if (cover === null) {
            expect(km).toBeGreaterThan(100);
            return;
          } // searched without cells: nothing to check
          expect(cover!.length).toBeLessThanOrEqual(24);
          // A point at distance f * radius in some direction (flat approximation, well inside the exact circle).
          const d = (f * km * 0.999) / 111.2;
          const p = [lat + d * Math.sin(angle), lon + (d * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180)];
          const level = Math.floor(cover![0] / 100_000_000);
          expect(cover).toContain(cellsOf(p[0], p[1])[level - 1]);
        },
      ),
      { numRuns: 3000 },
    );
    expect(coveringCells(48, 11, 2_000_000)).toBeNull();
  });
});
