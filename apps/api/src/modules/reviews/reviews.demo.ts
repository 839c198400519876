// Demo reviews: the demo trainee's approved reviews of Bäckerei Huber and of Oabat, and the demo school's
// review of Bäckerei Huber still waiting for the admin. Idempotent (one per user and target).
import type { Queryable } from '../../db.ts';

const REVIEWS: { email: string; type: 'platform' | 'business'; business?: string; rating: number; status: string; message: string }[] = [
  {
    email: 'azubi@oabat.example',
    type: 'business',
    business: 'baeckerei-huber',
    rating: 5,
    status: 'approved',
    message: 'Mein Praktikum in der Backstube war super: früh aufstehen lohnt sich, das Team erklärt alles geduldig.',
  },
  {
    email: 'azubi@oabat.example',
    type: 'platform',
    rating: 4,
    status: 'approved',
    message: 'Über Oabat habe ich meinen Praktikumsplatz in Passau gefunden. Die Suche nach Postleitzahl ist praktisch.',
  },
  {
    email: 'schule@oabat.example',
    type: 'business',
    business: 'baeckerei-huber',
    rating: 5,
    status: 'pending',
    message: 'Die Bäckerei Huber nimmt jedes Jahr Praktikantinnen und Praktikanten unserer 8. Klassen auf. Sehr zu empfehlen.',
  },
];

export async function seedReviewsDemo(q: Queryable) {
  for (const r of REVIEWS) {
    await q.query(
      `INSERT INTO reviews (user_id, type, business_id, rating, message, status, moderated_at)
       SELECT u.id, $2, b.id, $4, $5, $6, CASE WHEN $6 = 'pending' THEN NULL ELSE now() END
         FROM users u LEFT JOIN businesses b ON b.slug = $3
        WHERE u.email = $1 AND ($3::text IS NULL OR b.id IS NOT NULL)
       ON CONFLICT (user_id, type, coalesce(business_id, 0)) DO NOTHING`,
      [r.email, r.type, r.business ?? null, r.rating, r.message, r.status],
    );
  }
}
