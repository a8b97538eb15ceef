'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { TopBar } from '@/components/layout/top-bar';
import { useSignedInMember } from '@/components/member/member-gate';
import { LoadingStatus } from '@/components/ui/skeleton';
import type { Named } from '@/lib/forms/multi-select';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { canGoBackInApp } from '@/lib/nav/in-app-back';
import type { Counsel } from '@/contracts/counsels';
import { reviewEditorForm, type ReviewEditorBody, type ReviewEditorValues } from '@/contracts/reviews';
import { messageKeyOf, useZodForm } from '@/lib/forms/use-zod-form';
import type { ReviewFieldMessageKey } from '@/lib/forms/field-messages';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';
import { useCounsel } from '@/lib/swr/use-counsels';
import { useMember } from '@/lib/swr/use-member';
import { MEMBER_DATA, useMemberData } from '@/lib/swr/use-member-data';
import { refreshWhere } from '@/lib/swr/store';
import { usePublic } from '@/lib/swr/use-public';
import { ConsentDialog } from './consent-dialog';
import { DeleteReview } from './delete-review';
import { editorApi } from './editor-api';
import { EditorMessage } from './editor-message';
import { inFormOrder, labelKeysOf, reviewFieldMessageOf, type FieldLabelKey } from './field-labels';
import { fromCounsel, type EditorFiles, type ReviewDraft } from './editor-state';
import { fromReview } from './from-review';
import { ReviewForm } from './review-form';
import { pendingPhotos, SaveFailed, sendPhotos, sendReview, withEntry } from './save-review';
import { UploadModal, type UploadRow } from './upload-modal';
import { useReviewDraft } from './use-review-draft';
import { draftToast, infoToast } from '@/components/layout/info-toast';
import { logFailure } from '@/lib/client-log';

/**
 * /review/editor/{counselId}: writing (or, once the counsel has a review, editing) the review of one
 * counsel. Loads the counsel, the clinic's doctors and events and the treatment catalogue; keeps a draft
 * in the browser; saves through the upload → create → link flow (docs/product.md#review-editor).
 */
export function ReviewEditorPage({ counselId }: { counselId: number }) {
  const t = useTranslations('Editor');
  const locale = useLocale();
  const member = useSignedInMember();
  const counsel = useCounsel(counselId);
  const c = counsel.data?.data;
  const reviewId = c?.review_id ?? null;
  const review = useMemberData(reviewId ? `reviews/${reviewId}/${locale}` : null, (api) =>
    api.member.reviews[':id'].$get({ param: { id: String(reviewId) }, query: { lang: locale } }),
  );
  const ofClinic = c ? { clinicId: String(c.clinic_id), limit: '100', lang: locale } : null;
  const doctors = usePublic(ofClinic && `doctors/${ofClinic.clinicId}/${locale}`, (api) =>
    api.public.doctors.$get({ query: ofClinic! }),
  );
  const events = usePublic(ofClinic && `events/${ofClinic.clinicId}/${locale}`, (api) =>
    api.public.events.$get({ query: ofClinic! }),
  );
  const treatments = usePublic(`treatments/${locale}`, (api) =>
    api.public.treatments.$get({ query: { lang: locale } }),
  );
  const draft = useReviewDraft(member.token.id, counselId);

  const crumbs = [{ label: t('counsel'), href: `/counsel/${counselId}` }, { label: reviewId ? t('edit') : t('write') }];
  if (counsel.error) return <EditorMessage crumbs={crumbs} text={t('notFound')} />;
  if (c && c.state === 'CANCELED' && !reviewId) return <EditorMessage crumbs={crumbs} text={t('canceled')} />;
  const ready = c && doctors.data && events.data && treatments.data && draft.loaded && (!reviewId || review.data);
  if (!ready) {
    return (
      <>
        <TopBar breadcrumb={crumbs} />
        <div className="spinner" role="status" aria-label={t('loading')} />
        <LoadingStatus label={t('loading')} />
      </>
    );
  }
  const kept = draft.loaded!.draft;
  // A kept draft is this counsel's: its ids are the counsel's own (an earlier editor's draft did not keep them).
  const initial = kept
    ? { ...kept, values: { ...kept.values, counsel_id: c.id, clinic_id: c.clinic_id } }
    : review.data
      ? fromReview(review.data.data, c, doctors.data!.data)
      : fromCounsel(c, events.data!.data);
  return (
    <>
      <TopBar breadcrumb={crumbs} />
      <EditorBody
        counsel={c}
        reviewId={reviewId}
        initial={initial}
        restored={Boolean(draft.loaded!.draft)}
        doctors={doctors.data!.data}
        events={events.data!.data}
        treatments={treatments.data!.data}
        draft={draft}
        reloadCounsel={() => counsel.mutate()}
      />
    </>
  );
}

function EditorBody({
  counsel,
  reviewId,
  initial,
  restored,
  doctors,
  events,
  treatments,
  draft,
  reloadCounsel,
}: {
  counsel: Counsel;
  reviewId: number | null;
  initial: ReviewDraft;
  restored: boolean;
  doctors: Named[];
  events: { id: number; title: string }[];
  treatments: Named[];
  draft: ReturnType<typeof useReviewDraft>;
  reloadCounsel: () => void;
}) {
  const t = useTranslations('Editor');
  const router = useAppRouter();
  const { member, refresh } = useMember();
  // The form's values are the review body (contracts/reviews.ts reviewEditorForm); nothing in it refuses an empty
  // field, and a refused one is named by its label. The chosen files and the review's key are kept beside it.
  const form = useZodForm(reviewEditorForm, {
    defaultValues: initial.values,
    messageOf: reviewFieldMessageOf,
    shouldFocusError: false,
  });
  const [files, setFiles] = useState(initial.files);
  // The files as last chosen, for the draft's watcher and the save (they run outside a render).
  const latestFiles = useRef(files);
  const [rows, setRows] = useState<UploadRow[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [consent, setConsent] = useState<'closed' | 'open' | 'busy'>('closed');
  const told = useRef(false);

  useEffect(() => {
    if (restored && !told.current) {
      told.current = true;
      draftToast(t('draftRestored'));
    }
  }, [restored, t]);

  // Every change is kept in the draft, the files chosen for the photos still in the form with it.
  const { save: keepDraft } = draft;
  const { idempotencyKey } = initial;
  useEffect(() => {
    const { unsubscribe } = form.watch(() => {
      const values = form.getValues();
      const hashes = new Set([...values.beforePhotos, ...values.afterPhotos].map((p) => p.hash));
      const kept = Object.fromEntries(Object.entries(latestFiles.current).filter(([hash]) => hashes.has(hash)));
      keepDraft({ values, files: kept, idempotencyKey });
    });
    return unsubscribe;
  }, [form, keepDraft, idempotencyKey]);

  const addFiles = (added: EditorFiles) => {
    latestFiles.current = { ...latestFiles.current, ...added };
    setFiles(latestFiles.current);
  };

  // The member's lists (counsels, my reviews) show the change when next seen.
  const refreshMemberData = () => refreshWhere((key) => Array.isArray(key) && key[0] === MEMBER_DATA);

  const progress = Object.fromEntries((rows ?? []).map((r) => [r.hash, r.progress]));

  // The photos first (each stored entry goes into the form at once), then the form's checked body.
  const save = async () => {
    const pending = pendingPhotos(form.getValues(), latestFiles.current);
    setRows(pending.map((p) => ({ hash: p.hash, name: p.name, progress: 0 })));
    setSaving(pending.length === 0);
    try {
      await sendPhotos(form.getValues(), latestFiles.current, editorApi, {
        progress: (hash, share) =>
          setRows((r) => r?.map((row) => (row.hash === hash ? { ...row, progress: share } : row)) ?? null),
        uploaded: (hash, entry) => {
          for (const name of ['beforePhotos', 'afterPhotos'] as const)
            form.setValue(name, withEntry(form.getValues(name), hash, entry));
          setRows((r) => r?.map((row) => (row.hash === hash ? { ...row, progress: 1 } : row)) ?? null);
          setSaving(true);
        },
      });
      await form.handleSubmit(send, refused)();
    } catch (err) {
      reportFailure(err);
    } finally {
      setRows(null);
      setSaving(false);
    }
  };

  const send = async (body: ReviewEditorBody) => {
    const result = await sendReview(body, { reviewId, idempotencyKey }, editorApi);
    await draft.clear();
    await refreshMemberData();
    toast.success(result.mode === 'created' ? t('created') : t('updated'));
    // Back where the writer came from, unless that is outside the app (a direct link, a reload).
    if (canGoBackInApp()) router.back();
    else router.replace(`/counsel/${counsel.id}`);
  };

  // What the contract refuses (a price above its bound, a day ahead of Korea's date…) is named by the fields' labels.
  const refused = (errors: FieldErrors<ReviewEditorValues>) =>
    void toast.error(invalidMessage(inFormOrder(Object.values(errors).map(messageKeyOf<ReviewFieldMessageKey>))));

  const reportFailure = (err: unknown) => {
    const cause = err instanceof SaveFailed ? err.cause : err;
    // The consent can be withdrawn in another tab: the upload URL or the save then asks for it again.
    const consentMissing =
      cause instanceof MemberCallError && cause.status === 403 && cause.body?.error?.code === 'HEALTH_CONSENT_REQUIRED';
    if (err instanceof SaveFailed && err.stage === 'upload' && !consentMissing)
      return void toast.error(t('uploadFailed', { name: err.fileName ?? '' }));
    if (cause instanceof MemberCallError && cause.status === 429) return void toast.error(t('tooMany'));
    if (cause instanceof MemberCallError && cause.body?.error?.code === 'COUNSEL_CANCELED') {
      toast.error(t('canceled'));
      return reloadCounsel();
    }
    if (cause instanceof MemberCallError && cause.status === 409 && !reviewId) {
      infoToast(t('alreadyWritten'));
      return reloadCounsel();
    }
    if (consentMissing) {
      // Withdrawn elsewhere since this page loaded: ask again; the photos already sent stay in the form.
      infoToast(t('consentNeeded'));
      void refresh();
      return setConsent('open');
    }
    if (cause instanceof MemberCallError && cause.status === 400) {
      const fields = Object.keys((cause.body?.error as { fields?: Record<string, string> } | undefined)?.fields ?? {});
      return void toast.error(invalidMessage(labelKeysOf(fields)));
    }
    logFailure('review save', err);
    toast.error(t('saveFailed'));
  };

  const invalidMessage = (labels: FieldLabelKey[]) =>
    t('invalid', { fields: labels.map((k) => t(k)).join(', ') || '—' });

  // Nothing blocks a save (spec §5): empty fields are saved as they are.
  const submit = () => {
    const { beforePhotos, afterPhotos } = form.getValues();
    if (beforePhotos.length + afterPhotos.length > 0 && !member?.healthConsent) return setConsent('open');
    void save();
  };

  const agree = async () => {
    setConsent('busy');
    try {
      await memberCall((api) => api.member['health-consent'].$put());
      await refresh();
      setConsent('closed');
      void save();
    } catch (err) {
      logFailure('health consent', err);
      setConsent('open');
      toast.error(t('saveFailed'));
    }
  };

  return (
    <>
      <ReviewForm
        form={form}
        files={files}
        onFiles={addFiles}
        doctors={doctors}
        events={events}
        treatments={treatments}
        progress={progress}
        busy={rows !== null}
        submitLabel={t('submit')}
        photoConsent={Boolean(member?.healthConsent)}
        onSubmit={submit}
      />
      <p className="form__hint editor__draft" role="status">
        {draft.status === 'saved' ? t('draftSaved') : ''}
      </p>
      {reviewId && (
        <DeleteReview
          reviewId={reviewId}
          disabled={rows !== null}
          onDeleted={async () => {
            await draft.clear();
            await refreshMemberData();
            router.replace(`/counsel/${counsel.id}`);
          }}
        />
      )}
      <UploadModal open={rows !== null} rows={rows ?? []} saving={saving} />
      <ConsentDialog
        open={consent !== 'closed'}
        busy={consent === 'busy'}
        onAgree={() => void agree()}
        onRefuse={() => {
          setConsent('closed');
          infoToast(t('consentRefused'));
        }}
      />
    </>
  );
}
