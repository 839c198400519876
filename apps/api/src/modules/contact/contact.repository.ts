// SQL of the contact form.
import type { Queryable } from '../../db.ts';

export async function businessRecipients(db: Queryable, slug: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `SELECT u.email FROM businesses b JOIN business_users bu ON bu.business_id = b.id JOIN users u ON u.id = bu.user_id
      WHERE b.slug = $1 AND u.email IS NOT NULL AND u.is_active ORDER BY u.id`,
    [slug],
  );
  return rows.map((r) => r.email);
}

export async function insertContactMessage(
  db: Queryable,
  m: { userId: number | null; context: string | null; email: string; name: string | null; phone: string | null; message: string; receiver: string },
) {
  await db.query(`INSERT INTO contact_messages (user_id, context, email, name, phone, message, receiver) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    m.userId,
    m.context,
    m.email,
    m.name,
    m.phone,
    m.message,
    m.receiver,
  ]);
}
