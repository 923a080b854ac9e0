// The shop under test: the app on a fresh database, pointed at a fake Paystack, with helpers that act as a
// buyer (a visitor's cart cookie, checkout) and as Paystack (signed webhooks).
import { beforeEach } from 'vitest';
import type { CheckoutBody } from '@shared/schemas/shop';
import type { Config } from '@server/config';
import type { DatabaseDriver } from '@server/db/database';
import { useTestApp, type TestContext } from './app';
import { createFakePaystack, TEST_PAYSTACK_KEY, type FakePaystack } from './fakes/paystack';
import { useFake } from './fakes/use-fakes';

export const SHOP_URL = 'https://griot.test';

/** The shop's limits out of the way, for tests of something else (the limits have their own tests). */
export const SHOP_LIMITS_OFF: Config['shopLimits'] = {
  checkoutsPerHour: 1000,
  paymentChecksPerHour: 1000,
  freeOrdersPerEmailPerHour: 1000,
};

export interface ShopTest {
  ctx: TestContext;
  paystack: FakePaystack;
}

export function useShop(driver: DatabaseDriver, overrides: Partial<Config> = {}): ShopTest {
  const paystack = useFake(createFakePaystack());
  const settings = { secretKey: TEST_PAYSTACK_KEY, baseUrl: '' };
  // Before the app is built (useTestApp's own hook comes after this one).
  beforeEach(() => {
    settings.baseUrl = paystack.url;
  });
  const ctx = useTestApp(driver, { publicUrl: SHOP_URL, paystack: settings, ...overrides });
  return { ctx, paystack };
}

/** A browser: it keeps the cookies the app sets (the visitor's cart cookie, a session) like a browser would. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  /** The Accept-Language the app's page sends on its writes (client/lib/api/api-client.ts); none by default. */
  language: string | null = null;
  constructor(private readonly ctx: TestContext) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Signs in as a member (joining with a new address); the visitor cookie stays, as in a browser. */
  async join(email: string): Promise<string> {
    const response = await this.request('POST', '/api/auth/join', { email, password: 'correct horse battery' });
    if (response.statusCode !== 201) throw new Error(`join failed: ${response.body}`);
    return response.json<{ user: { uid: string } }>().user.uid;
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const response = await this.ctx.app.inject({
      method,
      url,
      headers: {
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...(this.language ? { 'accept-language': this.language } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  add(variantId: string, quantity?: number) {
    return this.request('POST', '/api/cart/lines', { variantId, ...(quantity ? { quantity } : {}) });
  }

  async checkout(details: Partial<CheckoutBody> = {}) {
    const cart = (await this.request('GET', '/api/cart')).json<{ subtotalKobo: number }>();
    const body = { ...buyer, ...details };
    const delivery = body.fulfilment === 'pickup' ? 0 : DEFAULT_FEE;
    const expectedTotalKobo = details.expectedTotalKobo ?? cart.subtotalKobo + delivery;
    return this.request('POST', '/api/checkout', { ...body, expectedTotalKobo });
  }
}

/** The delivery fee a fresh database has (the migration's default row). */
export const DEFAULT_FEE = 250_000;

export const buyer: CheckoutBody = {
  email: 'ada@example.com',
  fullName: 'Ada Obi',
  phone: '0803 123 4567',
  fulfilment: 'delivery',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  expectedTotalKobo: 0,
};

/** Sends Paystack's signed event to the app's webhook, as Paystack would. */
export function sendWebhook(shop: ShopTest, event: string, data: Record<string, unknown>, key?: string) {
  const { body, signature } = shop.paystack.event(event, data, key);
  return shop.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });
}
