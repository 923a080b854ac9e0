import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { FormCard } from '@client/components/ui/form-card';
import { DocumentTitle } from '@client/components/ui/document-title';

interface AuthScreenProps {
  /** The tab title and the card's h1. */
  title: string;
  intro: string;
  /** Below the form, the way to the other screen: "New to Griot?" and its link. */
  other: { question: string; to: string; label: string };
  children: ReactNode;
}

/** The frame the sign-in and join screens share: the card, its heading, and the link to the other one. */
export function AuthScreen({ title, intro, other, children }: AuthScreenProps) {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle>{t({ id: 'auth.document-title', message: `${title} · Griot` })}</DocumentTitle>
      <FormCard
        title={title}
        intro={intro}
        footer={
          <>
            {other.question}{' '}
            <Link to={other.to} className="font-semibold text-terracotta-600 underline-offset-4 hover:underline">
              {other.label}
            </Link>
          </>
        }
      >
        {children}
      </FormCard>
    </>
  );
}
