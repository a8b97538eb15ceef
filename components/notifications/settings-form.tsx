'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { TextInput } from '@/components/ui/text-input';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { LOCALES, type Lang } from '@/contracts/common';
import type { NotificationChannel, NotificationKind } from '@/contracts/notifications';
import type { NotificationSettings } from '@/contracts/notifications-api';
import { logFailure } from '@/lib/client-log';
import { inboxCalls, type InboxActor, useNotificationSettings } from '@/lib/swr/use-notifications';

type Key = `${NotificationKind}:${NotificationChannel}`;

const fieldsOf = (err: unknown): Record<string, string> =>
  (err as { body?: { error?: { fields?: Record<string, string> } } | null })?.body?.error?.fields ?? {};

/**
 * The notification settings (the member's /my-page/notifications, the console's): for each kind received, the
 * inbox and each channel this service sends on, on or off; and where messages outside the app go, in which language.
 * Only the switches the person changed are sent: the others keep following the default.
 */
export function NotificationSettingsForm({ actor, who }: { actor: InboxActor; who: number | string }) {
  const t = useTranslations('Notifications');
  const { data, error, mutate } = useNotificationSettings(actor, who);
  if (error && !data) return <p className="empty">{t('loadFailed')}</p>;
  if (!data) return <CardListSkeleton rows={3} />;
  return <SettingsFields actor={actor} data={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
}

function SettingsFields({
  actor,
  data,
  onSaved,
}: {
  actor: InboxActor;
  data: NotificationSettings;
  onSaved: (saved: NotificationSettings) => void;
}) {
  const t = useTranslations('Notifications');
  const [changes, setChanges] = useState<Partial<Record<Key, boolean>>>({});
  const [contact, setContact] = useState<NotificationSettings['contact']>(data.contact);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const channels: NotificationChannel[] = ['inbox', ...data.available];
  const on = (kind: NotificationKind, channel: NotificationChannel) =>
    changes[`${kind}:${channel}`] ?? data.kinds.find((k) => k.kind === kind)!.channels[channel];

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setFields({});
    try {
      const preferences = Object.entries(changes).map(([key, enabled]) => {
        const [kind, channel] = key.split(':') as [NotificationKind, NotificationChannel];
        return { kind, channel, enabled: !!enabled };
      });
      const saved = await inboxCalls[actor].save({ preferences, contact });
      onSaved(saved.data);
      setChanges({});
      toast.success(t('saved'));
    } catch (err) {
      setFields(fieldsOf(err));
      logFailure('notification settings', err);
      toast.error(t('saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="notify-settings" onSubmit={(e) => void save(e)} noValidate>
      <section className="section" aria-labelledby="notify-kinds">
        <h2 id="notify-kinds" className="section__title">
          {t('kindsTitle')}
        </h2>
        {data.kinds.map(({ kind }) => (
          <fieldset key={kind} className="notify-kind">
            <legend className="notify-kind__name">{t(`kind.${kind}`)}</legend>
            <div className="notify-kind__switches">
              {channels.map((channel) => (
                <label key={channel} className="notify-switch">
                  <input
                    type="checkbox"
                    checked={on(kind, channel)}
                    onChange={(e) => setChanges((c) => ({ ...c, [`${kind}:${channel}`]: e.target.checked }))}
                  />
                  <span>{t(`channel.${channel}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {data.available.length === 0 && <p className="form__hint">{t('inboxOnly')}</p>}
      </section>
      <section className="section" aria-labelledby="notify-contact">
        <h2 id="notify-contact" className="section__title">
          {t('contactTitle')}
        </h2>
        <p className="section__desc">{t('contactLead')}</p>
        <TextInput
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={contact.email}
          onValue={(email) => setContact((c) => ({ ...c, email }))}
          maxLength={254}
          hint={fields['contact.email'] ? t('emailInvalid') : undefined}
          aria-invalid={fields['contact.email'] ? true : undefined}
        />
        <TextInput
          label={t('phone')}
          format="PHONE"
          inputMode="tel"
          autoComplete="tel"
          value={contact.phone}
          onValue={(phone) => setContact((c) => ({ ...c, phone }))}
          maxLength={13}
          hint={fields['contact.phone'] ? t('phoneInvalid') : t('phoneHint')}
          aria-invalid={fields['contact.phone'] ? true : undefined}
        />
        <div className="form__field">
          <label htmlFor="notify-locale" className="form__label">
            {t('locale')}
          </label>
          <select
            id="notify-locale"
            className="form__input"
            value={contact.locale}
            onChange={(e) => setContact((c) => ({ ...c, locale: e.target.value as Lang }))}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`localeName.${l}`)}
              </option>
            ))}
          </select>
        </div>
      </section>
      <div className="notify-settings__actions">
        <button type="submit" className="button" disabled={saving}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
