import type { Database } from '@server/db/database';
import type { Config } from './config';
import type { MediaStore } from '@server/media/store/media-store';
import type { ImageWork } from '@server/media/images/image-work';
import type { JobRunner } from '@server/jobs/runner';
import type { PaymentGateway } from '@server/shop/lib/payment-gateway';
import type { LimitStore } from '@server/http/limits/limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    mediaStore: MediaStore;
    imageWork: ImageWork;
    /** The one job runner: mail, payment checks, order expiry. main.ts starts its polling. */
    jobs: JobRunner;
    /** Paystack when PAYSTACK_SECRET_KEY is set; null when payments are not set up. */
    paymentGateway: PaymentGateway | null;
    /** Where every limit is counted: memory, the database or Redis (server/http/limits/limit-store.ts). */
    limitStore: LimitStore;
  }
}
