import { describe, expect, it } from 'vitest';
import { addMonths, amounts, cancellationDeadline, cancellationEnd, endIfCancelled, grossOf, isValidIban, vatOf, ZBuyInput } from './store.ts';

describe('VAT in cents', () => {
  it('rounds 19 % half up on whole cents', () => {
    expect(vatOf(4900)).toBe(931);
    expect(grossOf(4900)).toBe(5831);
    expect(vatOf(1)).toBe(0); // 0.19 ct
    expect(vatOf(3)).toBe(1); // 0.57 ct
    expect(vatOf(50)).toBe(10); // 9.5 ct rounds up
    expect(amounts(49000)).toEqual({ net_cents: 49000, vat_cents: 9310, gross_cents: 58310, vat_rate: 19 });
  });
  it('never loses a cent: net + VAT = gross for every amount', () => {
    for (let net = 0; net < 5000; net += 7) expect(amounts(net).net_cents + amounts(net).vat_cents).toBe(amounts(net).gross_cents);
  });
});

describe('contract periods', () => {
  it('adds months and keeps the end of short months', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 12).toISOString()).toBe('2027-11-15T00:00:00.000Z');
  });
  it('ends a cancellation at the period end when the notice period is kept, else one period later', () => {
    const end = new Date('2026-12-01T00:00:00Z');
    expect(cancellationEnd(end, new Date('2026-11-01T00:00:00Z'), 30, 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(cancellationEnd(end, new Date('2026-11-02T00:00:01Z'), 30, 1).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(cancellationEnd(end, new Date('2026-11-20T00:00:00Z'), 30, 12).toISOString()).toBe('2027-12-01T00:00:00.000Z');
    expect(cancellationEnd(end, new Date('2026-11-20T00:00:00Z'), 0, 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('IBAN and checkout input', () => {
  it('checks the IBAN checksum', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('hallo')).toBe(false);
  });
  it('asks for IBAN and holder only with SEPA, and for the AGB always', () => {
    const base = { business_id: 1, term: 'month', expected_gross_cents: 5831, idempotency_key: 'abcdefgh12' };
    expect(ZBuyInput.safeParse({ ...base, payment_method: 'invoice', accept_terms: true }).success).toBe(true);
    const noTerms = ZBuyInput.safeParse({ ...base, payment_method: 'invoice', accept_terms: false });
    expect(noTerms.error?.issues[0]?.message).toBe('Bitte akzeptiere die AGB.');
    const badIban = ZBuyInput.safeParse({ ...base, payment_method: 'sepa', accept_terms: true, iban: 'DE89370400440532013001', account_holder: 'Franz Huber' });
    expect(badIban.error?.issues.map((i) => i.path.join('.'))).toEqual(['iban']);
    expect(
      ZBuyInput.safeParse({ ...base, payment_method: 'sepa', accept_terms: true, iban: 'DE89370400440532013000', account_holder: 'Franz Huber' }).success,
    ).toBe(true);
    expect(ZBuyInput.safeParse({ ...base, payment_method: 'invoice', accept_terms: true, expected_gross_cents: 2 ** 40 }).success).toBe(false);
  });
});

describe('what a cancellation does (issue #36)', () => {
  // Bought on 28.11.2026 at 16:00, monthly, 30 days' notice: the first period ends on 28.12.2026 at 16:00.
  const bought = new Date('2026-11-28T15:00:00Z');
  const sub = { ends_at: null, current_period_end: addMonths(bought, 1), notice_days: 30, term: 'month' as const };
  it('names the day the cancellation itself gives, also minutes after buying', () => {
    const later = new Date(bought.getTime() + 150_000);
    expect(cancellationDeadline(sub.current_period_end, 30).getTime()).toBe(bought.getTime());
    expect(endIfCancelled(sub, later)).toEqual(cancellationEnd(sub.current_period_end, later, 30, 1));
    expect(endIfCancelled(sub, later).toISOString()).toBe('2027-01-28T15:00:00.000Z');
    expect(endIfCancelled(sub, bought).toISOString()).toBe('2026-12-28T15:00:00.000Z');
  });
  it('keeps an end set before the period end', () => {
    const end = new Date('2026-12-10T00:00:00Z');
    expect(endIfCancelled({ ...sub, ends_at: end }, bought)).toEqual(end);
  });
});
