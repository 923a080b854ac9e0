// The rules for e-mail addresses, passwords and display names, shared by the join form and the server
// so that both say the same thing about the same input.

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only keeps hashing cheap for the server. */
export const PASSWORD_MAX = 256;
export const DISPLAY_NAME_MAX = 60;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const accountMessages = {
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters.`,
  emailTaken: 'An account with this e-mail already exists. Sign in instead.',
  credentialsRequired: 'Please enter your e-mail and password.',
} as const;

export interface FieldProblem {
  field: 'email' | 'password' | 'displayName';
  message: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX && EMAIL_SHAPE.test(trimmed);
}

/** The part of an e-mail before the @: the default display name and the header's welcome. */
export function emailLocalPart(email: string): string {
  return email.split('@')[0] ?? email;
}

export function validateJoin(input: { email: string; password: string; displayName?: string | undefined }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isValidEmail(input.email)) problems.push({ field: 'email', message: accountMessages.emailInvalid });
  if (input.password.length < PASSWORD_MIN) problems.push({ field: 'password', message: accountMessages.passwordTooShort });
  if (input.password.length > PASSWORD_MAX) problems.push({ field: 'password', message: accountMessages.passwordTooLong });
  if ((input.displayName ?? '').trim().length > DISPLAY_NAME_MAX) {
    problems.push({ field: 'displayName', message: accountMessages.displayNameTooLong });
  }
  return problems;
}
