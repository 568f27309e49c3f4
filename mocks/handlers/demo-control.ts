import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { SCENARIOS, getScenario, setScenario } from '../lib/scenarios';
import { persistSoon } from '../db/persistence';
import { resetTenant } from '../db/init';
import { authenticate } from '../lib/auth';
import { MockHttpError } from '../lib/errors';
import { bindTelegram } from './telegram-bind';

const TelegramStartBody = z.strictObject({ uid: z.string().check(z.trim(), z.minLength(1)) });

const problem = (status: number, message: string, errors: string[] = [message]) =>
  HttpResponse.json({ statusCode: status, message, errors }, { status });

const ScenarioBody = z.strictObject({
  name: z.enum(SCENARIOS),
  endpoint: z.optional(z.string()),
  delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(30000))),
});

/** The caller's tenant, from its key; a missing or bad key answers the service's 401. */
async function callerTenant(request: Request): Promise<number | Response> {
  try {
    return (await authenticate(request)).tenantId;
  } catch (err) {
    if (err instanceof MockHttpError)
      return HttpResponse.json(err.toBody(), { status: err.statusCode });
    throw err;
  }
}

/**
 * Demo-only controls, not part of the service: the console's Settings screen uses them to reset
 * the demo data and switch failure scenarios without importing the mock. Each needs a key and
 * acts only on the key's own tenant (on the HTTP mock, anyone could otherwise wipe everyone).
 */
export const demoControlHandlers = (origin: string) => [
  http.post(`${origin}/__demo/reset`, async ({ request }) => {
    const tenant = await callerTenant(request);
    if (tenant instanceof Response) return tenant;
    resetTenant(tenant);
    setScenario({ name: 'none' }, tenant);
    return HttpResponse.json({ ok: true, tenantId: tenant });
  }),
  http.get(`${origin}/__demo/scenario`, async ({ request }) => {
    const tenant = await callerTenant(request);
    if (tenant instanceof Response) return tenant;
    return HttpResponse.json(getScenario(tenant));
  }),
  // Stands in for the user sending `/start <uid>` to the service's Telegram bot (own tenant).
  http.post(`${origin}/__demo/telegram/start`, async ({ request }) => {
    const tenant = await callerTenant(request);
    if (tenant instanceof Response) return tenant;
    const parsed = TelegramStartBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return problem(400, 'Invalid body', ['uid: is required']);
    const bound = bindTelegram(parsed.data.uid, tenant);
    if (!bound) return problem(404, `No unbound Telegram destination has uid ${parsed.data.uid}`);
    persistSoon();
    return HttpResponse.json(bound);
  }),
  http.post(`${origin}/__demo/scenario`, async ({ request }) => {
    const tenant = await callerTenant(request);
    if (tenant instanceof Response) return tenant;
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
    setScenario(parsed.data, tenant);
    return HttpResponse.json(getScenario(tenant));
  }),
];
