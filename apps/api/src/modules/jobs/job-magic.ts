// POST /api/v2/magic/generate: a job ad text from a template and inputs. With JOB_AI_URL (an OpenAI-compatible
// chat-completions endpoint, plus JOB_AI_KEY and JOB_AI_MODEL) a language model writes it; without one, or when
// the model fails, the German template text is returned. Businesses with the job_ai permission only.
import { z } from 'zod';
import { hasPermission } from '@oabat/domain/rights';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Config } from '../../config.ts';

const text = (max: number) => z.string().trim().max(max);
export const ZMagicInput = z.object({
  template: z.enum(['job_description', 'job_intro', 'job_tasks'], 'Unbekannte Vorlage.'),
  inputs: z.object({
    job_name: text(150).min(1, 'Bitte gib den Titel der Stelle an.'),
    occupation: text(150).optional(),
    business_name: text(150).optional(),
    town: text(100).optional(),
    tasks: z.array(text(200)).max(10).default([]),
    benefits: z.array(text(200)).max(10).default([]),
    tone: z.enum(['du', 'sie']).default('du'),
  }),
});
export type TMagicInput = z.infer<typeof ZMagicInput>;

/** The German template text: always available, also the model's fallback. */
export function templateText({ template, inputs: i }: TMagicInput): string {
  const du = i.tone === 'du';
  const at = [i.business_name, i.town ? `in ${i.town}` : null].filter(Boolean).join(' ');
  const intro =
    `${du ? 'Du suchst' : 'Sie suchen'} ${i.occupation ? `eine Ausbildung als ${i.occupation}` : 'eine neue Aufgabe'}? ` +
    `${at ? `Bei ${at}` : 'Bei uns'} ${du ? 'erwartet dich' : 'erwartet Sie'}: ${i.job_name}.`;
  const tasks = i.tasks.length ? `${du ? 'Deine' : 'Ihre'} Aufgaben:\n${i.tasks.map((t) => `• ${t}`).join('\n')}` : '';
  const benefits = i.benefits.length ? `Das bieten wir:\n${i.benefits.map((b) => `• ${b}`).join('\n')}` : '';
  const close = du ? 'Wir freuen uns auf deine Nachricht!' : 'Wir freuen uns auf Ihre Bewerbung!';
  if (template === 'job_intro') return intro;
  if (template === 'job_tasks') return tasks || `${du ? 'Deine' : 'Ihre'} Aufgaben besprechen wir gern persönlich.`;
  return [intro, tasks, benefits, close].filter(Boolean).join('\n\n');
}

interface Provider {
  url: string;
  key: string | undefined;
  model: string;
}
const provider = (c: Pick<Config, 'JOB_AI_URL' | 'JOB_AI_KEY' | 'JOB_AI_MODEL'>): Provider | null =>
  c.JOB_AI_URL ? { url: c.JOB_AI_URL.replace(/\/$/, ''), key: c.JOB_AI_KEY, model: c.JOB_AI_MODEL } : null;

async function modelText(p: Provider, input: TMagicInput, draft: string): Promise<string | null> {
  const res = await fetch(`${p.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(p.key ? { authorization: `Bearer ${p.key}` } : {}) },
    body: JSON.stringify({
      model: p.model,
      messages: [
        {
          role: 'system',
          content: 'Du schreibst kurze, freundliche Stellenanzeigen auf Deutsch für Schülerinnen, Schüler und Azubis. Keine erfundenen Fakten.',
        },
        {
          role: 'user',
          content: `Vorlage: ${input.template}\nAngaben: ${JSON.stringify(input.inputs)}\nEntwurf:\n${draft}\n\nSchreib den Text besser, gleiche Fakten.`,
        },
      ],
    }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!res.ok) return null;
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  return body.choices?.[0]?.message?.content?.trim() || null;
}

export async function generate(config: Config, viewer: SessionUser | null, input: TMagicInput, log: { warn: (o: object, m: string) => void }) {
  requireViewer(viewer);
  if (!hasPermission(viewer, 'job_ai')) throw forbidden('Die Textvorschläge sind für deinen Betrieb nicht freigeschaltet.');
  const draft = templateText(input);
  const p = provider(config);
  if (p) {
    try {
      const text = await modelText(p, input, draft);
      if (text) return { text, source: 'model' as const };
    } catch (err) {
      log.warn({ err }, 'job text model failed, template used');
    }
  }
  return { text: draft, source: 'template' as const };
}
