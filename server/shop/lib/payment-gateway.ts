// What orders need from a payment gateway, and nothing of its wire format: Paystack today (paystack.ts);
// another gateway (Flutterwave) is another implementation of this interface, and orders do not change.

/** The gateway's word on one transaction. `amountKobo` and `currency` are what it says was charged. */
export type Verification =
  | {
      found: true;
      status: 'success' | 'failed' | 'abandoned' | 'pending';
      amountKobo: number;
      currency: string;
      transactionId: string;
      paidAt: Date | null;
    }
  | { found: false };

/** A call the gateway sent us, once its signature is checked. */
export type GatewayEvent =
  | { kind: 'charge'; reference: string; verification: Verification & { found: true } }
  | { kind: 'refund'; reference: string; outcome: 'processed' | 'failed' | 'pending' }
  | { kind: 'other'; name: string; reference: string | null };

export class GatewayError extends Error {
  constructor(
    message: string,
    /** The gateway answered and refused (a bad key, a duplicate reference), rather than being unreachable. */
    readonly refused = false,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  /** Starts a transaction; answers where the buyer pays. */
  initialize(request: {
    reference: string;
    amountKobo: number;
    email: string;
    callbackUrl: string;
    metadata: Record<string, string>;
  }): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<Verification>;
  /** Asks for the whole transaction back; the outcome arrives later as a refund event. */
  refund(reference: string, amountKobo: number): Promise<void>;
  /** The event a signed call carries, or null when its signature is wrong (nothing may be read from it). */
  readEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent | null;
}
