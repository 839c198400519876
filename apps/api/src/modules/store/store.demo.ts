// Demo store data: Autohaus Wimmer has running extra job slots (product `job`, paid by invoice, with billing
// address), so the admin sees a subscription. Its first invoice comes from the daily run. No premium here: the
// demo has no premium business until one buys it.
// Bäckerei Huber gets free extra job slots (seedBakerySlots); it buys premium through the checkout (its browser test).
import { addMonths } from '@oabat/domain/store';
import type { Queryable } from '../../db.ts';
import { applyUnlocks } from './store.usecases.ts';

export async function seedStoreDemo(q: Queryable) {
  const b = await q.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'autohaus-wimmer'`);
  const product = await q.one<{ id: number; price_month_cents: number; notice_days: number }>(
    `SELECT id, price_month_cents, notice_days FROM store_products WHERE slug = 'job'`,
  );
  if (!b || !product) return;
  if (await q.one(`SELECT 1 FROM subscriptions WHERE business_id = $1`, [b.id])) return;
  await q.query(
    `INSERT INTO business_billing_addresses (business_id, business_name, contact_person_name, contact_person_email, street, postal_code, city)
     VALUES ($1, 'Autohaus Wimmer GmbH', 'Josef Wimmer', 'buchhaltung@autohaus-wimmer.example', 'Landshuter Straße 12', '94469', 'Deggendorf')
     ON CONFLICT (business_id) DO NOTHING`,
    [b.id],
  );
  const start = new Date();
  await q.query(
    `INSERT INTO subscriptions (business_id, product_id, term, price, starts_at, notice_days, current_period_start, current_period_end, payment_method)
     VALUES ($1, $2, 'month', $3, $4, $5, $4, $6, 'invoice')`,
    [b.id, product.id, product.price_month_cents, start, product.notice_days, addMonths(start, 1)],
  );
  await applyUnlocks(q, b.id, start);
  await seedBakerySlots(q, product.id, product.notice_days, start);
}

/**
 * Bäckerei Huber has five extra job slots free of charge (the admin's starter pack, price 0: no invoice): its demo
 * jobs take 9 of the basic 10 (issue #36 enforces the limit), and the demo and its browser tests publish more. It buys
 * Premium through the checkout as before.
 */
async function seedBakerySlots(q: Queryable, productId: number, noticeDays: number, start: Date) {
  const huber = await q.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`);
  if (!huber || (await q.one(`SELECT 1 FROM subscriptions WHERE business_id = $1`, [huber.id]))) return;
  await q.query(
    `INSERT INTO subscriptions (business_id, product_id, term, price, starts_at, notice_days, current_period_start, current_period_end, payment_method)
     VALUES ($1, $2, 'month', 0, $3, $4, $3, $5, 'invoice')`,
    [huber.id, productId, start, noticeDays, addMonths(start, 1)],
  );
  await applyUnlocks(q, huber.id, start);
}
