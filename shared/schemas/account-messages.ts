// What the account rules say (join, sign-in), used by the body schemas and the server: kept apart from
// auth-limits.ts, which the first screen's header loads, so that these texts load with the forms' checks.
// Lingui descriptors (docs/decisions/015-translations.md), said in the reader's language.
import { withValues } from '../texts';
import { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-limits';

export const accountMessages = {
  emailInvalid: /*i18n*/ { id: 'account.email-invalid', message: 'Please enter a valid e-mail address.' },
  passwordTooShort: withValues(
    /*i18n*/ { id: 'account.password-too-short', message: 'Password must be at least {min} characters.' },
    { min: PASSWORD_MIN },
  ),
  passwordTooLong: withValues(
    /*i18n*/ { id: 'account.password-too-long', message: 'Password must be at most {max} characters.' },
    { max: PASSWORD_MAX },
  ),
  displayNameTooLong: withValues(
    /*i18n*/ { id: 'account.display-name-too-long', message: 'Display name must be at most {max} characters.' },
    { max: DISPLAY_NAME_MAX },
  ),
  emailReserved: /*i18n*/ {
    id: 'account.email-reserved',
    message: 'This address cannot be used to join. Please use your own e-mail address.',
  },
  passwordTooCommon: /*i18n*/ {
    id: 'account.password-too-common',
    message: 'This password is too common. Choose another.',
  },
  // Joining signs the new member in at once, so it cannot answer a taken address like a free one; this says
  // no more than it must (SECURITY.md).
  emailTaken: /*i18n*/ {
    id: 'account.email-taken',
    message: 'If this address is yours, sign in or reset your password.',
  },
  credentialsRequired: /*i18n*/ {
    id: 'account.credentials-required',
    message: 'Please enter your e-mail and password.',
  },
  // The same answer whether or not the address has an account (SECURITY.md).
  resetRequested: /*i18n*/ {
    id: 'account.reset-requested',
    message: 'Check your e-mail: if an account exists for that address, we have sent a link.',
  },
  resetLinkInvalid: /*i18n*/ {
    id: 'account.reset-link-invalid',
    message: 'This link has expired or has already been used. Ask for a new one.',
  },
  passwordChanged: /*i18n*/ {
    id: 'account.password-reset-done',
    message: 'Your password is changed, and you are signed in. Other devices have been signed out.',
  },
  verifyLinkInvalid: /*i18n*/ {
    id: 'account.verify-link-invalid',
    message: 'This link has expired or has already been used.',
  },
  emailConfirmed: /*i18n*/ { id: 'account.email-confirmed', message: 'Thank you: your e-mail address is confirmed.' },
  emailAlreadyConfirmed: /*i18n*/ {
    id: 'account.email-already-confirmed',
    message: 'Your e-mail address is already confirmed.',
  },
  emailTakenSince: /*i18n*/ {
    id: 'account.email-taken-since',
    message: 'Another account uses this address now, so yours stays as it was.',
  },
  emailUnchanged: /*i18n*/ { id: 'account.email-unchanged', message: 'That is the address your account already has.' },
  currentPasswordWrong: /*i18n*/ {
    id: 'account.current-password-wrong',
    message: 'Your current password is not right.',
  },
  ownPasswordChanged: /*i18n*/ {
    id: 'account.password-changed',
    message: 'Your password is changed. Your other devices have been signed out.',
  },
  // Deleting the account (docs/privacy.md): an install must keep an admin to run it.
  lastAdmin: /*i18n*/ {
    id: 'account.last-admin',
    message: 'You are the only admin. Make another account an admin before you delete yours.',
  },
  accountDeleted: /*i18n*/ {
    id: 'account.deleted',
    message: 'Your account is deleted and you are signed out. Your posts and replies now show “Former member”.',
  },
  /** Changing the address: the link goes to the new one. */
  changeLinkSent: /*i18n*/ {
    id: 'account.change-link-sent',
    message: 'We have sent a link to {email}. Your address changes when you open it.',
  },
  /** Asking again for the link that confirms the address. */
  confirmLinkResent: /*i18n*/ { id: 'account.confirm-link-resent', message: 'We have sent a new link to {email}.' },
};
