// The search computes its point (earthPoint) and the cards' distances (greatCircleM) in JavaScript instead of with
// the earthdistance functions in SQL. Both must agree with the database's own functions, or a radius would cut
// differently and a card would show another distance than the filter used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { earthPoint, greatCircleM } from './search.geo.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Passau, Flensburg, the 180th meridian, a pole, the equator, a point south-west of Greenwich, Munich to itself.
const POINTS: [number, number, number, number][] = [
  [48.5665, 13.4312, 54.7833, 9.4333],
  [-33.86, 151.21, 64.15, -21.94],
  [89.9, 179.9, -89.9, -179.9],
  [0, 0, 0.001, -0.001],
  [-12.5, -77.03, 51.48, 0],
  [48.1374, 11.5755, 48.1374, 11.5755],
];

describe('search geometry', () => {
  it('earthPoint is the point ll_to_earth gives, to a micrometre', async () => {
    for (const [lat, lon] of POINTS.flatMap(([a, b, c, d]) => [
      [a, b],
      [c, d],
    ])) {
      const row = await t.db.one<{ d: number }>(`SELECT $1::cube <-> ll_to_earth($2::float8, $3::float8) AS d`, [earthPoint(lat, lon), lat, lon]);
      expect(row!.d).toBeLessThan(1e-6);
    }
  });

  it('greatCircleM is earth_distance, to a micrometre', async () => {
    for (const [lat1, lon1, lat2, lon2] of POINTS) {
      const row = await t.db.one<{ d: number }>(`SELECT earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth($3::float8, $4::float8)) AS d`, [
        lat1,
        lon1,
        lat2,
        lon2,
      ]);
      expect(Math.abs(greatCircleM(lat1, lon1, lat2, lon2) - row!.d)).toBeLessThan(1e-6);
    }
  });
});
