// The sign-in backoff in the database (tables sign_in_failures and sign_in_addresses), shared by every
// server of one PostgreSQL. An attempt is one statement: which count applies (the e-mail's, or its own for
// an address that signed in before), whether it is paused, and the count itself are decided under the
// row's lock, so attempts sent at once through any number of servers are counted one after the other.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { selectRows } from '@server/db/select-rows';
import { signInAddresses, signInFailures } from '@server/db/schema';
import { backoffKeys } from './backoff-keys';
import {
  DEFAULT_POLICY,
  KNOWN_ADDRESS_LIFETIME_MS,
  KNOWN_ADDRESSES_PER_EMAIL,
  pauseAfter,
  type BackoffPolicy,
  type SignInBackoff,
} from './policy';

const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const milliseconds = (ms: SQL | number) => sql`(${ms} * interval '1 millisecond')`;

/** pauseAfter in SQL, for a count computed in the statement (its exponent capped, as 2^n overflows). */
function pauseSql(count: SQL, { freeFailures, firstPauseMs, maxPauseMs }: BackoffPolicy): SQL {
  const doublings = sql`least(${count} - ${freeFailures}::int, 40)`;
  return sql`(case when ${count} < ${freeFailures}::int then 0
    else least(${firstPauseMs}::float8 * power(2, ${doublings}), ${maxPauseMs}::float8) end)`;
}

export function databaseSignInBackoff(
  db: Db,
  rules: Pick<BackoffPolicy, 'freeFailures'> & Partial<BackoffPolicy>,
  now = () => Date.now(),
): SignInBackoff {
  const policy: BackoffPolicy = { ...DEFAULT_POLICY, ...rules };
  const f = signInFailures;
  return {
    async attempt(email, address) {
      const keys = backoffKeys(email, address);
      const at = now();
      const time = timestamp(at);
      const firstPausedUntil = at + pauseAfter(1, policy);
      const firstForgottenAt = firstPausedUntil + policy.forgetAfterMs;
      const paused = sql`${f.pausedUntil} > ${time}`;
      // A count whose pause ended `forgetAfterMs` ago without another failure starts again.
      const next = sql`((case when ${f.expiresAt} <= ${time} then 0 else ${f.count} end) + 1)`;
      const pausedUntil = sql`${time} + ${milliseconds(pauseSql(next, policy))}`;
      const [row] = await selectRows<{ refusals: number; waitSeconds: number }>(
        db,
        sql`insert into ${f} (key, count, paused_until, refusals, expires_at)
          select chosen.key, 1, ${timestamp(firstPausedUntil)}, 0, ${timestamp(firstForgottenAt)}
          from (select case when exists (
              select 1 from ${signInAddresses} a
              where a.email = ${keys.email} and a.expires_at > ${time} and ${keys.address} = any(a.addresses)
            ) then ${keys.emailAndAddress} else ${keys.email} end as key) chosen
          on conflict (key) do update set
            count = case when ${paused} then ${f.count} else ${next} end,
            paused_until = case when ${paused} then ${f.pausedUntil} else ${pausedUntil} end,
            expires_at = case when ${paused} then ${f.expiresAt}
              else ${pausedUntil} + ${milliseconds(policy.forgetAfterMs)} end,
            refusals = case when ${paused} then ${f.refusals} + 1 else 0 end
          returning refusals, ceil(extract(epoch from (paused_until - ${time})))::int as "waitSeconds"`,
      );
      return row!.refusals > 0 ? row!.waitSeconds : 0;
    },

    async succeeded(email, address) {
      const keys = backoffKeys(email, address);
      const at = now();
      const a = signInAddresses;
      const newest = sql`(excluded.addresses || array_remove(${a.addresses}, ${keys.address}))`;
      await db.execute(
        sql`with cleared as (delete from ${f} where ${f.key} in (${keys.email}, ${keys.emailAndAddress}))
          insert into ${a} (email, addresses, expires_at)
          values (${keys.email}, array[${keys.address}]::text[], ${timestamp(at + KNOWN_ADDRESS_LIFETIME_MS)})
          on conflict (email) do update set
            addresses = case when ${a.expiresAt} <= ${timestamp(at)} then excluded.addresses
              else ${newest}[1:${sql.raw(String(KNOWN_ADDRESSES_PER_EMAIL))}] end,
            expires_at = excluded.expires_at`,
      );
    },
  };
}
