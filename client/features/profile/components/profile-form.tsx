import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { FormActions } from '@client/components/ui/form-actions';
import { SelectField } from '@client/components/ui/select-field';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { TextField } from '@client/components/ui/text-field';
import { failureDetail } from '@client/lib/failure-message';
import { useImagePreview } from '@client/lib/use-image-preview';
import { PROFILE_DISCIPLINES } from '@shared/constants';
import { HANDLE_MAX, HANDLE_MIN } from '@shared/handles';
import { messages } from '@shared/messages';
import type { Profile } from '@shared/schemas/community';
import { BIO_MAX, PROFILE_NAME_MAX } from '@shared/schemas/community-limits';
import { useSaveProfile } from '../api/save-profile';
import { draftFromProfile, isDiscipline, readProfileDraft, type ProfileDraft } from '../lib/profile-form';
import { AvatarField } from './avatar-field';
import { useFormCheck } from '@client/lib/forms';
import { formatCount } from '@client/lib/i18n/page-formats';

const disciplineOptions = PROFILE_DISCIPLINES.map((discipline) => ({ value: discipline, label: discipline }));

interface ProfileFormProps {
  uid: string;
  profile: Profile;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode: name, bio, discipline and an optional picture. A failure keeps everything in the form. */
export function ProfileForm({ uid, profile, onSaved, onCancel }: ProfileFormProps) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [errors, setErrors] = useState<Awaited<ReturnType<typeof readProfileDraft>>['problems']>({});
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const check = useFormCheck();
  const { preview, choose } = useImagePreview();
  const save = useSaveProfile(uid);
  const { i18n, t } = useLingui();
  const shownHandle =
    draft.handle.trim().replace(/^@/u, '') || t({ id: 'profile.form.handle-example', message: 'handle' });
  const bioMax = formatCount(BIO_MAX);

  const change = (next: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (save.isPending) return;
    setFailure(null);
    check(
      formElement,
      () => readProfileDraft(draft),
      ({ body, problems }) => {
        setErrors(problems);
        if (Object.keys(problems).length > 0) return;
        save.mutate(
          { body, avatar: preview?.file ?? null },
          {
            onSuccess: onSaved,
            // A refused picture or name says why beside the failure text; other failures need no more.
            onError: (error) => setFailure({ detail: failureDetail(error) }),
          },
        );
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-form-title"
      aria-busy={save.isPending || undefined}
      className="flex flex-col gap-5"
    >
      <h2 id="profile-form-title" className="text-2xl font-semibold text-ink-900">
        <Trans id="profile.form.title">Edit your profile</Trans>
      </h2>
      <TextField
        label={t({ id: 'profile.form.display-name', message: 'Display name' })}
        name="displayName"
        autoComplete="nickname"
        required
        maxLength={PROFILE_NAME_MAX}
        autoFocus
        value={draft.displayName}
        onChange={(event) => change({ displayName: event.target.value })}
        error={errors.displayName}
        disabled={save.isPending}
      />
      <TextField
        label={t({ id: 'profile.form.handle', message: 'Handle' })}
        name="handle"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={HANDLE_MAX + 1}
        hint={t({
          id: 'profile.form.handle-hint',
          message: `Others name you with @${shownHandle}: ${HANDLE_MIN} to ${HANDLE_MAX} letters, digits or underscores.`,
        })}
        value={draft.handle}
        onChange={(event) => change({ handle: event.target.value })}
        error={errors.handle}
        disabled={save.isPending}
      />
      <TextAreaField
        label={t({ id: 'profile.form.bio', message: 'Bio' })}
        name="bio"
        rows={5}
        maxLength={BIO_MAX}
        hint={t({ id: 'profile.form.bio-hint', message: `Up to ${bioMax} characters.` })}
        value={draft.bio}
        onChange={(event) => change({ bio: event.target.value })}
        error={errors.bio}
        disabled={save.isPending}
      />
      <SelectField
        label={t({ id: 'profile.form.discipline', message: 'Discipline' })}
        name="discipline"
        options={disciplineOptions}
        value={draft.discipline}
        onChange={(event) => isDiscipline(event.target.value) && change({ discipline: event.target.value })}
        disabled={save.isPending}
      />
      <AvatarField
        name={draft.displayName.trim() || profile.displayName}
        currentUrl={profile.avatarUrl}
        currentImage={profile.avatar}
        preview={preview}
        onChoose={choose}
        disabled={save.isPending}
      />
      {failure && <Alert compact message={i18n._(messages.profileSaveFailed)} detail={failure.detail} />}
      <FormActions
        submitLabel={t({ id: 'profile.form.save', message: 'Save' })}
        busy={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
