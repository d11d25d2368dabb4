/**
 * `/__control`: changes the fault switches of a running server. Mounted only when test control
 * is on, so a demo server cannot be reconfigured by whoever can reach it. Needs no token.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { entityType } from '../../src/contract';
import type { PlatformDeps } from '../context';
import { isMockDialect } from '../dialect';
import { faultSettingsPatch } from '../faults';
import { fieldProblem, notFound, readJsonBody, zodProblem } from '../http';
import { seedBulkMerchant } from '../seed';
import { readElement } from '../store/catalogEntities';
import { entityTable } from '../store/store';

const bulkMerchant = z.object({
  code: z.string().regex(/^[a-z0-9-]{2,40}$/),
  imports: z.number().int().min(0).max(100_000).default(0),
  customers: z.number().int().min(0).max(200_000).default(0),
});

export const controlRoutes = (deps: PlatformDeps) => {
  const { faults, tokens, store, engine } = deps;
  const app = new Hono();

  /**
   * The merchant whose switches a control call is about (`merchant` in the body or the query), or
   * undefined for the global ones; a merchant the platform does not have is a 404.
   */
  const merchantNamed = (value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value === '') throw fieldProblem('merchant', 'invalidValue', 'merchant must be a merchant code', value);
    if (!store.merchant(value)) throw notFound(`Merchant ${value} does not exist`);
    return value;
  };

  /** the switches a call for the merchant meets: its own, else the global ones */
  app.get('/__control', (c) => c.json(faults.for(merchantNamed(c.req.query('merchant'))).settings, 200));

  /** `{merchant?, …settings}`: with a merchant, only that merchant's calls and imports meet the change */
  const update = async (body: unknown) => {
    const { merchant, ...patch } = (body ?? {}) as Record<string, unknown>;
    const parsed = faultSettingsPatch.safeParse(patch);
    if (!parsed.success) throw zodProblem(parsed.error);
    return faults.update(parsed.data, merchantNamed(merchant));
  };
  app.post('/__control', async (c) => c.json(await update(await readJsonBody(c, { optional: true })), 200));
  app.patch('/__control', async (c) => c.json(await update(await readJsonBody(c, { optional: true })), 200));
  /** a merchant back to the global switches (`?merchant=` or `{merchant}`), or everything back to the start-up settings */
  app.post('/__control/reset', async (c) => {
    const body = (await readJsonBody(c, { optional: true })) as { merchant?: unknown } | undefined;
    return c.json(faults.reset(merchantNamed(c.req.query('merchant') ?? body?.merchant)), 200);
  });

  /**
   * the dialect answers are shaped in: `{"dialect": "brief" | "public"}`. Separate from the fault
   * switches (a reset keeps it), so a browser-test project can run the same servers in the other dialect.
   */
  app.get('/__control/dialect', (c) => c.json({ dialect: deps.dialect.current }, 200));
  app.post('/__control/dialect', async (c) => {
    const body = (await readJsonBody(c)) as { dialect?: unknown } | null;
    const dialect = body?.dialect;
    if (!isMockDialect(dialect)) throw fieldProblem('dialect', 'invalidValue', 'dialect must be "brief" or "public"', dialect);
    deps.dialect.current = dialect;
    return c.json({ dialect }, 200);
  });

  /** every access token issued so far stops working: the app must refresh or sign in again */
  app.post('/__control/tokens/expire', (c) => c.json({ expired: tokens.expireAll(Date.now(), c.req.query('merchant')) }, 200));

  /** waits until no import is being processed (tests that trigger and then assert) */
  app.post('/__control/idle', async (c) => {
    await engine.whenIdle();
    return c.json({ running: engine.running }, 200);
  });

  /** a merchant of any size (benchmarks): `{code, imports, customers}`; signs in as code/code */
  app.post('/__control/merchants', async (c) => {
    const parsed = bulkMerchant.safeParse(await readJsonBody(c));
    if (!parsed.success) throw zodProblem(parsed.error);
    const merchant = seedBulkMerchant(store, parsed.data);
    return c.json({ code: merchant.code, imports: merchant.imports.size, customers: merchant.customers.length }, 201);
  });

  /** what the store holds for one entity type, to check what an import changed: `{key, …element as stored}` */
  app.get('/__control/merchants/:merchantCode/entities/:entity', (c) => {
    const merchant = store.merchant(c.req.param('merchantCode'));
    if (!merchant) throw notFound(`Merchant ${c.req.param('merchantCode')} does not exist`);
    const entity = entityType.safeParse(c.req.param('entity'));
    if (!entity.success) throw fieldProblem('entity', 'invalidValue', `entity must be one of ${entityType.options.join(', ')}`);
    const catalogCode = c.req.query('catalogCode') ?? 'default';
    if ((entity.data === 'category' || entity.data === 'product') && !merchant.catalog.catalogs.has(catalogCode)) {
      throw fieldProblem('catalogCode', 'notFound', `Catalog ${catalogCode} does not exist`);
    }
    const table = entityTable(merchant, entity.data, catalogCode);
    const limit = Math.min(Number(c.req.query('limit')) || 1000, 10_000);
    const items: Record<string, unknown>[] = [];
    for (const [key, stored] of table) {
      if (items.length >= limit) break;
      items.push({ key, ...readElement(stored) });
    }
    return c.json({ entity: entity.data, count: table.size, items }, 200);
  });

  return app;
};
