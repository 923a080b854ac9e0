// The roles an admin gives and how long a suspension lasts, in words: admin-only texts, kept in the admin
// area's code so that they load with it (shared/ would put them with the public screens). The values are
// the API's (shared/constants.ts, shared/reports.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLES, type Role } from '@shared/constants';
import type { SuspensionPeriod } from '@shared/reports';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  member: msg({ id: 'members.role.member', message: 'Member' }),
  admin: msg({ id: 'members.role.admin', message: 'Admin' }),
};
export const ROLE_CHOICES = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const SUSPENSION_PERIOD_LABELS: Record<SuspensionPeriod, MessageDescriptor> = {
  '1d': msg({ id: 'reports.suspension-period.1d', message: '1 day' }),
  '7d': msg({ id: 'reports.suspension-period.7d', message: '7 days' }),
  '30d': msg({ id: 'reports.suspension-period.30d', message: '30 days' }),
  forever: msg({ id: 'reports.suspension-period.forever', message: 'For good' }),
};
