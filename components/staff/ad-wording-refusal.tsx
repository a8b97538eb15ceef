'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AD_WORDING_JUSTIFICATION_MAX, AD_WORDING_JUSTIFICATION_MIN } from '@/contracts/ad-wording-reviews';
import { useSaveFailure, type WordingRefused } from './form-kit';

/**
 * After a save refused for its advertising wording: the words found in each field and why, and '그래도 저장하기
 * (사유 입력)': the same save sent again with the staff member's reason, which the operators then review.
 */
export function AdWordingRefusal({ wording }: { wording: WordingRefused }) {
  const t = useTranslations('Console.adWording');
  const failed = useSaveFailure();
  const [reason, setReason] = useState('');
  const [short, setShort] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reason.trim().length < AD_WORDING_JUSTIFICATION_MIN) return setShort(true);
    setShort(false);
    setBusy(true);
    try {
      await wording.saveWithReason(reason.trim());
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ad-wording ad-wording--refused" role="alert" data-testid="ad-wording-refused">
      <p className="ad-wording__title">{t('refusedTitle')}</p>
      <ul className="ad-wording__list">
        {wording.findings.map((f) => (
          <li key={`${f.field}-${f.rule}`}>
            {t(`field.${f.field as 'title' | 'content' | 'description'}`)}: <strong>‘{f.words}’</strong> —{' '}
            {t(`rules.${f.rule}`)} <span className="ad-wording__law">({f.law})</span>
          </li>
        ))}
      </ul>
      <p className="ad-wording__lead">{t('refusedLead')}</p>
      <div className="form__field">
        <label htmlFor="ad-wording-justification" className="form__label">
          {t('justification')}
        </label>
        <textarea
          id="ad-wording-justification"
          className="form__textarea"
          rows={3}
          maxLength={AD_WORDING_JUSTIFICATION_MAX}
          value={reason}
          aria-invalid={short ? true : undefined}
          aria-describedby="ad-wording-justification-hint"
          onChange={(e) => {
            setReason(e.target.value);
            setShort(false);
          }}
        />
        <p id="ad-wording-justification-hint" className="form__hint">
          {t('justificationHint')}
        </p>
        {short && (
          <p className="form__warning" role="alert">
            {t('justificationShort')}
          </p>
        )}
      </div>
      <div className="ad-wording__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void submit()}>
          {t('saveAnyway')}
        </button>
      </div>
    </section>
  );
}
