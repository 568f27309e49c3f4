import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { SCENARIOS, getScenario, setScenario } from '../lib/scenarios';
import { persistSoon, resetDemo } from '../db/persistence';
import { bindTelegram } from './telegram-bind';

const TelegramStartBody = z.strictObject({ uid: z.string().trim().min(1) });

const problem = (status: number, message: string, errors: string[] = [message]) =>
  HttpResponse.json({ statusCode: status, message, errors }, { status });

const ScenarioBody = z.strictObject({
  name: z.enum(SCENARIOS),
  endpoint: z.string().optional(),
  delayMs: z.int().min(0).max(30000).optional(),
});

/**
 * Demo-only controls, not part of the service: the console's Settings screen uses them to reset
 * the demo data and switch failure scenarios without importing the mock.
 */
export const demoControlHandlers = (origin: string) => [
  http.post(`${origin}/__demo/reset`, () => {
    resetDemo();
    setScenario({ name: 'none' });
    return HttpResponse.json({ ok: true });
  }),
  // Stands in for the user sending `/start <uid>` to the service's Telegram bot.
  http.post(`${origin}/__demo/telegram/start`, async ({ request }) => {
    const parsed = TelegramStartBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return problem(400, 'Invalid body', ['uid: is required']);
    const bound = bindTelegram(parsed.data.uid);
    if (!bound) return problem(404, `No unbound Telegram destination has uid ${parsed.data.uid}`);
    persistSoon();
    return HttpResponse.json(bound);
  }),
  http.get(`${origin}/__demo/scenario`, () => HttpResponse.json(getScenario())),
  http.post(`${origin}/__demo/scenario`, async ({ request }) => {
    const parsed = ScenarioBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return HttpResponse.json(
        {
          statusCode: 400,
          message: 'Invalid scenario',
          errors: parsed.error.issues.map((i) => i.message),
        },
        { status: 400 },
      );
    }
    setScenario(parsed.data);
    return HttpResponse.json(getScenario());
  }),
];
