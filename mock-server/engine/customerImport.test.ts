import { describe, expect, it } from 'vitest';
import { customerList, importLogList, importRecord, memberList, segment as segmentSchema } from '../../src/contract';
import type { MockDialect } from '../dialect';
import * as spec from '../publicSpec/customerService';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

type Files = Parameters<typeof importFiles>[2];
interface WireFile {
  entity: string;
  total: number;
  created: { dispatched: number; succeeded: number; failed: number };
  updated: { dispatched: number; succeeded: number; failed: number };
  deleted: { dispatched: number; succeeded: number; failed: number };
}

const customer = (number: string, email: string, extra: Record<string, unknown> = {}) => ({
  externalCustomerNumber: number,
  firstName: 'Test',
  lastName: `Customer ${number}`,
  emailAddress: email,
  ...extra,
});
const ops = (dispatched: number, succeeded: number, failed = dispatched - succeeded) => ({ dispatched, succeeded, failed });

const setup = async (dialect: MockDialect = 'brief') => {
  const platform = testPlatform({ dialect });
  const { access_token: token } = await signIn(platform);
  const demo = platform.store.merchant('demo')!;
  const get = async (path: string, query: Record<string, string> = {}) => (await call(platform.api, 'GET', `/merchants/demo${path}`, { token, query })).body;
  const run = async (files: Files) => {
    const ref = await importFiles(platform, token, files);
    const raw = (await runImport(platform, token, ref)) as { status: string; entityFiles: WireFile[] };
    // the app reads the log in either dialect, each member's entry with its type and element
    const read = importLogList.parse(await get(`/imports/${ref}/logs`, { limit: '1000' })).logs;
    expect(read.filter((l) => l.entity === 'segmentMember' && l.index !== undefined).length).toBe(
      demo.imports.get(ref)!.logs.filter((l) => l.entity === 'segmentMember' && l.index !== undefined).length,
    );
    const logs = demo.imports.get(ref)!.logs;
    const file = (entity: string) => raw.entityFiles.find((f) => f.entity === entity)!;
    return { raw, record: importRecord.parse(raw), logs, errors: logs.filter((l) => l.level === 'error' && l.entity).map((l) => l.message), file };
  };
  /** the customers the search finds by a filter */
  const customers = async (filter: Record<string, unknown>) =>
    customerList.parse(await get('/customers', { [dialect === 'public' ? 'filters' : 'filter']: JSON.stringify(filter), limit: '1000' })).customers;
  const members = async (code: string) =>
    memberList.parse(await get(`/segments/${code}/members`, { limit: '1000' })).members.map((m) => m.customer.emailAddress).sort();
  const segment = async (code: string) => segmentSchema.parse(await get(`/segments/${code}`));
  return { platform, demo, run, customers, members, segment };
};

describe.each(['public', 'brief'] as const)('customer, segment and member files (%s dialect)', (dialect) => {
  it('creates customers, a segment and its members in one import, in that order, seen by the search and the segment pages', async () => {
    const { run, customers, members, segment } = await setup(dialect);
    const { raw, errors, logs } = await run([
      // uploaded in the reverse order: processed customers, segments, members
      { entity: 'segmentMember', importStrategy: 'partial', content: [{ segmentCode: 'summer', externalCustomerNumber: 'N-1' }, { segmentCode: 'summer', emailAddress: 'New.Two@example.com' }] },
      { entity: 'segment', importStrategy: 'partial', content: [{ code: 'summer', name: 'Summer', type: 'fixed' }] },
      { entity: 'customer', importStrategy: 'partial', content: [customer('N-1', 'new.one@example.com'), customer('N-2', 'new.two@example.com')] },
    ]);
    expect(errors).toEqual([]);
    expect(raw.status).toBe('finished');
    expect(raw.entityFiles.map((f) => [f.entity, f.created])).toEqual([
      ['customer', ops(2, 2)],
      ['segment', ops(1, 1)],
      ['segmentMember', ops(2, 2)],
    ]);
    const started = (entity: string) => logs.findIndex((l) => l.message.includes(`Started the ${entity} file`));
    const finished = (entity: string) => logs.findIndex((l) => l.message.includes(`Finished the ${entity} file`));
    expect(started('segment')).toBeGreaterThan(finished('customer'));
    expect(started('segmentMember')).toBeGreaterThan(finished('segment'));
    expect((await customers({ externalCustomerNumber: 'N-1' })).map((c) => [c.emailAddress, c.isAnonymous, c.status])).toEqual([['new.one@example.com', false, 'active']]);
    expect(await members('summer')).toEqual(['new.one@example.com', 'new.two@example.com']);
    expect((await segment('summer')).memberCount).toBe(2);
  });

  it('answers a customer with the parts `fields` asks for, as imported, each contact with an id', async () => {
    const { platform, run } = await setup(dialect);
    const contact = { externalContactCode: 'home', firstName: 'Test', lastName: 'Kunde', address1: 'Schloßstr. 10', city: 'Butzbach', postalCode: '35510', country: 'DE', isDefaultBilling: true };
    // a field no spec names is taken with a warning, and never answered
    const settings = { defaultLocale: 'de-de', communicationPreferences: ['email'], marketingOptIn: true };
    const attributes = [{ code: 'size', value: { code: 'l' } }, { code: 'pet', value: 'Kater Carlo' }];
    const { errors } = await run([
      {
        entity: 'customer',
        importStrategy: 'partial',
        content: [customer('F-1', 'f1@example.com', { middleName: 'Maria', taxExempt: true, taxClass: 'B2B', contacts: [{ ...contact, floor: 3 }], settings: { ...settings, theme: 'dark' }, attributes })],
      },
    ]);
    expect(errors).toEqual([]);
    const { access_token: token } = await signIn(platform);
    const list = async (fields?: string) => {
      const filters = { [dialect === 'public' ? 'filters' : 'filter']: JSON.stringify({ externalCustomerNumber: 'F-1' }) };
      const body = (await call(platform.api, 'GET', '/merchants/demo/customers', { token, query: { ...filters, ...(fields ? { fields } : {}) } })).body as { customers: Record<string, unknown>[] };
      if (dialect === 'public') spec.customerList.parse(body);
      return body.customers[0]!;
    };
    const plain = await list();
    expect(plain).toMatchObject({ middleName: 'Maria', taxExempt: true, taxClass: 'B2B' });
    expect(plain).not.toHaveProperty('contacts');
    expect(plain).not.toHaveProperty('settings');
    expect(plain).not.toHaveProperty('attributes');
    const whole = await list('contacts,settings,attributes.size');
    expect(whole.contacts).toEqual([{ id: expect.any(String), ...contact }]);
    expect(whole.settings).toEqual(settings);
    expect(whole.attributes).toEqual([attributes[0]]);
    // the contact keeps its id from one answer to the next
    expect((await list('contacts')).contacts).toEqual(whole.contacts);
  });

  it('fails a member of a dynamic segment and of a segment that exists nowhere, naming the segment', async () => {
    const { run } = await setup(dialect);
    const { raw, file, errors } = await run([
      {
        entity: 'segmentMember',
        importStrategy: 'partial',
        content: [{ segmentCode: 'big-spenders', emailAddress: 'anna.schmidt@example.com' }, { segmentCode: 'nowhere', emailAddress: 'anna.schmidt@example.com' }],
      },
    ]);
    expect(raw.status).toBe('finished');
    expect(file('segmentMember').created).toEqual(ops(2, 0));
    expect(errors).toEqual([
      'Element 1: segmentCode: segment "big-spenders" is dynamic: its members follow its rule and cannot be imported',
      'Element 2: segmentCode: segment "nowhere" does not exist',
    ]);
  });
});

describe('customer files', () => {
  it('check each element with the shared rules and log the element and field, without the password or a name', async () => {
    const { run } = await setup();
    const { file, errors } = await run([
      {
        entity: 'customer',
        importStrategy: 'partial',
        content: [customer('P-1', 'p1@example.com', { password: 'hunter22' }), customer('P-2', 'not-an-address'), { firstName: 'Nina', lastName: 'Nobody', emailAddress: 'n@example.com' }],
      },
    ]);
    expect(file('customer').created).toEqual(ops(3, 0));
    expect(errors).toEqual([
      'Customer "P-1": password is not taken: passwords are not imported (an import file holds personal data; customers set their own password)',
      'Customer "P-2": emailAddress must be an e-mail address, not string "not-an-address"',
      'Element 3: externalCustomerNumber is required',
    ]);
    expect(errors.join(' ')).not.toMatch(/hunter22|Nina|Nobody|p1@example/);
  });

  it('updates by external customer number and deletes with importType D, from the segments too', async () => {
    const { run, customers, demo } = await setup();
    const anna = demo.customers.find((c) => c.emailAddress === 'anna.schmidt@example.com')!;
    demo.segments.get('vip-customers')!.members.add(anna.id);
    const ben = demo.customers.find((c) => c.emailAddress === 'ben.okafor@example.com')!;
    const { file, errors } = await run([
      {
        entity: 'customer',
        importStrategy: 'partial',
        content: [
          customer(ben.externalCustomerNumber!, 'ben.okafor@example.com', { firstName: 'Benjamin', status: 'inactive' }),
          { importType: 'D', externalCustomerNumber: anna.externalCustomerNumber },
          { importType: 'D', externalCustomerNumber: 'nobody' },
        ],
      },
    ]);
    expect(errors).toEqual(['Customer "nobody": cannot be deleted: it does not exist']);
    expect([file('customer').updated, file('customer').deleted]).toEqual([ops(1, 1), ops(2, 1)]);
    const [updated] = await customers({ externalCustomerNumber: ben.externalCustomerNumber });
    expect([updated!.id, updated!.firstName, updated!.status, updated!.internalCustomerNumber]).toEqual([ben.id, 'Benjamin', 'inactive', ben.internalCustomerNumber]);
    expect(await customers({ emailAddress: 'anna.schmidt@example.com' })).toEqual([]);
    expect(demo.segments.get('vip-customers')!.members.has(anna.id)).toBe(false);
  });

  it('lets guests share an e-mail address with each other and a registered customer, but not two registered customers', async () => {
    const { run, customers } = await setup();
    const { file, errors } = await run([
      {
        entity: 'customer',
        importStrategy: 'partial',
        content: [
          customer('G-1', 'anna.schmidt@example.com', { isAnonymous: true }),
          customer('G-2', 'Anna.Schmidt@example.com', { isAnonymous: true }),
          customer('R-1', 'ANNA.SCHMIDT@example.com'),
        ],
      },
    ]);
    expect(file('customer').created).toEqual(ops(3, 2));
    expect(errors).toEqual(['Customer "R-1": emailAddress: another registered customer has this e-mail address (only guests may share one)']);
    expect((await customers({ emailAddress: 'anna.schmidt@example.com' })).map((c) => c.isAnonymous).sort()).toEqual([false, true, true]);
  });

  it('full: deletes every customer the file does not name (guests too), and takes them out of segments', async () => {
    const { run, customers, demo, members } = await setup();
    const keep = demo.customers.find((c) => c.emailAddress === 'clara.rossi@example.com')!;
    const before = demo.customers.length;
    const { file, errors } = await run([
      { entity: 'customer', importStrategy: 'full', content: [customer(keep.externalCustomerNumber!, 'clara.rossi@example.com'), customer('F-1', 'f1@example.com')] },
    ]);
    expect(errors).toEqual([]);
    expect([file('customer').created, file('customer').updated, file('customer').deleted]).toEqual([ops(1, 1), ops(1, 1), ops(before - 1, before - 1)]);
    expect((await customers({})).map((c) => c.emailAddress).sort()).toEqual(['clara.rossi@example.com', 'f1@example.com']);
    expect(demo.customersById.size).toBe(2);
    for (const s of demo.segments.values()) for (const id of s.members) expect(demo.customersById.has(id)).toBe(true);
    expect(await members('vip-customers')).toEqual(demo.segments.get('vip-customers')!.members.has(keep.id) ? ['clara.rossi@example.com'] : []);
  });
});

describe('segment files', () => {
  it('create, update (members kept) and delete segments; a type change and a code differing only in case fail', async () => {
    const { run, segment, demo } = await setup();
    const vipMembers = demo.segments.get('vip-customers')!.members.size;
    const { file, errors } = await run([
      {
        entity: 'segment',
        importStrategy: 'partial',
        content: [
          { code: 'vip-customers', name: 'Very important', type: 'fixed', status: 'inactive' },
          { code: 'lapsed', name: 'Lapsed', type: 'dynamic', rule: { lastOrderDate: { $lt: '2024-01-01' } } },
          { code: 'newsletter', name: 'Newsletter', type: 'dynamic' },
          { code: 'VIP-Customers', name: 'Twin', type: 'fixed' },
          { importType: 'D', code: 'beta-testers' },
        ],
      },
    ]);
    expect(errors).toEqual([
      'Segment "newsletter": type: a fixed segment cannot become dynamic (import a new segment with another code)',
      'Segment "VIP-Customers": code: a segment with code "vip-customers" already exists (codes must differ in more than case)',
    ]);
    expect([file('segment').created, file('segment').updated, file('segment').deleted]).toEqual([ops(2, 1), ops(2, 1), ops(1, 1)]);
    expect(await segment('vip-customers')).toMatchObject({ name: 'Very important', status: 'inactive', memberCount: vipMembers });
    expect(await segment('lapsed')).toMatchObject({ type: 'dynamic', rule: { lastOrderDate: { $lt: '2024-01-01' } } });
    expect(demo.segments.has('beta-testers')).toBe(false);
  });

  it('full: deletes the segments the file does not name, with their members', async () => {
    const { run, demo } = await setup();
    const { file } = await run([{ entity: 'segment', importStrategy: 'full', content: [{ code: 'vip-customers', name: 'VIP', type: 'fixed' }] }]);
    expect(file('segment').deleted.succeeded).toBe(5);
    expect([...demo.segments.keys()]).toEqual(['vip-customers']);
  });
});

describe('segment member files', () => {
  it('name customers by e-mail (registered only), external number or id; a shared registered address fails with the count', async () => {
    const { run, demo, members } = await setup();
    const ben = demo.customers.find((c) => c.emailAddress === 'ben.okafor@example.com')!;
    const clara = demo.customers.find((c) => c.emailAddress === 'clara.rossi@example.com')!;
    // a second registered customer with Anna's address, as another system may have made
    demo.customers.push({ ...demo.customers.find((c) => c.emailAddress === 'elena.silva@example.com')!, id: 'twin', emailAddress: 'anna.schmidt@example.com', externalCustomerNumber: 'TW-1' });
    demo.customersById.set('twin', demo.customers.at(-1)!);
    const { file, errors } = await run([
      {
        entity: 'segmentMember',
        importStrategy: 'partial',
        content: [
          { segmentCode: 'spring-sale-2025', emailAddress: 'Alex.Morgan@example.com' },
          { segmentCode: 'spring-sale-2025', externalCustomerNumber: ben.externalCustomerNumber },
          { segmentCode: 'spring-sale-2025', customerId: clara.id },
          { segmentCode: 'spring-sale-2025', emailAddress: 'casey.kim@example.com' },
          { segmentCode: 'spring-sale-2025', emailAddress: 'anna.schmidt@example.com' },
          { segmentCode: 'spring-sale-2025', customerId: 'no-such-id' },
          { segmentCode: 'spring-sale-2025', emailAddress: 'ben.okafor@example.com' },
        ],
      },
    ]);
    expect(errors).toEqual([
      'Element 4: emailAddress: no registered customer with this e-mail address',
      'Element 5: emailAddress: 2 registered customers have this e-mail address; name the customer by externalCustomerNumber or customerId',
      'Segment member "spring-sale-2025/no-such-id": customerId: no customer has this id',
      'Element 7: names the same customer in segment "spring-sale-2025" as element 2',
    ]);
    expect(errors.join(' ')).not.toMatch(/casey|anna\.schmidt/);
    expect(file('segmentMember').created.succeeded + file('segmentMember').updated.succeeded).toBe(3);
    expect(await members('spring-sale-2025')).toEqual(expect.arrayContaining(['alex.morgan@example.com', 'ben.okafor@example.com', 'clara.rossi@example.com']));
    const alex = demo.customers.filter((c) => c.emailAddress?.toLowerCase() === 'alex.morgan@example.com');
    // the registered one, not a guest sharing the address
    expect(alex.filter((c) => demo.segments.get('spring-sale-2025')!.members.has(c.id)).map((c) => c.isAnonymous)).toEqual([false]);
  });

  it('full: replaces the members of the segments the file names, and only theirs', async () => {
    const { run, demo, members } = await setup();
    const newsletterBefore = [...demo.segments.get('newsletter')!.members].sort();
    const vip = demo.segments.get('vip-customers')!;
    expect(vip.members.size).toBeGreaterThan(1);
    const [stays] = [...vip.members];
    const elena = demo.customers.find((c) => c.emailAddress === 'elena.silva@example.com')!;
    const { file, errors } = await run([
      {
        entity: 'segmentMember',
        importStrategy: 'full',
        content: [
          { segmentCode: 'vip-customers', customerId: stays },
          { segmentCode: 'vip-customers', externalCustomerNumber: elena.externalCustomerNumber },
        ],
      },
    ]);
    expect(errors).toEqual([]);
    const f = file('segmentMember');
    expect(f.updated).toEqual(ops(1, 1));
    expect(f.deleted.succeeded).toBe(f.deleted.dispatched);
    expect([...vip.members].sort()).toEqual([stays, elena.id].sort());
    expect([...demo.segments.get('newsletter')!.members].sort()).toEqual(newsletterBefore);
    expect((await members('vip-customers')).length).toBe(2);
  });

  it('removes members with importType D, and fails one that is not a member', async () => {
    const { run, demo } = await setup();
    const vip = demo.segments.get('vip-customers')!;
    const [member] = [...vip.members];
    const outsider = demo.customers.find((c) => !c.isAnonymous && !vip.members.has(c.id))!;
    const { file, errors } = await run([
      {
        entity: 'segmentMember',
        importStrategy: 'partial',
        content: [
          { importType: 'D', segmentCode: 'vip-customers', customerId: member },
          { importType: 'D', segmentCode: 'vip-customers', customerId: outsider.id },
        ],
      },
    ]);
    expect(file('segmentMember').deleted).toEqual(ops(2, 1));
    expect(errors).toEqual([`Segment member "vip-customers/${outsider.id}": cannot be removed: the customer is not a member of segment "vip-customers"`]);
    expect(vip.members.has(member!)).toBe(false);
  });

  it('is skipped when the same import’s customers file could not be read', async () => {
    const { run } = await setup();
    const { raw, file } = await run([
      { entity: 'customer', importStrategy: 'partial', content: '{"not": "an array"}' },
      { entity: 'segmentMember', importStrategy: 'partial', content: [{ segmentCode: 'newsletter', emailAddress: 'ben.okafor@example.com' }] },
    ]);
    expect(raw.status).toBe('aborted');
    expect(file('segmentMember').total).toBe(1);
    expect(file('segmentMember').created).toEqual(ops(0, 0));
  });
});
