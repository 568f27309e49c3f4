import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { SCENARIOS, getScenario, setScenario } from '../lib/scenarios';
import { resetDemo } from '../db/persistence';

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
