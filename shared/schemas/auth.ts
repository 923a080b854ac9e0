// Accounts and sessions as the API takes and gives them.
import Type, { type Static } from 'typebox';
import { ROLES } from '../constants';
import { Id } from './common';

// Loose bounds only: the friendly rules live in shared/validation/account.ts, so that a short password
// gets "at least 8 characters" rather than a schema message.
const EmailInput = Type.String({ maxLength: 1000 });
const PasswordInput = Type.String({ maxLength: 4096 });

export const JoinBody = Type.Object(
  {
    email: EmailInput,
    password: PasswordInput,
    displayName: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type JoinBody = Static<typeof JoinBody>;

export const LoginBody = Type.Object({ email: EmailInput, password: PasswordInput }, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;

export const Role = Type.Enum([...ROLES]);

/** The signed-in user: the spec's `{ email, uid }` plus the role the server enforces. */
export const SessionUser = Type.Object({
  uid: Id,
  email: Type.String(),
  role: Role,
});
export type SessionUser = Static<typeof SessionUser>;

export const SessionState = Type.Object({ user: Type.Union([SessionUser, Type.Null()]) });
export type SessionState = Static<typeof SessionState>;
