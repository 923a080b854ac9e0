// What the account rules say (join, sign-in), used by the body schemas and the server: kept apart from
// auth-limits.ts, which the first screen's header loads, so that these texts load with the forms' checks.
import { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-limits';

export const accountMessages = {
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters.`,
  emailReserved: 'This address cannot be used to join. Please use your own e-mail address.',
  passwordTooCommon: 'This password is too common. Choose another.',
  // Joining signs the new member in at once, so it cannot answer a taken address like a free one; this says
  // no more than it must (SECURITY.md).
  emailTaken: 'If this address is yours, sign in or reset your password.',
  credentialsRequired: 'Please enter your e-mail and password.',
  // The same answer whether or not the address has an account (SECURITY.md).
  resetRequested: 'Check your e-mail: if an account exists for that address, we have sent a link.',
  resetLinkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  passwordChanged: 'Your password is changed, and you are signed in. Other devices have been signed out.',
  verifyLinkInvalid: 'This link has expired or has already been used.',
  emailConfirmed: 'Thank you: your e-mail address is confirmed.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  emailTakenSince: 'Another account uses this address now, so yours stays as it was.',
  emailUnchanged: 'That is the address your account already has.',
  currentPasswordWrong: 'Your current password is not right.',
  ownPasswordChanged: 'Your password is changed. Your other devices have been signed out.',
  // Deleting the account (docs/privacy.md): an install must keep an admin to run it.
  lastAdmin: 'You are the only admin. Make another account an admin before you delete yours.',
  accountDeleted: 'Your account is deleted and you are signed out. Your posts and replies now show “Former member”.',
} as const;
